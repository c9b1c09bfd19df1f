package io.tablescope.app.bench;

import io.tablescope.format.testing.FileTableOperations;
import io.tablescope.format.testing.LargeTable;
import io.tablescope.format.testing.TestTables;
import io.tablescope.inspector.ReaderThreads;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.check.CheckProgress;
import io.tablescope.inspector.iceberg.check.IntegrityCheck;
import io.tablescope.inspector.iceberg.health.FileHealth;
import io.tablescope.inspector.iceberg.health.FileHealthAnalysis;
import io.tablescope.inspector.iceberg.health.HealthReport;
import io.tablescope.inspector.table.AnalysisProgress;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.apache.iceberg.FileScanTask;
import org.apache.iceberg.HasTableOperations;
import org.apache.iceberg.IcebergOracle;
import org.apache.iceberg.ManifestFile;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableMetadata;
import org.apache.iceberg.TableMetadataParser;
import org.apache.iceberg.io.CloseableIterable;
import org.apache.iceberg.io.FileIO;

/**
 * Times {@code health} and {@code check} beside iceberg-core walking the same manifests, in one JVM
 * and run, on a table of 200,000 entries in 50 manifests and on a metadata file of 20,000
 * snapshots. iceberg-core's side is the reading those commands cannot do without: for health, plan
 * a scan of the current snapshot (every entry read, each data file matched with its deletes); for
 * check, read every snapshot's manifest list and every distinct manifest's entries once. Health
 * also asks storage whether every live file exists (one listing per folder), which iceberg-core's
 * plan does not; the benchmark's files are made up, so all of them are reported missing. Each
 * figure is the median of several runs after warm-up, with the heap in use after the last
 * Tablescope run.
 *
 * <p>Run: {@code mvn -B -Pbenchmark -DskipTests verify}. Sizes can be given as arguments:
 * manifests, entries per manifest, snapshots.
 */
public final class HealthBenchmark {
  private static final int WARMUPS = 3;
  private static final int RUNS = 7;

  private HealthBenchmark() {}

  public static void main(String[] args) throws Exception {
    int manifests = args.length > 0 ? Integer.parseInt(args[0]) : 50;
    int perManifest = args.length > 1 ? Integer.parseInt(args[1]) : 4_000;
    int snapshots = args.length > 2 ? Integer.parseInt(args[2]) : 20_000;
    int threads = ReaderThreads.count();
    Path folder = Files.createTempDirectory("tablescope-health-benchmark");
    System.out.printf(
        "Java %s, %d cores, %d reader threads on both sides; %d warm-ups, median of %d runs%n",
        System.getProperty("java.version"),
        Runtime.getRuntime().availableProcessors(),
        threads,
        WARMUPS,
        RUNS);
    System.out.printf(
        "Building %,d entries in %d manifests and a history of %,d snapshots with iceberg-core...%n",
        manifests * perManifest, manifests, snapshots);
    Table entries = LargeTable.withEntries(folder.resolve("entries"), manifests, perManifest);
    Table history = LargeTable.withSnapshots(folder.resolve("snapshots"), snapshots);

    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      System.out.println();
      BenchmarkRuns runs = new BenchmarkRuns(WARMUPS, RUNS);
      BenchmarkRuns.header("iceberg-core");
      String entryTable = String.format("%,d entries", manifests * perManifest);
      String historyTable = String.format("%,d snapshots", snapshots);
      runs.compare(
          "health: " + entryTable,
          () -> health(entries, pool),
          () -> icebergPlannedFiles(entries, pool));
      heap();
      runs.compare(
          "check: " + entryTable,
          () -> check(entries, pool),
          () -> icebergEveryManifest(entries, pool));
      heap();
      runs.compare(
          "health: " + historyTable,
          () -> health(history, pool),
          () -> icebergPlannedFiles(history, pool));
      heap();
      runs.compare(
          "check: " + historyTable,
          () -> check(history, pool),
          () -> icebergEveryManifest(history, pool));
      heap();
    } finally {
      pool.shutdownNow();
    }
  }

  /** The heap in use after a collection: what the last runs left reachable. */
  private static void heap() {
    System.gc();
    Runtime runtime = Runtime.getRuntime();
    System.out.printf(
        "%-52s %9d MB%n",
        "  heap in use after", (runtime.totalMemory() - runtime.freeMemory()) >> 20);
  }

  /**
   * The whole of {@code health}: metadata growth, commit pressure, the current snapshot's files.
   */
  private static long health(Table table, ExecutorService pool) {
    IcebergTable opened = open(table, pool);
    HealthReport.of(opened, System.currentTimeMillis());
    FileHealth files = FileHealthAnalysis.ofCurrent(opened, AnalysisProgress.NONE).orElseThrow();
    return files.dataFiles();
  }

  private static long check(Table table, ExecutorService pool) {
    return IntegrityCheck.run(open(table, pool), CheckProgress.NONE).entries();
  }

  private static IcebergTable open(Table table, ExecutorService pool) {
    try {
      return IcebergTable.open(root(table), pool);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Load the table afresh and plan a scan of its current snapshot: one task per live data file. */
  private static long icebergPlannedFiles(Table table, ExecutorService pool) {
    Table loaded = TestTables.load(Path.of(root(table)));
    long files = 0;
    try (CloseableIterable<FileScanTask> tasks = loaded.newScan().planWith(pool).planFiles()) {
      for (FileScanTask ignored : tasks) {
        files++;
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return files;
  }

  /** Read every snapshot's manifest list, then every distinct manifest's entries once. */
  private static long icebergEveryManifest(Table table, ExecutorService pool) {
    FileIO io = table.io();
    TableMetadata metadata = TableMetadataParser.read(io, metadataLocation(table));
    List<CompletableFuture<List<ManifestFile>>> lists = new ArrayList<>();
    for (Snapshot snapshot : metadata.snapshots()) {
      lists.add(CompletableFuture.supplyAsync(() -> snapshot.allManifests(io), pool));
    }
    Map<String, ManifestFile> distinct = new LinkedHashMap<>();
    lists.forEach(list -> list.join().forEach(m -> distinct.putIfAbsent(m.path(), m)));
    List<CompletableFuture<long[]>> counts = new ArrayList<>();
    for (ManifestFile manifest : distinct.values()) {
      counts.add(
          CompletableFuture.supplyAsync(
              () -> IcebergOracle.countEntries(io, manifest, metadata.specsById()), pool));
    }
    return counts.stream().map(CompletableFuture::join).mapToLong(c -> c[0] + c[1] + c[2]).sum();
  }

  private static String root(Table table) {
    return ((FileTableOperations) ((HasTableOperations) table).operations())
        .io()
        .localRoot()
        .toString();
  }

  private static String metadataLocation(Table table) {
    return ((HasTableOperations) table).operations().current().metadataFileLocation();
  }
}
