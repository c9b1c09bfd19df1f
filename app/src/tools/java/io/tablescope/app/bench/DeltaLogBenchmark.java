package io.tablescope.app.bench;

import io.delta.kernel.Scan;
import io.delta.kernel.Snapshot;
import io.delta.kernel.Table;
import io.delta.kernel.data.FilteredColumnarBatch;
import io.delta.kernel.data.Row;
import io.delta.kernel.defaults.engine.DefaultEngine;
import io.delta.kernel.engine.Engine;
import io.delta.kernel.utils.CloseableIterator;
import io.tablescope.format.delta.log.DeltaLog;
import io.tablescope.format.io.LocalFileAccess;
import io.tablescope.format.testing.delta.LargeDeltaLog;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.hadoop.conf.Configuration;

/**
 * Times Tablescope's Delta log reader beside Delta Kernel 4.0.0 on the same log, in the same JVM
 * and run: a log of 100,000 commits with a checkpoint every 10, opened at the latest version and at
 * a version 5,000 back, each side listing the live files a read opens. Every run opens the log
 * afresh (listing included) on both sides.
 *
 * <p>Run: {@code mvn -B -Pbenchmark -DskipTests verify}. Sizes can be given as arguments: commits,
 * checkpoint interval, live files.
 */
public final class DeltaLogBenchmark {
  private static final int WARMUPS = 5;
  private static final int RUNS = 11;
  private static final int VERSIONS_BACK = 5_000;

  private DeltaLogBenchmark() {}

  public static void main(String[] args) throws Exception {
    int commits = args.length > 0 ? Integer.parseInt(args[0]) : 100_000;
    int interval = args.length > 1 ? Integer.parseInt(args[1]) : 10;
    int liveFiles = args.length > 2 ? Integer.parseInt(args[2]) : 10;
    Path root = Files.createTempDirectory("tablescope-delta-benchmark");
    System.out.printf(
        "Java %s, %d cores; %d warm-ups, median of %d runs%n",
        System.getProperty("java.version"),
        Runtime.getRuntime().availableProcessors(),
        WARMUPS,
        RUNS);
    System.out.printf(
        "Writing a Delta log of %,d commits, a checkpoint every %d...%n", commits, interval);
    LargeDeltaLog.write(root, commits, interval, liveFiles);
    long latest = commits - 1;
    long back = latest - VERSIONS_BACK;
    Engine engine = DefaultEngine.create(new Configuration());

    System.out.println();
    BenchmarkRuns runs = new BenchmarkRuns(WARMUPS, RUNS);
    BenchmarkRuns.header("Delta Kernel");
    runs.compare(
        String.format("open at latest: %,d commits", commits),
        () -> tablescope(root, -1),
        () -> kernel(engine, root, -1));
    runs.compare(
        String.format("open at version %,d (%,d back)", back, VERSIONS_BACK),
        () -> tablescope(root, back),
        () -> kernel(engine, root, back));
  }

  /** Opens the log and counts the live files at a version (-1: the latest). */
  private static long tablescope(Path root, long version) {
    try {
      DeltaLog log = DeltaLog.open(new LocalFileAccess(), root.toString());
      return (version < 0 ? log.latest() : log.stateAt(version)).files().size();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Kernel's snapshot at a version (-1: the latest) and its scan files, counted. */
  private static long kernel(Engine engine, Path root, long version) {
    Table table = Table.forPath(engine, root.toString());
    Snapshot snapshot =
        version < 0
            ? table.getLatestSnapshot(engine)
            : table.getSnapshotAsOfVersion(engine, version);
    Scan scan = snapshot.getScanBuilder().build();
    long files = 0;
    try (CloseableIterator<FilteredColumnarBatch> batches = scan.getScanFiles(engine)) {
      while (batches.hasNext()) {
        try (CloseableIterator<Row> rows = batches.next().getRows()) {
          while (rows.hasNext()) {
            rows.next();
            files++;
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return files;
  }
}
