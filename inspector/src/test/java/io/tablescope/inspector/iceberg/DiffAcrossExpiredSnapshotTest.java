package io.tablescope.inspector.iceberg;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.testing.TableFiles;
import io.tablescope.format.testing.TestTables;
import io.tablescope.inspector.diff.CommitDiff;
import io.tablescope.inspector.diff.Diffs;
import io.tablescope.inspector.diff.FileChange;
import io.tablescope.inspector.history.CommitLineage;
import io.tablescope.inspector.table.Commit;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.FileScanTask;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.io.CloseableIterable;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A diff across a snapshot that has expired: the files its commit added or removed are said to be
 * explained by an expired commit, naming the snapshot that is missing, not "not explained by a
 * commit" (which would read as corrupt metadata), and no commit of FROM's own, intact lineage is
 * taken for the cause. The live files on each side are iceberg-core's scans.
 */
class DiffAcrossExpiredSnapshotTest {
  private static final Schema SCHEMA =
      new Schema(Types.NestedField.required(1, "id", Types.LongType.get()));

  @TempDir Path folder;
  private Table table;
  private long first;
  private long expired;
  private long last;
  private DataFile removedByExpired;
  private DataFile addedByExpired;
  private DataFile addedByLast;

  /** A appends r; B (kept as FROM) appends k; C replaces r by e and then expires; D appends l. */
  @BeforeEach
  void createTableAndExpireAMiddleSnapshot() {
    table = TestTables.create(folder, SCHEMA, PartitionSpec.unpartitioned(), 2);
    removedByExpired = data(1L);
    table.newAppend().appendFile(removedByExpired).commit();
    table.newAppend().appendFile(data(2L)).commit();
    first = table.currentSnapshot().snapshotId();
    addedByExpired = data(3L);
    table.newOverwrite().deleteFile(removedByExpired).addFile(addedByExpired).commit();
    expired = table.currentSnapshot().snapshotId();
    addedByLast = data(4L);
    table.newAppend().appendFile(addedByLast).commit();
    last = table.currentSnapshot().snapshotId();
    table.expireSnapshots().expireSnapshotId(expired).cleanExpiredFiles(false).commit();
    table.refresh();
    assertThat(table.snapshot(expired)).isNull();
    assertThat(table.snapshot(last).parentId()).isEqualTo(expired);
  }

  private DataFile data(long id) {
    return TableFiles.writeData(table, List.of(TableFiles.row(SCHEMA, id)));
  }

  @Test
  void filesOfTheExpiredCommitAreExplainedByItsExpiry() throws IOException {
    IcebergTable opened = IcebergTable.open(folder.toString(), Runnable::run);

    CommitDiff diff = Diffs.diff(opened, commit(opened, first), commit(opened, last));

    assertThat(paths(diff.added())).isEqualTo(difference(last, first));
    assertThat(paths(diff.removed())).isEqualTo(difference(first, last));
    assertThat(diff.toCut()).isEqualTo(new CommitLineage.Cut(last, expired, "snapshot"));
    assertThat(diff.fromCut()).isNull();
    assertThat(diff.fromSide()).isEmpty();
    assertThat(diff.added())
        .filteredOn(change -> change.file().path().equals(addedByExpired.location()))
        .singleElement()
        .satisfies(
            change -> {
              assertThat(change.expiredCommitId()).isEqualTo(expired);
              assertThat(change.unexplained()).isFalse();
              assertThat(change.explanation())
                  .startsWith("added by snapshot " + expired + ", which has expired")
                  .contains(Long.toString(expired));
            });
    assertThat(diff.added())
        .filteredOn(change -> change.file().path().equals(addedByLast.location()))
        .singleElement()
        .satisfies(change -> assertThat(change.commitId()).isEqualTo(last));
    // The file the expired commit removed was added on the common lineage, not on FROM's side.
    assertThat(diff.removed())
        .singleElement()
        .satisfies(
            change -> {
              assertThat(change.file().path()).isEqualTo(removedByExpired.location());
              assertThat(change.onFromSide()).isFalse();
              assertThat(change.expiredCommitId()).isEqualTo(expired);
              assertThat(change.explanation())
                  .startsWith("removed by a commit that has expired")
                  .contains(Long.toString(expired));
            });
  }

  @Test
  void theReverseDiffNamesTheCutOnFromsSide() throws IOException {
    IcebergTable opened = IcebergTable.open(folder.toString(), Runnable::run);

    CommitDiff diff = Diffs.diff(opened, commit(opened, last), commit(opened, first));

    assertThat(paths(diff.added())).isEqualTo(difference(first, last));
    assertThat(paths(diff.removed())).isEqualTo(difference(last, first));
    assertThat(diff.fromCut()).isEqualTo(new CommitLineage.Cut(last, expired, "snapshot"));
    assertThat(diff.toSide()).isEmpty();
    assertThat(diff.added())
        .singleElement()
        .satisfies(change -> assertThat(change.expiredCommitId()).isEqualTo(expired));
    assertThat(diff.removed())
        .filteredOn(change -> change.file().path().equals(addedByLast.location()))
        .singleElement()
        .satisfies(change -> assertThat(change.commitId()).isEqualTo(last));
    assertThat(diff.added()).noneMatch(FileChange::unexplained);
    assertThat(diff.removed()).noneMatch(FileChange::unexplained);
  }

  private static Commit commit(IcebergTable table, long id) {
    return table.commit(id).orElseThrow();
  }

  private static Set<String> paths(List<FileChange> changes) {
    Set<String> paths = new HashSet<>();
    changes.forEach(change -> paths.add(change.file().path()));
    return paths;
  }

  /** The data files iceberg-core scans at {@code in} and not at {@code notIn}. */
  private Set<String> difference(long in, long notIn) throws IOException {
    Set<String> paths = scan(in);
    paths.removeAll(scan(notIn));
    return paths;
  }

  private Set<String> scan(long snapshotId) throws IOException {
    Set<String> paths = new HashSet<>();
    try (CloseableIterable<FileScanTask> tasks =
        table.newScan().useSnapshot(snapshotId).planFiles()) {
      tasks.forEach(task -> paths.add(task.file().location()));
    }
    return paths;
  }
}
