package io.tablescope.format.testing;

import static org.apache.iceberg.types.Types.NestedField.required;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DataFiles;
import org.apache.iceberg.GenericBlobMetadata;
import org.apache.iceberg.GenericStatisticsFile;
import org.apache.iceberg.HasTableOperations;
import org.apache.iceberg.ImmutableGenericPartitionStatisticsFile;
import org.apache.iceberg.NullOrder;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.SortOrder;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableMetadata;
import org.apache.iceberg.TableMetadataParser;
import org.apache.iceberg.TableProperties;
import org.apache.iceberg.expressions.Expressions;
import org.apache.iceberg.types.Types;

/**
 * Table metadata JSON written by iceberg-core's {@link TableMetadataParser#toJson}, covering what
 * Iceberg's own metadata test files cover (v1, v2 with two snapshots, v2 and v3 minimal, statistics
 * and partition statistics files), and the invalid variants of those files as small edits of the
 * generated JSON. Tests compare Tablescope's reading with iceberg-core's verdict on the same text,
 * so nothing here states an expected answer.
 */
public final class MetadataFixtures {
  /** Three required longs, the second with a doc, as in Iceberg's own metadata test files. */
  public static final Schema XYZ =
      new Schema(
          required(1, "x", Types.LongType.get()),
          required(2, "y", Types.LongType.get(), "comment"),
          required(3, "z", Types.LongType.get()));

  private static final String LOCATION = "s3://bucket/test/location";
  private static final ObjectMapper JSON = new ObjectMapper();

  private final Path root;

  /** Fixtures whose tables, when they need files, are written under {@code root}. */
  public MetadataFixtures(Path root) {
    this.root = root;
  }

  /** A v1 table partitioned by {@code identity(x)}, without snapshots. */
  public String v1() {
    return TableMetadataParser.toJson(newMetadata(1));
  }

  /** A v2 table partitioned by {@code identity(x)}, without snapshots. */
  public String v2Minimal() {
    return TableMetadataParser.toJson(newMetadata(2));
  }

  /** A v3 table partitioned by {@code identity(x)}, without snapshots. */
  public String v3Minimal() {
    return TableMetadataParser.toJson(newMetadata(3));
  }

  /**
   * A v2 table at {@code s3://bucket/test/location} partitioned by {@code identity(x)}, sorted by
   * {@code y asc nulls-first, bucket[4](z) desc nulls-last}, with two appends of one file each.
   */
  public String v2TwoSnapshots() {
    return TableMetadataParser.toJson(operations(twoSnapshots("two_snapshots")).current());
  }

  /** Like {@link #v2TwoSnapshots()}, with a Puffin statistics file for the current snapshot. */
  public String v2Statistics() {
    Table table = twoSnapshots("statistics");
    long snapshotId = table.currentSnapshot().snapshotId();
    table
        .updateStatistics()
        .setStatistics(
            new GenericStatisticsFile(
                snapshotId,
                LOCATION + "/metadata/stats-" + snapshotId + ".puffin",
                413,
                42,
                List.of(
                    new GenericBlobMetadata(
                        "apache-datasketches-theta-v1",
                        snapshotId,
                        table.currentSnapshot().sequenceNumber(),
                        List.of(1, 2),
                        Map.of("ndv", "7")))))
        .commit();
    return TableMetadataParser.toJson(operations(table).current());
  }

  /** Like {@link #v2TwoSnapshots()}, with a partition statistics file for the current snapshot. */
  public String v2PartitionStatistics() {
    Table table = twoSnapshots("partition_statistics");
    long snapshotId = table.currentSnapshot().snapshotId();
    table
        .updatePartitionStatistics()
        .setPartitionStatistics(
            ImmutableGenericPartitionStatisticsFile.builder()
                .snapshotId(snapshotId)
                .path(LOCATION + "/metadata/partition-stats-" + snapshotId + ".parquet")
                .fileSizeInBytes(43)
                .build())
        .commit();
    return TableMetadataParser.toJson(operations(table).current());
  }

  /** The JSON with one edit applied to its top-level object. */
  public static String edited(String json, Consumer<ObjectNode> edit) {
    try {
      ObjectNode node = (ObjectNode) JSON.readTree(json);
      edit.accept(node);
      return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(node);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The invalid variants of Iceberg's metadata test files, by the name of the file they mirror. */
  public Map<String, String> invalid() {
    String v2 = v2TwoSnapshots();
    return Map.of(
        "UnsupportedVersion",
        edited(v2, node -> node.put("format-version", 42)),
        "V2MissingSchemas",
        edited(
            v2,
            node -> {
              JsonNode schema = node.get("schemas").get(0);
              node.remove(List.of("schemas", "current-schema-id"));
              node.set("schema", schema);
            }),
        "V2MissingPartitionSpecs",
        edited(
            v2,
            node -> {
              node.set("partition-spec", node.get("partition-specs").get(0).get("fields"));
              node.remove(List.of("partition-specs", "default-spec-id"));
            }),
        "V2MissingLastPartitionId",
        edited(v2, node -> node.remove("last-partition-id")),
        "V2MissingSortOrder",
        edited(v2, node -> node.remove(List.of("sort-orders", "default-sort-order-id"))),
        "V2CurrentSchemaNotFound",
        edited(v2, node -> node.put("current-schema-id", 2)),
        "V1MissingSchemaType",
        edited(
            v1(),
            node -> {
              ((ObjectNode) node.get("schema")).remove("type");
              node.remove(List.of("schemas", "current-schema-id"));
            }));
  }

  private static TableMetadata newMetadata(int formatVersion) {
    return TableMetadata.newTableMetadata(
        XYZ,
        PartitionSpec.builderFor(XYZ).identity("x").build(),
        SortOrder.unsorted(),
        LOCATION,
        Map.of(TableProperties.FORMAT_VERSION, Integer.toString(formatVersion)));
  }

  private Table twoSnapshots(String name) {
    Table table =
        TestTables.create(
            root.resolve(name),
            LOCATION,
            XYZ,
            PartitionSpec.builderFor(XYZ).identity("x").build(),
            2,
            Map.of());
    table
        .replaceSortOrder()
        .asc("y", NullOrder.NULLS_FIRST)
        .desc(Expressions.bucket("z", 4), NullOrder.NULLS_LAST)
        .commit();
    table.newAppend().appendFile(dataFile(table, 1)).commit();
    table.newAppend().appendFile(dataFile(table, 2)).commit();
    return table;
  }

  private static DataFile dataFile(Table table, long x) {
    return DataFiles.builder(table.spec())
        .withPath(LOCATION + "/data/x=" + x + "/file-" + x + ".parquet")
        .withPartitionPath("x=" + x)
        .withFileSizeInBytes(100 + x)
        .withRecordCount(x)
        .build();
  }

  private static FileTableOperations operations(Table table) {
    return (FileTableOperations) ((HasTableOperations) table).operations();
  }
}
