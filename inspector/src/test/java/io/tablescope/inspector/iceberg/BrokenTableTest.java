package io.tablescope.inspector.iceberg;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestList;
import io.tablescope.inspector.iceberg.tree.SnapshotTree;
import io.tablescope.inspector.iceberg.tree.SnapshotTrees;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.concurrent.Executor;
import org.apache.hadoop.conf.Configuration;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DataFiles;
import org.apache.iceberg.ManifestFile;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableProperties;
import org.apache.iceberg.hadoop.HadoopTables;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Damaged tables: each kind of damage becomes a named problem on its node (the path and what is
 * wrong), and everything else in the table stays readable.
 */
class BrokenTableTest {
  private static final Executor DIRECT = Runnable::run;
  private static final Schema SCHEMA =
      new Schema(
          Types.NestedField.required(1, "id", Types.LongType.get()),
          Types.NestedField.required(2, "region", Types.StringType.get()));
  private static final PartitionSpec SPEC =
      PartitionSpec.builderFor(SCHEMA).identity("region").build();

  @TempDir Path folder;
  private Table table;

  @BeforeEach
  void createTableWithThreeManifests() {
    table =
        new HadoopTables(new Configuration())
            .create(
                SCHEMA,
                SPEC,
                java.util.Map.of(TableProperties.FORMAT_VERSION, "2"),
                folder.toString());
    for (String region : List.of("EU", "US", "APAC")) {
      table.newFastAppend().appendFile(dataFile(region)).commit();
    }
  }

  private static DataFile dataFile(String region) {
    return DataFiles.builder(SPEC)
        .withPath("/nowhere/data/" + region + ".parquet")
        .withFileSizeInBytes(100)
        .withRecordCount(10)
        .withPartitionPath("region=" + region)
        .build();
  }

  private List<ManifestFile> manifests() {
    return table.currentSnapshot().allManifests(table.io());
  }

  @Test
  void missingManifestIsAProblemAndTheOthersAreStillRead() throws IOException {
    ManifestFile lost = manifests().get(0);
    Files.delete(Paths.get(lost.path()));

    TableSummary summary = Summaries.summarize(IcebergTable.open(folder.toString(), DIRECT));

    assertThat(summary.problems())
        .singleElement()
        .satisfies(
            problem -> {
              assertThat(problem.kind()).isEqualTo(Problem.Kind.MISSING);
              assertThat(problem.path()).isEqualTo(lost.path());
              assertThat(problem.message()).isEqualTo("Manifest file not found");
            });
    assertThat(summary.counts().manifests()).contains(3);
    assertThat(summary.counts().read().added()).isEqualTo(2);
  }

  @Test
  void truncatedManifestIsCorruptAndTheOthersAreStillRead() throws IOException {
    ManifestFile damaged = manifests().get(1);
    Path file = Paths.get(damaged.path());
    byte[] bytes = Files.readAllBytes(file);
    Files.write(file, java.util.Arrays.copyOf(bytes, bytes.length - 40));

    IcebergTable opened = IcebergTable.open(folder.toString(), DIRECT);
    SnapshotTree tree =
        SnapshotTrees.build(opened, opened.metadata().currentSnapshot().orElseThrow());

    Manifest broken =
        tree.manifests().stream()
            .filter(m -> m.file().path().equals(damaged.path()))
            .findFirst()
            .orElseThrow();
    assertThat(broken.problems())
        .singleElement()
        .satisfies(
            problem -> {
              assertThat(problem.kind()).isEqualTo(Problem.Kind.CORRUPT);
              assertThat(problem.path()).isEqualTo(damaged.path());
              assertThat(problem.message())
                  .startsWith(
                      "Truncated or corrupt Avro file: read 0 records of "
                          + (bytes.length - 40)
                          + " bytes");
            });
    assertThat(
            tree.manifests().stream()
                .filter(m -> m.problems().isEmpty())
                .mapToInt(m -> m.entries().size())
                .sum())
        .isEqualTo(2);
  }

  @Test
  void manifestListThatIsNotAvroIsCorrupt() throws IOException {
    String list = table.currentSnapshot().manifestListLocation();
    Files.writeString(Paths.get(list), "this is not avro");

    IcebergTable opened = IcebergTable.open(folder.toString(), DIRECT);
    ManifestList read = opened.manifestList(opened.metadata().currentSnapshot().orElseThrow());

    assertThat(read.problems())
        .containsExactly(
            new Problem(Problem.Kind.CORRUPT, list, "Not an Avro data file (16 bytes)"));
    assertThat(opened.metadata().snapshots()).hasSize(3);
  }

  @Test
  void missingManifestListOnlyAffectsItsSnapshot() throws IOException {
    long firstSnapshot = table.history().get(0).snapshotId();
    String list = table.snapshot(firstSnapshot).manifestListLocation();
    Files.delete(Paths.get(list));

    IcebergTable opened = IcebergTable.open(folder.toString(), DIRECT);

    assertThat(opened.manifestList(opened.snapshot(firstSnapshot).orElseThrow()).problems())
        .containsExactly(new Problem(Problem.Kind.MISSING, list, "Manifest list file not found"));
    assertThat(Summaries.summarize(opened).problems()).isEmpty();
  }

  @Test
  void absentDataFilesAreReportedAsAbsent() throws IOException {
    IcebergTable opened = IcebergTable.open(folder.toString(), DIRECT);

    SnapshotTree tree =
        SnapshotTrees.build(opened, opened.metadata().currentSnapshot().orElseThrow());

    assertThat(tree.absentFiles())
        .containsExactlyInAnyOrder(
            "/nowhere/data/EU.parquet", "/nowhere/data/US.parquet", "/nowhere/data/APAC.parquet");
  }

  @Test
  void malformedMetadataJsonFailsWithThePathAndPosition() throws IOException {
    Path metadata = Paths.get(folder.toString(), "metadata", "v4.metadata.json");
    String json = Files.readString(metadata);
    Files.writeString(metadata, json.substring(0, json.length() / 2));

    assertThatThrownBy(() -> IcebergTable.open(folder.toString(), DIRECT))
        .isInstanceOf(IOException.class)
        .hasMessageStartingWith(metadata + ": Malformed JSON at line ");
  }

  @Test
  void unsupportedFormatVersionIsNamedAndTheRestIsRead() throws IOException {
    Path metadata = Paths.get(folder.toString(), "metadata", "v4.metadata.json");
    Files.writeString(
        metadata,
        Files.readString(metadata)
            .replaceFirst("\"format-version\"\\s*:\\s*2", "\"format-version\":7"));

    IcebergTable opened = IcebergTable.open(folder.toString(), DIRECT);

    assertThat(opened.metadata().problems())
        .containsExactly(
            new Problem(
                Problem.Kind.UNSUPPORTED,
                metadata.toString(),
                "Cannot read unsupported version 7"));
    assertThat(Summaries.summarize(opened).counts().read().added()).isEqualTo(3);
  }

  @Test
  void missingTableIsAnErrorNamingThePath() {
    Path nowhere = folder.resolve("no-such-table");

    assertThatThrownBy(() -> IcebergTable.open(nowhere.toString(), DIRECT))
        .hasMessage(nowhere + ": no such file or folder");
  }
}
