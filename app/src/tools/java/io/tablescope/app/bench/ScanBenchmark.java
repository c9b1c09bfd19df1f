package io.tablescope.app.bench;

import io.tablescope.format.testing.LargeTable;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.scan.ScanPlanner;
import io.tablescope.inspector.table.AnalysisProgress;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import org.apache.iceberg.FileScanTask;
import org.apache.iceberg.Table;
import org.apache.iceberg.expressions.Expression;
import org.apache.iceberg.expressions.Expressions;
import org.apache.iceberg.io.CloseableIterable;

/**
 * Times {@code scan}'s plan beside iceberg-core's {@code planFiles()} for the same filter, in one
 * JVM and run, on a table of 200,000 entries in 50 manifests partitioned by category, each entry
 * with its column bounds. Tablescope opens the table afresh for each plan (its manifest cache
 * starts empty); iceberg-core plans on the table it wrote. Both sides must plan the same number of
 * files.
 */
public final class ScanBenchmark {
  private static final int WARMUPS = 3;
  private static final int RUNS = 7;

  /** A filter in Tablescope's syntax and the same filter built with iceberg-core. */
  private record Filter(String text, Expression expression) {}

  private ScanBenchmark() {}

  public static void main(String[] args) throws IOException {
    int manifests = args.length > 0 ? Integer.parseInt(args[0]) : 50;
    int perManifest = args.length > 1 ? Integer.parseInt(args[1]) : 4_000;
    Path folder = Files.createTempDirectory("tablescope-scan");
    System.out.printf(
        "Java %s, %d cores; building %,d entries in %d manifests with iceberg-core...%n",
        System.getProperty("java.version"),
        Runtime.getRuntime().availableProcessors(),
        manifests * perManifest,
        manifests);
    Table table = LargeTable.withEntries(folder.resolve("entries"), manifests, perManifest);
    List<Filter> filters =
        List.of(
            new Filter("true", Expressions.alwaysTrue()),
            new Filter("category = 'c3'", Expressions.equal("category", "c3")),
            new Filter("id < 2000000", Expressions.lessThan("id", 2_000_000L)),
            new Filter(
                "category = 'c3' and id >= 150000000",
                Expressions.and(
                    Expressions.equal("category", "c3"),
                    Expressions.greaterThanOrEqual("id", 150_000_000L))));
    ExecutorService pool = StartupBenchmark.readers();
    try {
      BenchmarkRuns runs = new BenchmarkRuns(WARMUPS, RUNS);
      System.out.println();
      BenchmarkRuns.header("iceberg-core");
      for (Filter filter : filters) {
        runs.compare(
            "scan plan: " + filter.text(),
            () -> tablescope(table.location(), filter.text(), pool),
            () -> icebergCore(table, filter.expression()));
      }
    } finally {
      pool.shutdownNow();
    }
  }

  private static long tablescope(String location, String filter, ExecutorService pool) {
    try {
      IcebergTable table = IcebergTable.open(location, pool);
      return new ScanPlanner(table, AnalysisProgress.NONE)
          .plan(table.metadata().currentSnapshot().orElseThrow(), filter, true)
          .files()
          .size();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static long icebergCore(Table table, Expression filter) {
    long files = 0;
    try (CloseableIterable<FileScanTask> tasks = table.newScan().filter(filter).planFiles()) {
      for (FileScanTask task : tasks) {
        files++;
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return files;
  }
}
