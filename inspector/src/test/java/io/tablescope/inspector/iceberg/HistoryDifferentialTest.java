package io.tablescope.inspector.iceberg;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.tablescope.format.testing.FixtureTables;
import io.tablescope.format.testing.TableFiles;
import io.tablescope.inspector.diff.CommitDiff;
import io.tablescope.inspector.diff.Diffs;
import io.tablescope.inspector.diff.FileChange;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.StreamSupport;
import org.apache.iceberg.ContentFile;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DeleteFile;
import org.apache.iceberg.FileScanTask;
import org.apache.iceberg.IcebergOracle;
import org.apache.iceberg.ManifestFile;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.Table;
import org.apache.iceberg.io.CloseableIterable;
import org.apache.iceberg.util.SnapshotUtil;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * diff, changes and as-of against iceberg-core on a table it wrote with every kind of commit
 * (appends, a copy-on-write overwrite, a row delta with position deletes and a deletion vector, a
 * delete, a compaction, a branch): for every pair of snapshots, the diff's file sets are the
 * difference of the live file sets iceberg-core reads; every incremental range plans the files
 * iceberg-core's incremental append scan plans; every time lands where {@code
 * SnapshotUtil.snapshotIdAsOfTime} lands, errors included.
 */
class HistoryDifferentialTest {
  @TempDir static Path folder;
  private static Table expected;
  private static IcebergTable table;
  private static long branchSnapshot;

  @BeforeAll
  static void writeHistory() throws IOException {
    FixtureTables fixtures = new FixtureTables(folder);
    expected =
        fixtures.create(
            "history",
            FixtureTables.EVENTS,
            PartitionSpec.builderFor(FixtureTables.EVENTS).identity("region").build(),
            3,
            Map.of());
    List<DataFile> first = TableFiles.writeDataByPartition(expected, FixtureTables.events(1, 9));
    var append = expected.newAppend();
    first.forEach(append::appendFile);
    append.commit();
    DataFile second = TableFiles.writeDataByPartition(expected, FixtureTables.events(10, 3)).get(0);
    expected.newFastAppend().appendFile(second).commit();
    long base = expected.currentSnapshot().snapshotId();
    expected.manageSnapshots().createBranch("dev", base).commit();
    expected
        .newFastAppend()
        .appendFile(TableFiles.writeData(expected, FixtureTables.events(20, 1)))
        .toBranch("dev")
        .commit();
    branchSnapshot = expected.refs().get("dev").snapshotId();

    DataFile rewritten =
        TableFiles.writeData(
            expected,
            TableFiles.partitionOf(expected, FixtureTables.events(1, 1).get(0)),
            FixtureTables.events(30, 2));
    expected.newOverwrite().deleteFile(first.get(0)).addFile(rewritten).commit();
    DeleteFile vector = TableFiles.writeDeletionVector(expected, first.get(1), 0);
    expected.newRowDelta().addDeletes(vector).commit();
    expected.newDelete().deleteFile(second).commit();
    DataFile compacted =
        TableFiles.writeData(
            expected,
            TableFiles.partitionOf(expected, FixtureTables.events(2, 1).get(0)),
            FixtureTables.events(40, 3));
    expected.newRewrite().deleteFile(first.get(2)).addFile(compacted).commit();
    expected
        .newFastAppend()
        .appendFile(TableFiles.writeData(expected, FixtureTables.events(50, 1)))
        .commit();
    table = IcebergTable.open(folder.resolve("history").toString(), Runnable::run);
  }

  private static List<Snapshot> snapshots() {
    List<Snapshot> all = new ArrayList<>();
    expected.snapshots().forEach(all::add);
    return all;
  }

  /** The live files of a snapshot as iceberg-core reads them, keyed as Tablescope keys them. */
  private static Set<String> icebergLive(Snapshot snapshot) {
    Set<String> keys = new HashSet<>();
    for (ManifestFile manifest : snapshot.allManifests(expected.io())) {
      for (IcebergOracle.OracleEntry entry : IcebergOracle.entries(expected, manifest)) {
        if (entry.status() != 2) {
          keys.add(key(entry.file()));
        }
      }
    }
    return keys;
  }

