package io.tablescope.inspector.iceberg;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.ContentKind;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.testing.TableFiles;
import io.tablescope.format.testing.TestTables;
import io.tablescope.inspector.diff.ChangeTotals;
import io.tablescope.inspector.diff.CommitDiff;
import io.tablescope.inspector.diff.Diffs;
import io.tablescope.inspector.diff.SummaryNotChecked;
import io.tablescope.inspector.diff.UnknownChange;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DeleteFile;
import org.apache.iceberg.ManifestFile;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A diff says what it could not read instead of counting it as removed, and keeps rows of data
 * files apart from rows that delete files delete.
 */
class DiffOfDamagedTableTest {
  private static final Schema SCHEMA =
      new Schema(Types.NestedField.required(1, "id", Types.LongType.get()));

  @TempDir Path folder;

  /**
   * Appends a and b, rewrites the manifests (so only later snapshots hold a and b in the rewritten
   * manifest), then appends c.
   */
  private Table aRewrittenTable() {
    Table table = TestTables.create(folder, SCHEMA, PartitionSpec.unpartitioned(), 2);
    table.newAppend().appendFile(data(table, 1L, 2L)).commit();
    table.newAppend().appendFile(data(table, 3L)).commit();
    table.rewriteManifests().clusterBy(file -> "all").commit();
    table.newAppend().appendFile(data(table, 4L, 5L, 6L)).commit();
    return table;
  }

  @Test
  void filesInAManifestThatCannotBeReadAreUnknownNotRemoved() throws IOException {
    Table written = aRewrittenTable();
    org.apache.iceberg.Snapshot rewrite = written.snapshot(written.currentSnapshot().parentId());
    List<ManifestFile> rewritten = rewrite.allManifests(written.io());
    assertThat(rewritten).hasSize(1);
    Files.delete(Path.of(rewritten.get(0).path()));

    IcebergTable table = IcebergTable.open(folder.toString(), Runnable::run);
    Snapshot from = table.metadata().snapshots().get(1);
    Snapshot to = table.metadata().currentSnapshot().orElseThrow();
    CommitDiff diff = Diffs.diff(table, table.commitOf(from), table.commitOf(to));

    DataFile appended = written.currentSnapshot().addedDataFiles(written.io()).iterator().next();
    assertThat(diff.added())
        .extracting(change -> change.file().path())
        .containsExactly(appended.location());
    assertThat(diff.removed()).isEmpty();
    assertThat(diff.unknown()).hasSize(2).allMatch(UnknownChange::liveInFrom);
    assertThat(diff.toIncomplete())
        .singleElement()
        .satisfies(problem -> assertThat(problem.path()).isEqualTo(rewritten.get(0).path()));
    assertThat(diff.fromIncomplete()).isEmpty();
    assertThat(diff.total().removedFiles()).isZero();
    assertThat(diff.total().addedRows()).isEqualTo(appended.recordCount());
    // TO's totals and the rewrite's counts would disagree only because of the missing manifest.
    assertThat(diff.summaryMismatches()).isEmpty();
    assertThat(diff.summariesNotChecked())
        .extracting(SummaryNotChecked::commitId)
        .containsExactlyInAnyOrder(rewrite.snapshotId(), to.snapshotId());
    assertThat(diff.unreadCommits()).containsExactly(rewrite.snapshotId());
  }

  @Test
  void aTruncatedManifestListMakesItsSideIncomplete() throws IOException {
    Table written = aRewrittenTable();
    Path list = Path.of(written.currentSnapshot().manifestListLocation());
    byte[] bytes = Files.readAllBytes(list);
    Files.write(list, Arrays.copyOf(bytes, bytes.length / 2));

    IcebergTable table = IcebergTable.open(folder.toString(), Runnable::run);
    Snapshot from = table.metadata().snapshots().get(1);
    Snapshot to = table.metadata().currentSnapshot().orElseThrow();
    CommitDiff diff = Diffs.diff(table, table.commitOf(from), table.commitOf(to));

    assertThat(diff.toIncomplete()).isNotEmpty();
    assertThat(diff.toIncomplete()).allMatch(problem -> problem.path().equals(list.toString()));
    assertThat(diff.unreadCommits()).containsExactly(to.snapshotId());
    assertThat(diff.removed()).isEmpty();
    assertThat(diff.unknown())
        .extracting(change -> change.file().recordCount())
        .containsExactlyInAnyOrder(2L, 1L);
    assertThat(diff.summaryMismatches()).isEmpty();
  }

  @Test
  void aCompleteDiffHasNoUnknownFilesAndChecksEverySummary() throws IOException {
    aRewrittenTable();

    IcebergTable table = IcebergTable.open(folder.toString(), Runnable::run);
    CommitDiff diff =
        Diffs.diff(
            table,
            table.commitOf(table.metadata().snapshots().get(1)),
            table.current().orElseThrow());

    assertThat(diff.incomplete()).isFalse();
    assertThat(diff.unknown()).isEmpty();
    assertThat(diff.summariesNotChecked()).isEmpty();
    assertThat(diff.added()).hasSize(1);
  }

  @Test
  void rowsADeletionVectorDeletesAreNotAddedToRowsInserted() throws IOException {
    Table written = TestTables.create(folder, SCHEMA, PartitionSpec.unpartitioned(), 3);
    written.newAppend().appendFile(data(written, 0L)).commit();
    DataFile eight = data(written, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L);
    written.newAppend().appendFile(eight).commit();
    DeleteFile vector = TableFiles.writeDeletionVector(written, eight, 0, 3, 5);
    written.newRowDelta().addDeletes(vector).commit();

    IcebergTable table = IcebergTable.open(folder.toString(), Runnable::run);
    CommitDiff diff =
        Diffs.diff(
            table,
            table.commitOf(table.metadata().snapshots().get(0)),
            table.current().orElseThrow());

    assertThat(diff.byContent())
        .containsOnlyKeys(ContentKind.DATA, ContentKind.DELETION_VECTOR)
        .isEqualTo(
            Map.of(
                ContentKind.DATA,
                new ChangeTotals(1, eight.recordCount(), 0, 0, 0, 0),
                ContentKind.DELETION_VECTOR,
                new ChangeTotals(1, 0, vector.recordCount(), 0, 0, 0)));
    assertThat(diff.total()).isEqualTo(new ChangeTotals(2, 8, 3, 0, 0, 0));
    assertThat(diff.added())
        .extracting(change -> change.file().kind())
        .containsExactlyInAnyOrder(ContentKind.DATA, ContentKind.DELETION_VECTOR);
  }

  private static DataFile data(Table table, Long... ids) {
    return TableFiles.writeData(
        table, Arrays.stream(ids).map(id -> TableFiles.row(SCHEMA, id)).toList());
  }
}
