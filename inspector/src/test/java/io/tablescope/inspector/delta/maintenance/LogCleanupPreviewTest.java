package io.tablescope.inspector.delta.maintenance;

import static org.assertj.core.api.Assertions.assertThat;

import io.delta.kernel.defaults.engine.DefaultEngine;
import io.delta.kernel.internal.snapshot.MetadataCleanup;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.Storage;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import io.tablescope.format.testing.delta.HandWrittenLog;
import io.tablescope.inspector.delta.DeltaTable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The log clean-up preview beside Delta Kernel 4.0's own clean-up, run on a copy of the table with
 * the same clock: the same commits and checkpoints go, and the newest checkpoint before the cutoff
 * stays with its commit. Versions are dated a day apart; the cutoff falls between two of them.
 */
class LogCleanupPreviewTest {
  private static final long DAY = Duration.ofDays(1).toMillis();
  private static final long FIRST = 1_700_000_000_000L;
  private static final long RETENTION = Duration.ofDays(30).toMillis();

  @TempDir Path root;
  @TempDir Path copy;

  @Test
  void commitsAndCheckpointsBeforeTheNewestCheckpointBeforeTheCutoffGoAsKernelDeletesThem()
      throws Exception {
    writeTable(Map.of("delta.checkpointInterval", "2"));
    HandWrittenLog log = new HandWrittenLog(root);
    log.write(HandWrittenLog.padded(1) + ".crc", "{}");
    log.write(HandWrittenLog.padded(5) + ".crc", "{}");
    dateByVersion();
    long now = FIRST + 4 * DAY + DAY / 2 + RETENTION;

    LogCleanupPreview preview = preview(now);

    assertThat(preview.enabled()).isTrue();
    assertThat(preview.cutoff()).isEqualTo(now - RETENTION);
    assertThat(names(preview))
        .containsExactly(
            commit(0),
            HandWrittenLog.padded(1) + ".crc",
            commit(1),
            HandWrittenLog.padded(2) + ".checkpoint.parquet",
            commit(2),
            commit(3));
    assertThat(preview.readableFrom()).isEqualTo(4);
    assertThat(withoutChecksums(names(preview))).isEqualTo(kernelDeletes(now));
  }

  @Test
  void aFileNewerThanTheCutoffStopsTheWalkAsForKernel() throws Exception {
    writeTable(Map.of("delta.checkpointInterval", "2"));
    HandWrittenLog log = new HandWrittenLog(root);
    dateByVersion();
    long now = FIRST + 4 * DAY + DAY / 2 + RETENTION;
    // A checksum written late for version 3 sorts before 3.json and ends the walk there.
    Path late = log.write(HandWrittenLog.padded(3) + ".crc", "{}");
    HandWrittenLog.setModificationTime(late, now);

    LogCleanupPreview preview = preview(now);

    assertThat(names(preview)).containsExactly(commit(0), commit(1));
    assertThat(preview.readableFrom()).isEqualTo(2);
    assertThat(new TreeSet<>(names(preview))).isEqualTo(kernelDeletes(now));
  }

  @Test
  void anIncompleteMultiPartCheckpointTriggersNothingAndGoesWithTheCommitsAsForKernel()
      throws Exception {
    writeTable(Map.of("delta.checkpointInterval", "2"));
    HandWrittenLog log = new HandWrittenLog(root);
    // Part 1 of 2 of a checkpoint of version 1: never a whole checkpoint.
    log.write(HandWrittenLog.padded(1) + ".checkpoint.0000000001.0000000002.parquet", "");
    dateByVersion();
    long now = FIRST + 4 * DAY + DAY / 2 + RETENTION;

    LogCleanupPreview preview = preview(now);

    assertThat(names(preview))
        .contains(HandWrittenLog.padded(1) + ".checkpoint.0000000001.0000000002.parquet");
    assertThat(preview.readableFrom()).isEqualTo(4);
    assertThat(new TreeSet<>(names(preview))).isEqualTo(kernelDeletes(now));
  }