  private static String key(ContentFile<?> file) {
    return file instanceof DeleteFile delete && delete.contentOffset() != null
        ? file.location() + "#" + delete.contentOffset()
        : file.location();
  }

  private static Set<String> keys(List<FileChange> changes) {
    return changes.stream().map(change -> change.file().key()).collect(Collectors.toSet());
  }

  @Test
  void diffFileSetsAreTheDifferenceOfIcebergCoresLiveSets() {
    List<Snapshot> snapshots = snapshots();
    assertThat(snapshots).hasSizeGreaterThanOrEqualTo(8);
    for (Snapshot from : snapshots) {
      for (Snapshot to : snapshots) {
        Set<String> fromLive = icebergLive(from);
        Set<String> toLive = icebergLive(to);
        Set<String> added = new HashSet<>(toLive);
        added.removeAll(fromLive);
        Set<String> removed = new HashSet<>(fromLive);
        removed.removeAll(toLive);

        CommitDiff diff =
            Diffs.diff(
                table,
                table.commit(from.snapshotId()).orElseThrow(),
                table.commit(to.snapshotId()).orElseThrow());

        assertThat(keys(diff.added()))
            .as("added %s -> %s", from.snapshotId(), to.snapshotId())
            .isEqualTo(added);
        assertThat(keys(diff.removed()))
            .as("removed %s -> %s", from.snapshotId(), to.snapshotId())
            .isEqualTo(removed);
        assertThat(diff.summaryMismatches()).as("iceberg-core's own summaries").isEmpty();
        assertThat(diff.problems()).isEmpty();
      }
    }
  }

  @Test
  void diffAttributesEachFileToTheCommitIcebergCoreSaysAddedOrRemovedIt() {
    Snapshot oldest = snapshots().get(0);
    Snapshot current = expected.currentSnapshot();
    Map<String, Long> removedBy = new HashMap<>();
    Map<String, Long> addedBy = new HashMap<>();
    for (Snapshot snapshot :
        SnapshotUtil.ancestorsBetween(expected, current.snapshotId(), oldest.snapshotId())) {
      snapshot
          .removedDataFiles(expected.io())
          .forEach(file -> removedBy.put(key(file), snapshot.snapshotId()));
      snapshot
          .removedDeleteFiles(expected.io())
          .forEach(file -> removedBy.put(key(file), snapshot.snapshotId()));
      snapshot
          .addedDataFiles(expected.io())
          .forEach(file -> addedBy.put(key(file), snapshot.snapshotId()));
      snapshot
          .addedDeleteFiles(expected.io())
          .forEach(file -> addedBy.put(key(file), snapshot.snapshotId()));
    }

    CommitDiff diff =
        Diffs.diff(
            table,
            table.commit(oldest.snapshotId()).orElseThrow(),
            table.commit(current.snapshotId()).orElseThrow());

    assertThat(diff.added()).isNotEmpty();
    assertThat(diff.removed()).isNotEmpty();
    diff.added()
        .forEach(
            change ->
                assertThat(change.commitId())
                    .isEqualTo(addedBy.get(keys(List.of(change)).iterator().next())));
    diff.removed()
        .forEach(
            change ->
                assertThat(change.commitId())
                    .isEqualTo(removedBy.get(keys(List.of(change)).iterator().next())));
    assertThat(diff.fromSide()).isEmpty();
  }

  @Test
  void acrossBranchesTheDiffGoesThroughTheCommonAncestor() {
    Snapshot main = expected.currentSnapshot();
    CommitDiff diff =
        Diffs.diff(
            table,
            table.commit(main.snapshotId()).orElseThrow(),
            table.commit(branchSnapshot).orElseThrow());

    assertThat(diff.commonAncestor().id()).isEqualTo(expected.snapshot(branchSnapshot).parentId());
    assertThat(diff.toSide()).extracting(s -> s.id()).containsExactly(branchSnapshot);
    assertThat(diff.fromSide()).hasSize(5);
    assertThat(diff.added()).filteredOn(change -> !change.onFromSide()).hasSize(1);
  }

