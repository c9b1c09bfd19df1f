package io.tablescope.app.bench;

import io.tablescope.format.io.LocalFileAccess;
import io.tablescope.format.testing.LargeTable;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.Summaries;
import io.tablescope.inspector.iceberg.TableSummary;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.apache.iceberg.HasTableOperations;
import org.apache.iceberg.IcebergOracle;
import org.apache.iceberg.ManifestFile;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableMetadata;
import org.apache.iceberg.TableMetadataParser;
import org.apache.iceberg.io.FileIO;

/**
 * Times Tablescope beside iceberg-core on the same large tables, in the same JVM and run: a table
 * of 200,000 entries in 50 manifests, and a metadata file of 20,000 snapshots. Both sides read with
 * the same number of threads. Each figure is the median of several runs after warm-up.
 *
 * <p>Run: {@code mvn -B -Pbenchmark -DskipTests verify}. Sizes can be given as arguments:
 * manifests, entries per manifest, snapshots.
 */
public final class SummaryBenchmark {
  private static final int WARMUPS = 10;
  private static final int RUNS = 21;

  private SummaryBenchmark() {}

  public static void main(String[] args) throws Exception {
    int manifests = args.length > 0 ? Integer.parseInt(args[0]) : 50;
    int perManifest = args.length > 1 ? Integer.parseInt(args[1]) : 4_000;
    int snapshots = args.length > 2 ? Integer.parseInt(args[2]) : 20_000;
    int threads = Math.max(4, Runtime.getRuntime().availableProcessors() * 2);
    Path folder = Files.createTempDirectory("tablescope-benchmark");
    System.out.printf(
        "Java %s, %d cores, %d reader threads on both sides; %d warm-ups, median of %d runs%n",
        System.getProperty("java.version"),
        Runtime.getRuntime().availableProcessors(),
        threads,
        WARMUPS,
        RUNS);

    System.out.printf(
        "Building %,d entries in %d manifests with iceberg-core...%n",
        manifests * perManifest, manifests);
    Table entries = LargeTable.withEntries(folder.resolve("entries"), manifests, perManifest);
    System.out.printf(
        "Building a metadata file of %,d snapshots with iceberg-core...%n", snapshots);
    Table history = LargeTable.withSnapshots(folder.resolve("snapshots"), snapshots);

    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      System.out.println();
      BenchmarkRuns runs = new BenchmarkRuns(WARMUPS, RUNS);
      BenchmarkRuns.header("iceberg-core");
      runs.compare(
          String.format("summary: %,d entries, %d manifests", manifests * perManifest, manifests),
          () -> tablescopeSummary(entries, pool),
          () -> icebergCount(entries, pool));
      runs.compare(
          String.format("all entry fields: %,d entries", manifests * perManifest),
          () -> tablescopeEntries(entries, pool),
          () -> icebergEntries(entries, pool));
      runs.compare(
          String.format(
              "metadata.json: %,d snapshots (%,d KB)", snapshots, metadataSize(history) / 1024),
          () -> tablescopeMetadata(history, pool),
          () -> icebergMetadata(history));
      runs.compare(
          String.format("summary: %,d snapshots", snapshots),
          () -> tablescopeSummary(history, pool),
          () -> icebergCount(history, pool));
    } finally {
      pool.shutdownNow();
    }
  }

  private static String root(Table table) {
    return ((io.tablescope.format.testing.FileTableOperations)
            ((HasTableOperations) table).operations())
        .io()
        .localRoot()
        .toString();
  }

  private static String metadataLocation(Table table) {
    return ((HasTableOperations) table).operations().current().metadataFileLocation();
  }

  private static long metadataSize(Table table) throws IOException {
    return Files.size(Path.of(metadataLocation(table)));
  }

  private static long tablescopeSummary(Table table, ExecutorService pool) {
    try {
      TableSummary summary = Summaries.summarize(IcebergTable.open(root(table), pool));
      return summary.counts().read().total();
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  private static long tablescopeEntries(Table table, ExecutorService pool) {
    try {
      IcebergTable opened = IcebergTable.open(root(table), pool);
      var list = opened.manifestList(opened.metadata().currentSnapshot().orElseThrow());
      return opened.manifests(list.manifests()).stream()
          .mapToLong(manifest -> manifest.entries().size())
          .sum();
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  private static long tablescopeMetadata(Table table, ExecutorService pool) {
    try {
      return new io.tablescope.format.iceberg.metadata.TableMetadataParser(pool)
          .read(new LocalFileAccess(), metadataLocation(table))
          .snapshots()
          .size();
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  private static long icebergMetadata(Table table) {
    return TableMetadataParser.read(table.io(), metadataLocation(table)).snapshots().size();
  }

  /** iceberg-core's way to the same counts: parse the metadata, read the list, read every entry. */
  private static long icebergCount(Table table, ExecutorService pool) {
    FileIO io = table.io();
    return IcebergOracle.countCurrentEntries(
        io, TableMetadataParser.read(io, metadataLocation(table)), pool);
  }

  private static long icebergEntries(Table table, ExecutorService pool) {
    TableMetadata metadata = TableMetadataParser.read(table.io(), metadataLocation(table));
    List<ManifestFile> manifests = metadata.currentSnapshot().allManifests(table.io());
    List<CompletableFuture<Integer>> counts = new ArrayList<>();
    for (ManifestFile manifest : manifests) {
      counts.add(
          CompletableFuture.supplyAsync(() -> IcebergOracle.entries(table, manifest).size(), pool));
    }
    return counts.stream().mapToLong(CompletableFuture::join).sum();
  }
}
