package io.tablescope.app.cli.delta;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.delta.kernel.defaults.engine.DefaultEngine;
import io.delta.kernel.engine.Engine;
import io.delta.kernel.internal.SnapshotImpl;
import io.delta.kernel.internal.actions.Metadata;
import io.delta.kernel.types.ArrayType;
import io.delta.kernel.types.DataType;
import io.delta.kernel.types.DecimalType;
import io.delta.kernel.types.MapType;
import io.delta.kernel.types.StructField;
import io.delta.kernel.types.StructType;
import io.delta.standalone.DeltaLog;
import io.delta.standalone.Operation;
import io.delta.standalone.OptimisticTransaction;
import io.tablescope.app.cli.CliRun;
import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import io.tablescope.format.testing.delta.HandWrittenTables;
import io.tablescope.format.testing.delta.KernelOracle;
import io.tablescope.format.testing.delta.KernelOracle.KernelState;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code definition} on Delta tables says what Delta Kernel reads of a version's metadata and
 * protocol: the schema field by field (names, types, nullability, nested structs, arrays and maps),
 * the partition columns, the configuration, the protocol's versions and features and the table's
 * id, name, description and creation time; in text and in JSON.
 */
class DeltaDefinitionCliTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private final KernelOracle kernel = new KernelOracle();
  private final Engine engine = DefaultEngine.create(new Configuration());

  @TempDir Path root;

  @Test
  void aFeatureTablesDefinitionIsWhatKernelReadsAtEachVersion() throws Exception {
    HandWrittenTables.featureTable(root);

    for (long version : List.of(2L, kernel.latestVersion(root))) {
      CliRun run =
          CliRun.of("definition", root.toString(), "--version", Long.toString(version), "--json");

      assertThat(run.exitCode()).as(run.err()).isZero();
      JsonNode definition = JSON.readTree(run.out());
      assertThat(definition.get("format").asText()).isEqualTo("delta");
      assertThat(definition.get("version").asLong()).isEqualTo(version);
      assertSameAsKernel(definition, version);
      // Column mapping: the logical name, the physical name and id beside it.
      JsonNode region = definition.at("/metadata/schema/fields/1");
      assertThat(region.get("name").asText()).isEqualTo("region");
      assertThat(region.get("physical-name").asText()).isEqualTo("col-2");
      assertThat(region.get("column-id").asLong()).isEqualTo(2);
    }
  }

  @Test
  void aNestedSchemaIsWhatKernelReadsFieldByField() throws Exception {
    writeNestedTable();

    CliRun json = CliRun.of("definition", root.toString(), "--json");
    CliRun text = CliRun.of("definition", root.toString());

    assertThat(json.exitCode()).as(json.err()).isZero();
    JsonNode definition = JSON.readTree(json.out());
    assertSameAsKernel(definition, 0);
    assertThat(definition.at("/metadata/name").asText()).isEqualTo("events");
    assertThat(definition.at("/metadata/description").asText()).isEqualTo("what happened");
    assertThat(definition.get("timestamp-ms").asLong()).isEqualTo(kernel.timestamp(root, 0));

    assertThat(text.exitCode()).as(text.err()).isZero();
    Metadata metadata = kernelMetadata(0);
    assertThat(text.out())
        .contains(
            "Table:            " + root + "  (Delta Lake)",
            "Version:          0, committed ",
            "Protocol:         reader 1, writer 2",
            "Id:               " + metadata.getId(),
            "Name:             events",
            "Description:      what happened",
            "Format:           parquet",
            "Partitioned by:   day",
            "Column mapping:   none",
            "Schema:           6 columns")
        .contains(
            "\n    id long not null\n"
                + "    address struct\n"
                + "      street string\n"
                + "      zip integer not null\n"
                + "    tags array<string>, elements not null\n"
                + "    points array<struct>\n"
                + "      x double\n"
                + "      y double\n"
                + "    scores map<string,struct>, values not null\n"
                + "      amount decimal(10,2)\n"
                + "    day date\n")
        .contains("Configuration:\n", "    delta.appendOnly = true\n", "    owner = ana\n");
  }

  @Test
  void aVersionBeforeAPropertyChangeDeclaresTheOldConfiguration() throws Exception {
    DeltaTableWriter writer = DeltaTableWriter.create(root, List.of("color"), Map.of());
    writer.append("red");
    long changed = writer.setProperties(Map.of("delta.logRetentionDuration", "interval 2 days"));

    JsonNode before = definition("--version", "1");
    JsonNode after = definition("--version", Long.toString(changed));
    CliRun text = CliRun.of("definition", root.toString(), "--version", "1");

    assertSameAsKernel(before, 1);
    assertSameAsKernel(after, changed);
    assertThat(before.at("/metadata/configuration").has("delta.logRetentionDuration")).isFalse();
    assertThat(after.at("/metadata/configuration/delta.logRetentionDuration").asText())
        .isEqualTo("interval 2 days");
    assertThat(text.out()).contains("Version:          1, committed ", "Configuration:    (none)");
  }

  @Test
  void aSnapshotOrRefIsBadInputAndAMissingVersionSaysWhichExist() {
    HandWrittenTables.featureTable(root);

    CliRun snapshot = CliRun.of("definition", root.toString(), "--snapshot", "1");
    CliRun ref = CliRun.of("definition", root.toString(), "--ref", "main");
    CliRun missing = CliRun.of("definition", root.toString(), "--version", "42");

    assertThat(snapshot.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(snapshot.err().lines())
        .containsExactly(
            "tablescope: "
                + root
                + " is a Delta table: name a version with --version, not a snapshot, ref or instant");
    assertThat(ref.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(ref.err()).isEqualTo(snapshot.err());
    assertThat(missing.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(missing.err())
        .contains("Cannot time travel Delta table to version 42. Available versions: [0, 8].");
  }

  @Test
  void helpIsAnsweredBesideTheVersionOption() {
    CliRun help = CliRun.of("definition", "--help");

    assertThat(help.exitCode()).isZero();
    assertThat(help.out()).contains("--version=N", "--snapshot=ID", "--ref=NAME", "--history");
  }

  private JsonNode definition(String... options) throws Exception {
    List<String> args = new ArrayList<>(List.of("definition", root.toString(), "--json"));
    args.addAll(List.of(options));
    CliRun run = CliRun.of(args.toArray(String[]::new));
    assertThat(run.exitCode()).as(run.err()).isZero();
    return JSON.readTree(run.out());
  }

  /** The protocol, metadata and schema field by field, as Kernel reads them at the version. */
  private void assertSameAsKernel(JsonNode definition, long version) {
    KernelState expected = kernel.stateAt(root, version);
    Metadata metadata = kernelMetadata(version);
    JsonNode protocol = definition.get("protocol");
    assertThat(protocol.get("min-reader-version").asInt()).isEqualTo(expected.minReaderVersion());
    assertThat(protocol.get("min-writer-version").asInt()).isEqualTo(expected.minWriterVersion());
    assertThat(strings(protocol.get("reader-features"))).isEqualTo(expected.readerFeatures());
    assertThat(strings(protocol.get("writer-features"))).isEqualTo(expected.writerFeatures());
    JsonNode written = definition.get("metadata");
    assertThat(written.get("id").asText()).isEqualTo(expected.metadataId());
    assertThat(textOrNull(written.get("name"))).isEqualTo(metadata.getName().orElse(null));
    assertThat(textOrNull(written.get("description")))
        .isEqualTo(metadata.getDescription().orElse(null));
    assertThat(written.get("created-time").isNull() ? null : written.get("created-time").asLong())
        .isEqualTo(metadata.getCreatedTime().orElse(null));
    assertThat(written.get("provider").asText()).isEqualTo(metadata.getFormat().getProvider());
    List<String> partitionColumns = new ArrayList<>();
    written.get("partition-columns").forEach(column -> partitionColumns.add(column.asText()));
    assertThat(partitionColumns).isEqualTo(expected.partitionColumns());
    assertThat(JSON.convertValue(written.get("configuration"), Map.class))
        .isEqualTo(expected.configuration());
    assertSameType(written.get("schema"), metadata.getSchema(), "schema");
  }

  private Metadata kernelMetadata(long version) {
    return ((SnapshotImpl)
            io.delta.kernel.Table.forPath(engine, root.toString())
                .getSnapshotAsOfVersion(engine, version))
        .getMetadata();
  }

  /** A type as the definition writes it against Kernel's: recursively, field by field. */
  private static void assertSameType(JsonNode written, DataType expected, String path) {
    if (expected instanceof StructType struct) {
      assertThat(written.get("type").asText()).as(path).isEqualTo("struct");
      JsonNode fields = written.get("fields");
      assertThat(fields).as(path).hasSize(struct.length());
      for (int i = 0; i < struct.length(); i++) {
        StructField field = struct.at(i);
        JsonNode shown = fields.get(i);
        String at = path + "." + field.getName();
        assertThat(shown.get("name").asText()).as(at).isEqualTo(field.getName());
        assertThat(shown.get("nullable").asBoolean()).as(at).isEqualTo(field.isNullable());
        assertSameType(shown.get("type"), field.getDataType(), at);
      }
    } else if (expected instanceof ArrayType array) {
      assertThat(written.get("type").asText()).as(path).isEqualTo("array");
      assertThat(written.get("contains-null").asBoolean()).as(path).isEqualTo(array.containsNull());
      assertSameType(written.get("element-type"), array.getElementType(), path + "[]");
    } else if (expected instanceof MapType map) {
      assertThat(written.get("type").asText()).as(path).isEqualTo("map");
      assertThat(written.get("value-contains-null").asBoolean())
          .as(path)
          .isEqualTo(map.isValueContainsNull());
      assertSameType(written.get("key-type"), map.getKeyType(), path + ".key");
      assertSameType(written.get("value-type"), map.getValueType(), path + ".value");
    } else if (expected instanceof DecimalType decimal) {
      assertThat(written.asText())
          .as(path)
          .isEqualTo("decimal(" + decimal.getPrecision() + "," + decimal.getScale() + ")");
    } else {
      assertThat(written.asText()).as(path).isEqualTo(expected.toString());
    }
  }

  /**
   * Version 0 of a table whose schema nests a struct, an array of primitives and one of structs,
   * and a map to structs, with fields, elements and values that may not be null (Delta refuses
   * fields that may not be null inside an array or map); a name, description and properties.
   */
  private void writeNestedTable() {
    io.delta.standalone.types.StructType schema =
        new io.delta.standalone.types.StructType()
            .add("id", new io.delta.standalone.types.LongType(), false)
            .add(
                "address",
                new io.delta.standalone.types.StructType()
                    .add("street", new io.delta.standalone.types.StringType())
                    .add("zip", new io.delta.standalone.types.IntegerType(), false))
            .add(
                "tags",
                new io.delta.standalone.types.ArrayType(
                    new io.delta.standalone.types.StringType(), false))
            .add(
                "points",
                new io.delta.standalone.types.ArrayType(
                    new io.delta.standalone.types.StructType()
                        .add("x", new io.delta.standalone.types.DoubleType())
                        .add("y", new io.delta.standalone.types.DoubleType()),
                    true))
            .add(
                "scores",
                new io.delta.standalone.types.MapType(
                    new io.delta.standalone.types.StringType(),
                    new io.delta.standalone.types.StructType()
                        .add("amount", new io.delta.standalone.types.DecimalType(10, 2)),
                    false))
            .add("day", new io.delta.standalone.types.DateType());
    Map<String, String> configuration = new LinkedHashMap<>();
    configuration.put("delta.appendOnly", "true");
    configuration.put("owner", "ana");
    DeltaLog log = DeltaLog.forTable(new Configuration(), root.toString());
    OptimisticTransaction txn = log.startTransaction();
    txn.updateMetadata(
        io.delta.standalone.actions.Metadata.builder()
            .schema(schema)
            .partitionColumns(List.of("day"))
            .configuration(configuration)
            .name("events")
            .description("what happened")
            .build());
    txn.commit(List.of(), new Operation(Operation.Name.CREATE_TABLE), "tablescope-test");
  }

  private static TreeSet<String> strings(JsonNode values) {
    TreeSet<String> strings = new TreeSet<>();
    if (values != null && !values.isNull()) {
      values.forEach(value -> strings.add(value.asText()));
    }
    return strings;
  }

  private static String textOrNull(JsonNode value) {
    return value == null || value.isNull() ? null : value.asText();
  }
}