  private static Set<String> icebergAppendScan(Long from, boolean inclusive, long to)
      throws IOException {
    var scan = expected.newIncrementalAppendScan().toSnapshot(to);
    if (from != null) {
      scan = inclusive ? scan.fromSnapshotInclusive(from) : scan.fromSnapshotExclusive(from);
    }
    try (CloseableIterable<FileScanTask> tasks = scan.planFiles()) {
      return StreamSupport.stream(tasks.spliterator(), false)
          .map(task -> task.file().location())
          .collect(Collectors.toSet());
    }
  }

  private static Set<String> paths(IncrementalChanges changes) {
    return changes.files().stream().map(file -> file.path()).collect(Collectors.toSet());
  }

  @Test
  void incrementalAppendScansReturnWhatIcebergCorePlans() throws Exception {
    IncrementalScans scans = new IncrementalScans(table);
    IncrementalScans.SparkOptions spark = new IncrementalScans.SparkOptions(false, false);
    List<Snapshot> mainLine = new ArrayList<>();
    SnapshotUtil.ancestorsOf(expected.currentSnapshot().snapshotId(), expected::snapshot)
        .forEach(mainLine::add);
    for (Snapshot to : mainLine) {
      var end = scans.end(to.snapshotId(), null);
      assertThat(paths(scans.appendScan(null, false, end, spark)))
          .isEqualTo(icebergAppendScan(null, false, to.snapshotId()));
      for (Snapshot from : SnapshotUtil.ancestorsOf(to.snapshotId(), expected::snapshot)) {
        for (boolean inclusive : new boolean[] {false, true}) {
          String range = (inclusive ? "[" : "(") + from.snapshotId() + ", " + to.snapshotId() + "]";
          Throwable icebergError =
              catchThrowable(
                  () -> icebergAppendScan(from.snapshotId(), inclusive, to.snapshotId()));
          if (icebergError != null) {
            assertThatThrownBy(() -> scans.appendScan(from.snapshotId(), inclusive, end, spark))
                .as(range)
                .hasMessage(icebergError.getMessage());
          } else {
            assertThat(paths(scans.appendScan(from.snapshotId(), inclusive, end, spark)))
                .as(range)
                .isEqualTo(icebergAppendScan(from.snapshotId(), inclusive, to.snapshotId()));
          }
        }
      }
    }
  }

  @Test
  void anAppendScanReadsTheCommitsWithoutColumnStatistics() throws Exception {
    // A table of its own: the shared one's cache may hold full reads from other tests.
    IcebergTable fresh = IcebergTable.open(table.location(), Runnable::run);
    IncrementalScans scans = new IncrementalScans(fresh);
    var end = scans.end(null, null);

    IncrementalChanges changes =
        scans.appendScan(null, false, end, new IncrementalScans.SparkOptions(false, false));

    assertThat(paths(changes))
        .isEqualTo(icebergAppendScan(null, false, expected.currentSnapshot().snapshotId()));
    assertThat(changes.files())
        .isNotEmpty()
        .allSatisfy(file -> assertThat(file.statsRead()).as(file.path()).isFalse());
  }

  @Test
  void theLegacyScanFailsWhereIcebergCoreFails() throws Exception {
    IncrementalScans scans = new IncrementalScans(table);
    List<Snapshot> mainLine = new ArrayList<>();
    SnapshotUtil.ancestorsOf(expected.currentSnapshot().snapshotId(), expected::snapshot)
        .forEach(mainLine::add);
    int failures = 0;
    for (Snapshot to : mainLine) {
      for (Snapshot from : SnapshotUtil.ancestorsOf(to.snapshotId(), expected::snapshot)) {
        if (from.snapshotId() == to.snapshotId()) {
          continue;
        }
        IncrementalChanges mine =
            scans.appendScan(
                from.snapshotId(),
                false,
                scans.end(to.snapshotId(), null),
                new IncrementalScans.SparkOptions(false, false));
        Throwable thrown =
            catchThrowable(
                () -> {
                  try (CloseableIterable<FileScanTask> tasks =
                      expected
                          .newScan()
                          .appendsBetween(from.snapshotId(), to.snapshotId())
                          .planFiles()) {
                    tasks.forEach(task -> {});
                  }
                });
        if (thrown == null) {
          assertThat(mine.legacyError()).isNull();
        } else {
          failures++;
          assertThat(thrown).isInstanceOf(UnsupportedOperationException.class);
          assertThat(mine.legacyError()).isEqualTo(thrown.getMessage());
        }
      }
    }
    assertThat(failures).isPositive();
  }

