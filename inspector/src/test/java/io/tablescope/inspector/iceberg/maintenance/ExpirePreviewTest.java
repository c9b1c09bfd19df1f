package io.tablescope.inspector.iceberg.maintenance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablescope.format.testing.TableFiles;
import io.tablescope.format.testing.TestTables;
import io.tablescope.inspector.iceberg.IcebergRuleException;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.table.AnalysisProgress;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DeleteFile;
import org.apache.iceberg.ExpireSnapshots;
import org.apache.iceberg.GenericStatisticsFile;
import org.apache.iceberg.ImmutableGenericPartitionStatisticsFile;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableProperties;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The expire preview against iceberg-core's own expire-snapshots, run on a copy of the table with
 * the same settings: the same snapshots go, and the files it hands to its delete callback are
 * exactly the files the preview lists.
 */
class ExpirePreviewTest {
  private static final Schema SCHEMA =
      new Schema(
          Types.NestedField.required(1, "id", Types.LongType.get()),
          Types.NestedField.required(2, "part", Types.StringType.get()));

  @TempDir Path root;
  private Path folder;
  private Table table;
  private final Map<String, String> kinds = new HashMap<>();
  private int copies;

  private void create(int formatVersion, Map<String, String> properties) {
    folder = root.resolve("table");
    table =
        TestTables.create(
            folder,
            folder.toAbsolutePath().normalize().toString(),
            SCHEMA,
            PartitionSpec.builderFor(SCHEMA).identity("part").build(),
            formatVersion,
            properties);
  }

  private DataFile data(long id, String part) {
    DataFile file = TableFiles.writeData(table, List.of(TableFiles.row(SCHEMA, id, part)));
    kinds.put(file.location(), "data");
    return file;
  }

  private DeleteFile positionDeletes(DataFile target) {
    DeleteFile file = TableFiles.writePositionDeletes(table, target, 0);
    kinds.put(file.location(), "position-deletes");
    return file;
  }

  private DeleteFile equalityDeletes(String part, long id) {
    DeleteFile file =
        TableFiles.writeEqualityDeletes(
            table,
            TableFiles.partitionOf(table, TableFiles.row(SCHEMA, id, part)),
            table.schema().select("id"),
            List.of(TableFiles.row(table.schema().select("id"), id)));
    kinds.put(file.location(), "equality-deletes");
    return file;
  }

  /** What iceberg-core does on a copy, and what the preview says on the original. */
  private record Outcome(
      Set<Long> expired, Set<String> deleted, ExpirePreview preview, Set<String> previewed) {}

  private Outcome expire(Long olderThan, Integer retainLast) throws Exception {
    return expire(olderThan, retainLast, expire -> expire);
  }

  private Outcome expire(Long olderThan, Integer retainLast, UnaryOperator<ExpireSnapshots> more)
      throws Exception {
    Table copy = CopiedTable.copy(folder, root.resolve("copy-" + copies++));
    Set<Long> before = CopiedTable.snapshotIds(copy);
    Set<String> deleted = ConcurrentHashMap.newKeySet();
    long now = System.currentTimeMillis();
    ExpireSnapshots expire = copy.expireSnapshots().deleteWith(deleted::add);
    if (olderThan != null) {
      expire.expireOlderThan(olderThan);
    }
    if (retainLast != null) {
      expire.retainLast(retainLast);
    }
    more.apply(expire).commit();
    copy.refresh();
    Set<Long> expired = new HashSet<>(before);
    expired.removeAll(CopiedTable.snapshotIds(copy));

    IcebergTable opened = IcebergTable.open(folder.toString(), Runnable::run);
    ExpirePreview preview =
        ExpirePreview.of(opened, olderThan, retainLast, now, AnalysisProgress.NONE);
    Set<String> previewed =
        preview.deletedFiles().stream().map(DeletedFile::path).collect(Collectors.toSet());
    assertThat(previewed).hasSameSizeAs(preview.deletedFiles());
    assertThat(preview.problems()).isEmpty();
    return new Outcome(expired, deleted, preview, previewed);
  }

