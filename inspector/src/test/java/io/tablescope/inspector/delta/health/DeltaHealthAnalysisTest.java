package io.tablescope.inspector.delta.health;

import static org.assertj.core.api.Assertions.assertThat;

import io.delta.standalone.actions.AddFile;
import io.delta.standalone.actions.CommitInfo;
import io.delta.standalone.actions.RemoveFile;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import io.tablescope.format.testing.delta.HandWrittenLog;
import io.tablescope.format.testing.delta.HandWrittenTables;
import io.tablescope.format.testing.delta.KernelOracle;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.table.AnalysisProgress;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Delta health on tables delta-standalone writes and on hand-written logs, each number compared
 * with what the library or the log folder itself says.
 */
class DeltaHealthAnalysisTest {
  private static final long DAY = 24L * 60 * 60 * 1000;

  @TempDir Path root;

  private final KernelOracle kernel = new KernelOracle();
  private final ExecutorService readers = Executors.newFixedThreadPool(2);

  @AfterEach
  void stop() {
    readers.shutdownNow();
  }

  /**
   * Twelve commits at checkpoint interval 5, two engines, three blind appends that read one
   * version, a streaming app and a delete.
   */
  private DeltaTableWriter standaloneTable() {
    DeltaTableWriter writer =
        DeltaTableWriter.create(root, List.of("region"), Map.of("delta.checkpointInterval", "5"));
    writer.append("EU", "US");
    writer.appendAs("spark-a", "EU", "EU");
    writer.appendAs("spark-a", "US");
    writer.appendAs("flink-b", "EU");
    writer.concurrentAppends("spark-a", "EU", "US", "EU");
    writer.appendAsApplication("stream-1", 3, "US");
    writer.appendAsApplication("stream-1", 4, "US");
    writer.removeWhere("region=EU");
    writer.appendAs("flink-b", "APAC");
    writer.appendAs("flink-b", "APAC");
    return writer;
  }

  private DeltaHealth health(long now) throws IOException {
    return DeltaHealthAnalysis.of(
        DeltaTable.open(root.toString(), readers), AnalysisProgress.NONE, now);
  }

  @Test
  void logSizeAndCheckpointAgreeWithTheFolderAndStandalone() throws Exception {
    DeltaTableWriter writer = standaloneTable();
    long latest = writer.log().update().getVersion();
    DeltaHealth health = health(System.currentTimeMillis());

    List<Path> commits = logFiles(name -> name.matches("\\d{20}\\.json"));
    List<Path> checkpoints = logFiles(name -> name.matches("\\d{20}\\.checkpoint\\..*parquet"));
    assertThat(health.log().commitFiles()).isEqualTo(commits.size()).isEqualTo((int) latest + 1);
    assertThat(health.log().commitBytes()).isEqualTo(size(commits));
    assertThat(health.log().checkpointFiles()).isEqualTo(checkpoints.size()).isEqualTo(2);
    assertThat(health.log().checkpointBytes()).isEqualTo(size(checkpoints));

    long newest =
        checkpoints.stream()
            .mapToLong(p -> Long.parseLong(p.getFileName().toString().substring(0, 20)))
            .max()
            .orElseThrow();
    assertThat(health.checkpoint().version()).isEqualTo(newest).isEqualTo(10L);
    assertThat(health.checkpoint().kind()).isEqualTo("classic");
    assertThat(health.checkpoint().commitsSince()).isEqualTo(latest - newest);
    assertThat(health.checkpoint().interval()).isEqualTo(5);
    assertThat(health.checkpoint().intervalSet()).isTrue();
    assertThat(health.checkpoint().dueAt()).isNull();
    assertThat(health.pointer().state()).isEqualTo(CheckpointPointer.State.CURRENT);
    assertThat(health.pointer().readFrom()).isEqualTo(newest);
    assertThat(health.pointer().replayedFiles()).isEqualTo((int) (latest - newest));
  }