  @Test
  void aStartThatIsNotAnAncestorIsIcebergCoresError() throws Exception {
    IncrementalScans scans = new IncrementalScans(table);
    var end = scans.end(null, null);
    Throwable exclusive =
        catchThrowable(() -> icebergAppendScan(branchSnapshot, false, end.snapshotId()));
    Throwable inclusive =
        catchThrowable(() -> icebergAppendScan(branchSnapshot, true, end.snapshotId()));

    assertThatThrownBy(
            () ->
                scans.appendScan(
                    branchSnapshot, false, end, new IncrementalScans.SparkOptions(false, false)))
        .isInstanceOf(IcebergRuleException.class)
        .hasMessage(exclusive.getMessage());
    assertThatThrownBy(
            () ->
                scans.appendScan(
                    branchSnapshot, true, end, new IncrementalScans.SparkOptions(false, false)))
        .hasMessage(inclusive.getMessage());
  }

  @Test
  void asOfLandsWhereIcebergCoreLands() {
    List<Long> times = new ArrayList<>();
    for (Snapshot snapshot : snapshots()) {
      times.add(snapshot.timestampMillis() - 1);
      times.add(snapshot.timestampMillis());
      times.add(snapshot.timestampMillis() + 1);
    }
    times.add(0L);
    times.add(Long.MAX_VALUE / 2);
    for (long time : times) {
      Throwable icebergError =
          catchThrowable(() -> SnapshotUtil.snapshotIdAsOfTime(expected, time));
      if (icebergError != null) {
        assertThatThrownBy(() -> AsOf.resolve(table, time, null))
            .hasMessage(icebergError.getMessage());
      } else {
        long landed = SnapshotUtil.snapshotIdAsOfTime(expected, time);
        assertThat(
                catchThrowable(
                    () ->
                        assertThat(AsOf.resolve(table, time, null).snapshot().snapshotId())
                            .isEqualTo(landed)))
            .as("as of %s", time)
            .isNull();
      }
    }
  }

  @Test
  void sparkStreamingStopsAtTheFirstOverwriteOrDeleteItIsNotToldToSkip() throws Exception {
    IncrementalScans scans = new IncrementalScans(table);
    var end = scans.end(null, null);
    Snapshot overwrite =
        snapshots().stream()
            .filter(s -> s.operation().equals("overwrite"))
            .findFirst()
            .orElseThrow();
    Snapshot delete =
        snapshots().stream().filter(s -> s.operation().equals("delete")).findFirst().orElseThrow();

    StreamingVerdict strict =
        scans.appendScan(null, false, end, new IncrementalScans.SparkOptions(false, false)).spark();
    StreamingVerdict skipOverwrites =
        scans.appendScan(null, false, end, new IncrementalScans.SparkOptions(true, false)).spark();
    StreamingVerdict skipBoth =
        scans.appendScan(null, false, end, new IncrementalScans.SparkOptions(true, true)).spark();

    assertThat(strict.stopsAt()).isEqualTo(overwrite.snapshotId());
    assertThat(strict.error())
        .isEqualTo(
            "Cannot process overwrite snapshot: "
                + overwrite.snapshotId()
                + ", to ignore overwrites, set streaming-skip-overwrite-snapshots=true");
    assertThat(skipOverwrites.stopsAt()).isEqualTo(delete.snapshotId());
    assertThat(skipBoth.stopsAt()).isNull();
    assertThat(skipBoth.processed()).hasSize(3);
  }
}