  private void assertAgrees(Outcome outcome) {
    assertThat(Set.copyOf(outcome.preview().expiredSnapshots())).isEqualTo(outcome.expired());
    assertThat(outcome.previewed()).isEqualTo(outcome.deleted());
    for (DeletedFile file : outcome.preview().deletedFiles()) {
      String name = Path.of(file.path()).getFileName().toString();
      String expected =
          kinds.getOrDefault(
              file.path(),
              name.startsWith("snap-")
                  ? "manifest-list"
                  : name.endsWith(".avro") ? "manifest" : "");
      assertThat(file.kind().jsonName()).as(file.path()).isEqualTo(expected);
      assertThat(file.size()).as(file.path()).isEqualTo(sizeOnDisk(file.path()));
    }
    assertThat(outcome.preview().bytes())
        .isEqualTo(outcome.preview().deletedFiles().stream().mapToLong(DeletedFile::size).sum());
  }

  private long sizeOnDisk(String path) {
    try {
      return Files.size(Path.of(path));
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  void linearHistoryExpiresOldSnapshotsAndTheFilesOnlyTheyReach() throws Exception {
    create(2, Map.of());
    DataFile a = data(1, "x");
    table.newAppend().appendFile(a).commit();
    DataFile b = data(2, "y");
    table.newAppend().appendFile(b).commit();
    table.newOverwrite().deleteFile(a).addFile(data(3, "x")).commit();
    DeleteFile deletes = positionDeletes(b);
    table.newRowDelta().addDeletes(deletes).commit();
    CopiedTable.tick();
    long cut = CopiedTable.tick();
    CopiedTable.tick();
    table.newDelete().deleteFile(b).commit();
    table.newAppend().appendFile(data(4, "z")).commit();

    Outcome outcome = expire(cut, null);

    assertThat(outcome.expired()).hasSize(4);
    assertThat(outcome.preview().cleanup()).isEqualTo(ExpirePreview.Cleanup.INCREMENTAL);
    assertThat(outcome.deleted()).contains(a.location());
    assertAgrees(outcome);
  }

  @Test
  void retainLastKeepsThatManyAncestorsOfMain() throws Exception {
    create(2, Map.of());
    for (int i = 0; i < 5; i++) {
      table.newFastAppend().appendFile(data(i, "p" + (i % 2))).commit();
    }
    table.rewriteManifests().rewriteIf(manifest -> true).commit();
    table
        .newDelete()
        .deleteFromRowFilter(org.apache.iceberg.expressions.Expressions.equal("part", "p0"))
        .commit();
    CopiedTable.tick();

    Outcome outcome = expire(System.currentTimeMillis(), 3);

    assertThat(outcome.expired()).hasSize(4);
    assertThat(outcome.preview().settings().retainLast()).isEqualTo(3);
    assertThat(outcome.preview().settings().retainLastSource()).isEqualTo("given");
    assertAgrees(outcome);
  }

  @Test
  void branchesAndTagsKeepTheirSnapshotsAndOldRefsGo() throws Exception {
    create(2, Map.of(TableProperties.MIN_SNAPSHOTS_TO_KEEP, "1"));
    table.newAppend().appendFile(data(1, "x")).commit();
    long first = table.currentSnapshot().snapshotId();
    table.manageSnapshots().createTag("kept-tag", first).commit();
    table.manageSnapshots().createBranch("audit", first).commit();
    table.newAppend().appendFile(data(2, "y")).toBranch("audit").commit();
    table.newAppend().appendFile(data(3, "y")).toBranch("audit").commit();
    table.manageSnapshots().setMinSnapshotsToKeep("audit", 2).commit();
    table.newAppend().appendFile(data(4, "x")).commit();
    long second = table.currentSnapshot().snapshotId();
    table.manageSnapshots().createTag("stale-tag", second).setMaxRefAgeMs("stale-tag", 1).commit();
    table.manageSnapshots().createBranch("stale", second).commit();
    DataFile onStale = data(5, "z");
    table.newAppend().appendFile(onStale).toBranch("stale").commit();
    table.manageSnapshots().setMaxRefAgeMs("stale", 1).commit();
    table.newOverwrite().deleteFile(data(99, "x")).commit();
    CopiedTable.tick();
    CopiedTable.tick();
    table
        .newDelete()
        .deleteFromRowFilter(org.apache.iceberg.expressions.Expressions.equal("part", "x"))
        .commit();
    CopiedTable.tick();

    Outcome outcome = expire(System.currentTimeMillis(), null);

    assertThat(outcome.preview().removedRefs()).containsExactlyInAnyOrder("stale", "stale-tag");
    assertThat(outcome.preview().cleanup()).isEqualTo(ExpirePreview.Cleanup.REACHABLE);
    assertThat(outcome.deleted()).contains(onStale.location());
    assertThat(outcome.expired()).doesNotContain(first);
    assertAgrees(outcome);
  }

  @Test
  void rolledBackAndDeleteFilesGoByReachability() throws Exception {
    create(2, Map.of());
    DataFile a = data(1, "x");
    table.newAppend().appendFile(a).commit();
    long kept = table.currentSnapshot().snapshotId();
    table.newRowDelta().addDeletes(equalityDeletes("x", 1)).addDeletes(positionDeletes(a)).commit();
    DataFile rolledBack = data(2, "y");
    table.newAppend().appendFile(rolledBack).commit();
    table.manageSnapshots().rollbackTo(kept).commit();
    table.newAppend().appendFile(data(3, "z")).commit();
    CopiedTable.tick();

    Outcome outcome = expire(System.currentTimeMillis(), null);

    assertThat(outcome.deleted()).contains(rolledBack.location());
    assertAgrees(outcome);
  }

  @Test
  void statisticsFilesOfExpiredSnapshotsGo() throws Exception {
    create(2, Map.of());
    table.newAppend().appendFile(data(1, "x")).commit();
    long first = table.currentSnapshot().snapshotId();
    String expiredStats = statistics(first, "expired.stats");
    String expiredPartitionStats = partitionStatistics(first, "expired-partition.parquet");
    CopiedTable.tick();
    long cut = CopiedTable.tick();
    table.newAppend().appendFile(data(2, "y")).commit();
    String keptStats = statistics(table.currentSnapshot().snapshotId(), "kept.stats");

    Outcome outcome = expire(cut, null);

    assertThat(outcome.deleted())
        .contains(expiredStats, expiredPartitionStats)
        .doesNotContain(keptStats);
    assertAgrees(outcome);
  }

  @Test
  void defaultsComeFromTheTablesProperties() throws Exception {
    create(
        2,
        Map.of(
            TableProperties.MAX_SNAPSHOT_AGE_MS, "1", TableProperties.MIN_SNAPSHOTS_TO_KEEP, "2"));
    for (int i = 0; i < 4; i++) {
      table.newAppend().appendFile(data(i, "x")).commit();
      CopiedTable.tick();
    }
    CopiedTable.tick();

    Outcome outcome = expire(null, null);

    assertThat(outcome.expired()).hasSize(2);
    assertThat(outcome.preview().settings().retainLastSource())
        .isEqualTo("history.expire.min-snapshots-to-keep = 2 (table property)");
    assertAgrees(outcome);
  }

  @Test
  void aTableWithGarbageCollectionDisabledIsRefusedAsIcebergRefuses() throws Exception {
    create(2, Map.of(TableProperties.GC_ENABLED, "false"));
    table.newAppend().appendFile(data(1, "x")).commit();
    Table copy = CopiedTable.copy(folder, root.resolve("copy"));
    String icebergMessage = null;
    try {
      copy.expireSnapshots();
    } catch (RuntimeException e) {
      icebergMessage = e.getMessage();
    }
    IcebergTable opened = IcebergTable.open(folder.toString(), Runnable::run);

    assertThat(icebergMessage).isNotNull();
    assertThatThrownBy(
            () ->
                ExpirePreview.of(
                    opened, null, null, System.currentTimeMillis(), AnalysisProgress.NONE))
        .isInstanceOf(IcebergRuleException.class)
        .hasMessage(icebergMessage);
  }

  private String statistics(long snapshotId, String name) throws IOException {
    Path file = folder.resolve("metadata").resolve(name);
    Files.write(file, new byte[] {1, 2, 3, 4, 5});
    String path = file.toAbsolutePath().toString();
    table
        .updateStatistics()
        .setStatistics(new GenericStatisticsFile(snapshotId, path, 5, 1, List.of()))
        .commit();
    kinds.put(path, "statistics");
    return path;
  }

  private String partitionStatistics(long snapshotId, String name) throws IOException {
    Path file = folder.resolve("metadata").resolve(name);
    Files.write(file, new byte[] {1, 2, 3});
    String path = file.toAbsolutePath().toString();
    table
        .updatePartitionStatistics()
        .setPartitionStatistics(
            ImmutableGenericPartitionStatisticsFile.builder()
                .snapshotId(snapshotId)
                .path(path)
                .fileSizeInBytes(3)
                .build())
        .commit();
    kinds.put(path, "partition-statistics");
    return path;
  }
}