  @Test
  void smallFilesAndTombstonesAgreeWithKernelAndStandalone() throws Exception {
    DeltaTableWriter writer = standaloneTable();
    long latest = writer.log().update().getVersion();
    long now = System.currentTimeMillis();
    DeltaHealth health = health(now);

    List<AddFile> live = writer.log().update().getAllFiles();
    assertThat(health.smallFiles().liveFiles())
        .isEqualTo(kernel.stateAt(root, latest).files().size())
        .isEqualTo(live.size());
    assertThat(health.smallFiles().liveBytes())
        .isEqualTo(live.stream().mapToLong(AddFile::getSize).sum());
    assertThat(health.smallFiles().threshold()).isEqualTo("the default");
    assertThat(health.smallFiles().thresholdBytes()).isEqualTo(32L * 1024 * 1024);
    assertThat(health.smallFiles().smallFiles()).isEqualTo(live.size());
    Map<String, Long> perRegion =
        live.stream()
            .collect(
                Collectors.groupingBy(
                    add -> "region=" + add.getPartitionValues().get("region"),
                    Collectors.counting()));
    Map<String, Long> found = new HashMap<>();
    health.smallFiles().partitions().forEach(p -> found.put(p.partition(), p.smallFiles()));
    perRegion.values().removeIf(count -> count < 2);
    assertThat(found).isEqualTo(perRegion);
    assertThat(health.smallFiles().partitions().get(0).smallFiles())
        .isEqualTo(perRegion.values().stream().mapToLong(Long::longValue).max().orElseThrow());

    long removed = changes(writer).stream().filter(RemoveFile.class::isInstance).count();
    assertThat(health.tombstones().count()).isEqualTo(removed).isPositive();
    assertThat(health.tombstones().retention()).isEqualTo("interval 1 week");
    assertThat(health.tombstones().pastRetention()).isZero();
    assertThat(health(now + 8 * DAY).tombstones().pastRetention()).isEqualTo(removed);
    assertThat(health(now + 6 * DAY).tombstones().pastRetention()).isZero();
  }

  @Test
  void writersApplicationsAndContentionAgreeWithStandalonesCommitInfo() throws Exception {
    DeltaTableWriter writer = standaloneTable();
    long latest = writer.log().update().getVersion();
    DeltaHealth health = health(System.currentTimeMillis());

    Map<String, Integer> engines = new HashMap<>();
    int behind = 0;
    int blind = 0;
    for (long version = 0; version <= latest; version++) {
      CommitInfo info = writer.log().getCommitInfoAt(version);
      engines.merge(info.getEngineInfo().orElse("unknown"), 1, Integer::sum);
      if (info.getReadVersion().isPresent() && info.getReadVersion().get() < version - 1) {
        behind++;
      }
      if (info.getIsBlindAppend().orElse(false)) {
        blind++;
      }
    }
    Map<String, Integer> found = new HashMap<>();
    health.activity().writers().forEach(w -> found.put(w.engineInfo(), w.commits()));
    assertThat(found).isEqualTo(engines).hasSize(3);
    assertThat(health.activity().writers().get(0).commits())
        .isEqualTo(engines.values().stream().mapToInt(Integer::intValue).max().orElseThrow());
    assertThat(health.activity().behindCount()).isEqualTo(behind).isEqualTo(2);
    assertThat(health.activity().behind().get(0).winners()).isEqualTo(2);
    assertThat(health.activity().blindAppends()).isEqualTo(blind);
    assertThat(health.activity().commits()).isEqualTo((int) latest + 1);
    assertThat(health.activity().peakHourCommits()).isPositive();

    assertThat(health.activity().applications()).hasSize(1);
    CommitActivity.Application app = health.activity().applications().get(0);
    assertThat(app.appId()).isEqualTo("stream-1");
    assertThat(app.commits()).isEqualTo(2);
    assertThat(app.lastTxnVersion())
        .isEqualTo(kernel.transactionVersion(root, latest, "stream-1").orElseThrow())
        .isEqualTo(4L);
  }

  @Test
  void logCleanUpKeepsTheNewestExpiredCheckpointAndItsCommit() throws Exception {
    standaloneTable();
    long now = System.currentTimeMillis();
    long old = now - 40 * DAY;
    // Versions 0 to 7 and the checkpoint at 5 are old; the checkpoint at 10 is not.
    for (Path file : logFiles(name -> name.matches("\\d{20}\\..*"))) {
      long version = Long.parseLong(file.getFileName().toString().substring(0, 20));
      if (version <= 7) {
        Files.setLastModifiedTime(file, FileTime.fromMillis(old));
      }
    }
    LogRetention retention = health(now).retention();

    assertThat(retention.retention()).isEqualTo("interval 30 days");
    assertThat(retention.retentionSet()).isFalse();
    assertThat(retention.cutoffMillis() % DAY).isZero();
    assertThat(retention.keptCheckpoint()).isEqualTo(5L);
    assertThat(retention.commitsToDrop()).isEqualTo(5);
    assertThat(retention.oldestKept()).isEqualTo(5L);
    assertThat(health(now - 20 * DAY).retention().commitsToDrop()).isZero();
  }

