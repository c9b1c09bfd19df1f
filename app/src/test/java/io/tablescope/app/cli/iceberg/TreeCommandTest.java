package io.tablescope.app.cli.iceberg;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.app.cli.CliRun;
import io.tablescope.format.ContentKind;
import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.testing.TestTables;
import io.tablescope.inspector.iceberg.IcebergTable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.iceberg.AppendFiles;
import org.apache.iceberg.DataFiles;
import org.apache.iceberg.FileFormat;
import org.apache.iceberg.MetadataColumns;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.types.Types;
import org.assertj.core.api.InstanceOfAssertFactories;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tree} on the demo tables (v1 sequence numbers, position delete bounds) and on a relocated
 * table whose files are partly missing and partly outside its recorded location.
 */
class TreeCommandTest {
  private static final Path EVENTS_V1 = Path.of("demo-warehouse/legacy/events_v1").toAbsolutePath();
  private static final Path CUSTOMERS = Path.of("demo-warehouse/sales/customers").toAbsolutePath();

  @Test
  void aV1TableHasNoSequenceNumbersRatherThanInheritedOnes() throws Exception {
    CliRun text = CliRun.of("tree", EVENTS_V1.toString());
    CliRun json = CliRun.of("tree", EVENTS_V1.toString(), "--json");

    assertThat(text.exitCode()).isZero();
    assertThat(text.out())
        .doesNotContain("0*")
        .doesNotContain("inherited from the manifest list")
        .contains("seq 0 (v1) file-seq 0 (v1)")
        .contains(ManifestEntry.V1_SEQUENCE_NUMBERS);
    List<JsonNode> entries = new ArrayList<>();
    new ObjectMapper()
        .readTree(json.out())
        .get("manifests")
        .forEach(manifest -> manifest.get("entries").forEach(entries::add));
    assertThat(entries)
        .isNotEmpty()
        .allSatisfy(
            entry -> {
              assertThat(entry.get("note").asText()).isEqualTo(ManifestEntry.V1_SEQUENCE_NUMBERS);
              assertThat(entry.get("sequence-number").asLong()).isZero();
              assertThat(entry.path("inherited").toString()).doesNotContain("sequence-number");
            });
  }

  @Test
  void positionDeleteBoundsAreNamedAndDecoded() throws Exception {
    IcebergTable table = IcebergTable.open(CUSTOMERS.toString(), Runnable::run);
    Snapshot current = table.metadata().currentSnapshot().orElseThrow();
    List<ContentFile> deletes = new ArrayList<>();
    List<String> dataFiles = new ArrayList<>();
    for (Manifest manifest : table.manifests(table.manifestList(current).manifests())) {
      manifest.entries().stream()
          .map(ManifestEntry::file)
          .filter(file -> file.kind() == ContentKind.DATA)
          .forEach(file -> dataFiles.add(file.path()));
      manifest.entries().stream()
          .filter(entry -> entry.status().isLive())
          .map(ManifestEntry::file)
          .filter(file -> file.kind() == ContentKind.POSITION_DELETES)
          .forEach(deletes::add);
    }
    assertThat(deletes).isNotEmpty();

    CliRun json = CliRun.of("tree", CUSTOMERS.toString(), "--json");

    List<JsonNode> files = new ArrayList<>();
    new ObjectMapper()
        .readTree(json.out())
        .get("manifests")
        .forEach(
            manifest -> manifest.get("entries").forEach(entry -> files.add(entry.get("file"))));
    assertThat(json.out()).doesNotContain("#" + MetadataColumns.DELETE_FILE_PATH.fieldId());
    for (ContentFile delete : deletes) {
      JsonNode shown =
          files.stream()
              .filter(file -> file.get("path").asText().equals(delete.path()))
              .findFirst()
              .orElseThrow();
      String name = MetadataColumns.DELETE_FILE_PATH.name();
      // The bounds of file_path are paths of the data files the deletes apply to.
      assertThat(shown.at("/lower-bounds/" + name).asText()).isIn(dataFiles);
      assertThat(shown.at("/upper-bounds/" + name).asText()).isIn(dataFiles);
      assertThat(shown.at("/lower-bounds/" + MetadataColumns.DELETE_FILE_POS.name()).isNumber())
          .isTrue();
    }
  }

  @Test
  void aFileIsPresentWhenFoundAndPathsOutsideTheTableAreNamedBeforeTheManifests(
      @TempDir Path folder) throws Exception {
    Table written =
        TestTables.create(
            folder,
            "s3://bucket/wh/t",
            new Schema(Types.NestedField.required(1, "id", Types.LongType.get())),
            PartitionSpec.unpartitioned(),
            2,
            Map.of());
    AppendFiles append = written.newFastAppend();
    for (String path :
        List.of(
            "s3://bucket/wh/t/data/present.parquet",
            "s3://bucket/wh/t/data/gone.parquet",
            "s3://elsewhere/data/moved.parquet")) {
      append.appendFile(
          DataFiles.builder(PartitionSpec.unpartitioned())
              .withPath(path)
              .withFormat(FileFormat.PARQUET)
              .withFileSizeInBytes(10)
              .withRecordCount(1)
              .build());
    }
    append.commit();
    Files.createDirectories(folder.resolve("data"));
    Files.writeString(folder.resolve("data/present.parquet"), "");
    // Outside the recorded location: read by its data/ folder.
    Files.writeString(folder.resolve("data/moved.parquet"), "");

    CliRun json = CliRun.of("tree", folder.toString(), "--json");
    CliRun text = CliRun.of("tree", folder.toString());

    assertThat(json.exitCode()).as(json.err()).isZero();
    JsonNode tree = new ObjectMapper().readTree(json.out());
    Map<String, Boolean> present = new HashMap<>();
    tree.get("manifests")
        .forEach(
            manifest ->
                manifest
                    .get("entries")
                    .forEach(
                        entry ->
                            present.put(
                                entry.at("/file/path").asText(),
                                entry.at("/file/present").asBoolean())));
    assertThat(present)
        .containsExactlyInAnyOrderEntriesOf(
            Map.of(
                "s3://bucket/wh/t/data/present.parquet", true,
                "s3://bucket/wh/t/data/gone.parquet", false,
                "s3://elsewhere/data/moved.parquet", true));
    // Only an entry's path lies outside: it is named although the manifests come after it.
    assertThat(tree.get("mapped-by-folder").toString()).isEqualTo("[\"s3://elsewhere\"]");
    assertThat(text.out().lines().filter(line -> line.contains("(absent)")))
        .singleElement(InstanceOfAssertFactories.STRING)
        .contains("gone.parquet");
    assertThat(text.out().lines().filter(line -> line.contains("lie outside")))
        .singleElement(InstanceOfAssertFactories.STRING)
        .contains("paths under s3://elsewhere lie outside s3://bucket/wh/t");
  }
}
