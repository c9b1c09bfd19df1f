package io.tablescope.inspector.iceberg;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.manifest.StatusCounts;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
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
 * What cannot be read is unknown, not zero: the summary's manifest and entry counts of a damaged
 * copy say they are incomplete, name the unread manifests, and fill in the manifest list's counts
 * for them, compared with what iceberg-core recorded in the manifest list.
 */
class IncompleteCountsTest {
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
  void createTableWithThreeManifestsAndADelete() {
    table =
        new HadoopTables(new Configuration())
            .create(SCHEMA, SPEC, Map.of(TableProperties.FORMAT_VERSION, "2"), folder.toString());
    for (String region : List.of("EU", "US", "APAC")) {
      table.newFastAppend().appendFile(dataFile(region)).commit();
    }
    table.newDelete().deleteFile("/nowhere/data/US.parquet").commit();
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

  private static StatusCounts listed(ManifestFile manifest) {
    return new StatusCounts(
        manifest.addedFilesCount(), manifest.existingFilesCount(), manifest.deletedFilesCount());
  }

  private static StatusCounts listed(List<ManifestFile> manifests) {
    return manifests.stream()
        .map(IncompleteCountsTest::listed)
        .reduce(StatusCounts.ZERO, StatusCounts::plus);
  }

  private CountedEntries counts() throws IOException {
    return Summaries.summarize(IcebergTable.open(folder.toString(), DIRECT)).counts();
  }

  @Test
  void everyManifestReadIsCompleteAndMatchesTheList() throws IOException {
    CountedEntries counts = counts();

    assertThat(counts.complete()).isTrue();
    assertThat(counts.manifests()).contains(manifests().size());
    assertThat(counts.entries()).contains(listed(manifests()));
    assertThat(counts.read()).isEqualTo(listed(manifests()));
    assertThat(counts.unreadManifests()).isEmpty();
  }

  @Test
  void missingManifestIsUnreadAndCountedByTheManifestList() throws IOException {
    List<ManifestFile> manifests = manifests();
    ManifestFile lost = manifests.get(0);
    Files.delete(Paths.get(lost.path()));

    CountedEntries counts = counts();

    assertThat(counts.complete()).isFalse();
    assertThat(counts.manifests()).contains(manifests.size());
    assertThat(counts.read()).isEqualTo(listed(manifests.subList(1, manifests.size())));
    assertThat(counts.fromManifestList()).contains(listed(lost));
    assertThat(counts.entries()).contains(listed(manifests));
    assertThat(counts.unreadManifests())
        .singleElement()
        .satisfies(
            unread -> {
              assertThat(unread.manifest().path()).isEqualTo(lost.path());
              assertThat(unread.manifest().addedRowsCount()).isEqualTo(lost.addedRowsCount());
              assertThat(unread.listedCounts()).contains(listed(lost));
              assertThat(unread.problems())
                  .extracting(Problem::kind)
                  .containsExactly(Problem.Kind.MISSING);
            });
  }

  @Test
  void truncatedManifestDoesNotCountTheEntriesBeforeTheDamage() throws IOException {
    List<ManifestFile> manifests = manifests();
    ManifestFile damaged = manifests.get(0);
    Path file = Paths.get(damaged.path());
    byte[] bytes = Files.readAllBytes(file);
    Files.write(file, Arrays.copyOf(bytes, bytes.length - 40));

    CountedEntries counts = counts();

    assertThat(counts.complete()).isFalse();
    assertThat(counts.read()).isEqualTo(listed(manifests.subList(1, manifests.size())));
    assertThat(counts.entries()).contains(listed(manifests));
    assertThat(counts.unreadManifests())
        .extracting(unread -> unread.manifest().path())
        .containsExactly(damaged.path());
  }

  @Test
  void unreadableManifestListLeavesManifestsAndEntriesUnknown() throws IOException {
    Path list = Paths.get(table.currentSnapshot().manifestListLocation());
    byte[] bytes = Files.readAllBytes(list);
    Files.write(list, Arrays.copyOf(bytes, bytes.length / 2));

    CountedEntries counts = counts();

    assertThat(counts.complete()).isFalse();
    assertThat(counts.manifestListProblems())
        .extracting(Problem::path)
        .containsExactly(list.toString());
    assertThat(counts.manifests()).isEmpty();
    assertThat(counts.entries()).isEmpty();
  }

  @Test
  void currentSnapshotIdThatNamesNoSnapshotLeavesTheCountsUnknown() throws IOException {
    Path metadata = Paths.get(folder.toString(), "metadata", "v5.metadata.json");
    long current = table.currentSnapshot().snapshotId();
    Files.writeString(
        metadata,
        Files.readString(metadata)
            .replaceFirst(
                "\"current-snapshot-id\"\\s*:\\s*" + current, "\"current-snapshot-id\" : 42"));

    CountedEntries counts = counts();

    assertThat(counts.complete()).isFalse();
    assertThat(counts.manifests()).isEmpty();
    assertThat(counts.entries()).isEmpty();
  }
}