  @Test
  void theTablesPropertiesSetTheSmallFileThresholdAndTheRetentions() throws Exception {
    DeltaTableWriter writer =
        DeltaTableWriter.create(
            root,
            List.of(),
            Map.of(
                "delta.targetFileSize", "1050",
                "delta.deletedFileRetentionDuration", "interval 2 days 12 hours",
                "delta.logRetentionDuration", "interval 3 months"));
    writer.appendFiles(8);
    long now = System.currentTimeMillis();
    DeltaHealth health = health(now);

    assertThat(health.smallFiles().thresholdBytes()).isEqualTo(105);
    assertThat(health.smallFiles().threshold()).isEqualTo("a tenth of delta.targetFileSize = 1050");
    assertThat(health.smallFiles().smallFiles())
        .isEqualTo(
            writer.log().update().getAllFiles().stream().filter(f -> f.getSize() < 105).count())
        .isEqualTo(4);
    assertThat(health.tombstones().retentionMillis()).isEqualTo(2 * DAY + DAY / 2);
    assertThat(health.tombstones().retentionSet()).isTrue();
    // Delta refuses months in a retention: its default stands.
    assertThat(health.retention().retentionSet()).isFalse();
    assertThat(health.retention().retention()).isEqualTo("interval 30 days");
  }

  @Test
  void anOverdueCheckpointIsTheNewestMultipleOfTheInterval() throws Exception {
    DeltaTableWriter writer =
        DeltaTableWriter.create(root, List.of(), Map.of("delta.checkpointInterval", "100"));
    for (int i = 0; i < 6; i++) {
      writer.appendFiles(1);
    }
    writer.setProperties(Map.of("delta.checkpointInterval", "3"));
    CheckpointLag lag = health(System.currentTimeMillis()).checkpoint();

    assertThat(lag.version()).isNull();
    assertThat(logFiles(name -> name.matches("\\d{20}\\.checkpoint\\..*parquet"))).isEmpty();
    assertThat(lag.commitsSince()).isEqualTo(8);
    assertThat(lag.interval()).isEqualTo(3);
    assertThat(lag.dueAt()).isEqualTo(6L);
  }

  @Test
  void aStaleMissingOrPartialLastCheckpointIsNamed() throws Exception {
    DeltaTableWriter writer = standaloneTable();
    long latest = writer.log().update().getVersion();
    HandWrittenLog log = new HandWrittenLog(root);

    log.write("_last_checkpoint", "{\"version\":5,\"size\":4}");
    CheckpointPointer stale = health(System.currentTimeMillis()).pointer();
    assertThat(stale.state()).isEqualTo(CheckpointPointer.State.STALE);
    assertThat(stale.pointsAt()).isEqualTo(5L);
    assertThat(stale.newestCheckpoint()).isEqualTo(10L);
    assertThat(stale.readFrom()).isEqualTo(10L);
    assertThat(kernel.stateAt(root, latest).version()).isEqualTo(latest);

    log.write("_last_checkpoint", "{\"version\":" + latest + ",\"size\":4}");
    DeltaHealth readLongWay = health(System.currentTimeMillis());
    CheckpointPointer missing = readLongWay.pointer();
    // Kernel too falls back to listing and reads the same files.
    assertThat(readLongWay.smallFiles().liveFiles())
        .isEqualTo(kernel.stateAt(root, latest).files().size());
    assertThat(missing.state()).isEqualTo(CheckpointPointer.State.MISSING);
    assertThat(missing.readFrom()).isEqualTo(10L);
    assertThat(missing.replayedFiles()).isEqualTo((int) (latest - 10));
    assertThat(missing.readable()).isTrue();

    Path checkpoint10 = log.logDir().resolve(HandWrittenLog.padded(10) + ".checkpoint.parquet");
    Files.copy(
        checkpoint10,
        log.logDir()
            .resolve(HandWrittenLog.padded(latest) + ".checkpoint.0000000001.0000000002.parquet"));
    log.write("_last_checkpoint", "{\"version\":" + latest + ",\"size\":4,\"parts\":2}");
    DeltaHealth partialHealth = health(System.currentTimeMillis());
    CheckpointPointer partial = partialHealth.pointer();
    assertThat(partialHealth.smallFiles().liveFiles())
        .isEqualTo(kernel.stateAt(root, latest).files().size());
    assertThat(partial.state()).isEqualTo(CheckpointPointer.State.PARTIAL);
    assertThat(partial.readFrom()).isEqualTo(10L);

    Files.delete(log.logDir().resolve("_last_checkpoint"));
    assertThat(health(System.currentTimeMillis()).pointer().state())
        .isEqualTo(CheckpointPointer.State.ABSENT);
  }