  @Test
  void withoutACheckpointBeforeTheCutoffNothingGoes() throws Exception {
    writeTable(Map.of("delta.checkpointInterval", "2"));
    dateByVersion();
    long now = FIRST + DAY + DAY / 2 + RETENTION;

    LogCleanupPreview preview = preview(now);

    assertThat(preview.deleted()).isEmpty();
    assertThat(preview.readableFrom()).isNull();
    assertThat(kernelDeletes(now)).isEmpty();
  }

  @Test
  void turnedOffOrGivenAnotherRetentionTheTableSaysSo() throws Exception {
    writeTable(
        Map.of(
            "delta.checkpointInterval", "2",
            "delta.enableExpiredLogCleanup", "false",
            "delta.logRetentionDuration", "interval 2 days"));
    dateByVersion();

    LogCleanupPreview preview = preview(FIRST + 100 * DAY);

    assertThat(preview.enabled()).isFalse();
    assertThat(preview.deleted()).isEmpty();
    assertThat(preview.retention().duration()).isEqualTo(Duration.ofDays(2));
    assertThat(preview.retention().source()).contains("interval 2 days");
  }

  private void writeTable(Map<String, String> configuration) {
    DeltaTableWriter writer = DeltaTableWriter.create(root, List.of(), configuration);
    for (int i = 0; i < 7; i++) {
      writer.appendFiles(1);
    }
    assertThat(root.resolve("_delta_log/" + HandWrittenLog.padded(2) + ".checkpoint.parquet"))
        .exists();
    assertThat(root.resolve("_delta_log/" + HandWrittenLog.padded(4) + ".checkpoint.parquet"))
        .exists();
  }

  /** Every versioned file of the log dated by its version, a day apart; the rest dated late. */
  private void dateByVersion() throws IOException {
    try (Stream<Path> files = Files.list(root.resolve("_delta_log"))) {
      for (Path file : files.toList()) {
        String name = file.getFileName().toString();
        long time =
            Character.isDigit(name.charAt(0))
                ? FIRST + Long.parseLong(name.substring(0, 20)) * DAY
                : FIRST + 1000 * DAY;
        Files.setLastModifiedTime(file, FileTime.fromMillis(time));
      }
    }
  }

  private LogCleanupPreview preview(long now) throws IOException {
    return LogCleanupPreview.of(
        DeltaTable.open(Storage.local(), root.toString(), Runnable::run), now);
  }

  /** The log files Kernel's clean-up deletes from a copy of the table, by name. */
  private Set<String> kernelDeletes(long now) throws IOException {
    Path log = copy.resolve("_delta_log");
    Files.createDirectories(log);
    try (Stream<Path> files = Files.list(root.resolve("_delta_log"))) {
      for (Path file : files.filter(Files::isRegularFile).toList()) {
        Files.copy(file, log.resolve(file.getFileName()), StandardCopyOption.COPY_ATTRIBUTES);
      }
    }
    Set<String> before = visible(log);
    MetadataCleanup.cleanupExpiredLogs(
        DefaultEngine.create(new Configuration()),
        () -> now,
        new io.delta.kernel.internal.fs.Path(copy.toString()),
        RETENTION);
    Set<String> deleted = new TreeSet<>(before);
    deleted.removeAll(visible(log));
    return deleted;
  }

  private static Set<String> visible(Path folder) {
    try (Stream<Path> files = Files.list(folder)) {
      Set<String> names = new TreeSet<>();
      files
          .map(file -> file.getFileName().toString())
          .filter(name -> !name.startsWith("."))
          .forEach(names::add);
      return names;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String commit(long version) {
    return HandWrittenLog.padded(version) + ".json";
  }

  private static List<String> names(LogCleanupPreview preview) {
    return preview.deleted().stream().map(file -> FileAccess.fileName(file.path())).toList();
  }

  private static Set<String> withoutChecksums(List<String> names) {
    Set<String> kept = new TreeSet<>(names);
    kept.removeIf(name -> name.endsWith(".crc"));
    return kept;
  }
}