  @Test
  void deletionVectorsV2CheckpointAndFeaturesOfTheFeatureTable() throws Exception {
    HandWrittenTables.featureTable(root);
    KernelOracle.KernelState state = kernel.stateAt(root, 8);
    DeltaHealth health = health(HandWrittenTables.FIRST_ICT);

    DeletionVectorBuildUp dvs = health.deletionVectors();
    assertThat(dvs.enabled()).isTrue();
    assertThat(dvs.liveFiles()).isEqualTo(state.files().size());
    assertThat(dvs.filesWithDvs())
        .isEqualTo(state.files().stream().filter(f -> f.deletionVectorId() != null).count())
        .isEqualTo(2);
    // 8.crc, written beside the log, says 4 deleted rows in 2 deletion vectors.
    assertThat(dvs.deletedRows()).isEqualTo(4);
    assertThat(dvs.rowsInDvFiles()).isEqualTo(20);
    assertThat(dvs.rows()).isEqualTo(10L * state.files().size());
    assertThat(dvs.dvWrites()).isEqualTo(3);
    assertThat(dvs.filesWithDvHistory()).isEqualTo(2);
    assertThat(dvs.maxDvsPerFile()).isEqualTo(2);
    assertThat(dvs.mostRewritten()).isEqualTo("a file.parquet");

    assertThat(health.checkpoint().version()).isEqualTo(6L);
    assertThat(health.checkpoint().kind()).isEqualTo("V2");
    assertThat(health.checkpoint().sidecars()).isEqualTo(1);
    assertThat(health.checkpoint().commitsSince()).isEqualTo(2);
    assertThat(health.pointer().state()).isEqualTo(CheckpointPointer.State.ABSENT);

    assertThat(health.features().readerFeatures())
        .containsExactlyInAnyOrderElementsOf(state.readerFeatures());
    assertThat(health.features().writerFeatures())
        .containsExactlyInAnyOrderElementsOf(state.writerFeatures());
    assertThat(health.features().minReaderVersion()).isEqualTo(state.minReaderVersion());
    assertThat(health.features().inCommitTimestamps()).isTrue();
    assertThat(health.features().inCommitSinceVersion()).isEqualTo(0L);
    assertThat(health.activity().peakHourCommits()).isEqualTo(9);
    assertThat(health.activity().applications().get(0).lastTxnVersion())
        .isEqualTo(kernel.transactionVersion(root, 8, "app-1").orElseThrow());
  }

  @Test
  void aMultiPartCheckpointIsNamedSo() throws Exception {
    HandWrittenTables.multiPartTable(root);
    DeltaHealth health = health(System.currentTimeMillis());

    assertThat(health.checkpoint().kind()).isEqualTo("multi-part");
    assertThat(health.checkpoint().files()).isEqualTo(2);
    assertThat(health.checkpoint().bytes())
        .isEqualTo(size(logFiles(name -> name.matches("\\d{20}\\.checkpoint\\..*parquet"))));
    assertThat(health.pointer().state()).isEqualTo(CheckpointPointer.State.CURRENT);
    assertThat(health.smallFiles().liveFiles()).isEqualTo(kernel.stateAt(root, 5).files().size());
  }

  private List<Object> changes(DeltaTableWriter writer) {
    List<Object> actions = new ArrayList<>();
    writer.log().getChanges(0, true).forEachRemaining(v -> actions.addAll(v.getActions()));
    return actions;
  }

  private List<Path> logFiles(java.util.function.Predicate<String> name) throws IOException {
    try (Stream<Path> files = Files.list(root.resolve("_delta_log"))) {
      return files.filter(p -> name.test(p.getFileName().toString())).sorted().toList();
    }
  }

  private static long size(List<Path> files) throws IOException {
    long total = 0;
    for (Path file : files) {
      total += Files.size(file);
    }
    return total;
  }
}
