package io.tablescope.app.bench;

import io.tablescope.app.bench.StartupBenchmark.BenchTable;
import io.tablescope.format.io.LocalFileAccess;
import io.tablescope.format.testing.MappedFileIO;
import io.tablescope.inspector.iceberg.IcebergTable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.concurrent.ExecutorService;
import org.apache.iceberg.Files;
import org.apache.iceberg.IcebergOracle;
import org.apache.iceberg.TableMetadata;
import org.apache.iceberg.TableMetadataParser;
import org.apache.iceberg.io.FileIO;

/**
 * The two halves of a summary timed apart in one warmed-up JVM, Tablescope beside iceberg-core:
 * parsing the metadata file, and reading the current snapshot's manifests (every entry counted by
 * status) once the metadata is parsed. Both sides use one reader thread per core.
 */
final class InProcessReads {
  private static final int WARMUPS = 5;
  private static final int RUNS = 11;

  private InProcessReads() {}

  static void print(List<BenchTable> tables) {
    ExecutorService pool = StartupBenchmark.readers();
    try {
      System.out.println();
      BenchmarkRuns runs = new BenchmarkRuns(WARMUPS, RUNS);
      BenchmarkRuns.header("iceberg-core");
      for (BenchTable table : tables) {
        runs.compare(
            "metadata parse: " + table.name(),
            () -> tablescopeParse(table, pool),
            () -> icebergParse(table));
        IcebergTable opened = open(table, pool);
        TableMetadata metadata =
            TableMetadataParser.read(Files.localInput(table.metadataFile().toFile()));
        FileIO io = new MappedFileIO(metadata.location(), table.root());
        runs.compare(
            "manifest reads: " + table.name(),
            () -> tablescopeManifests(opened),
            () -> icebergManifests(metadata, io, pool));
      }
    } finally {
      pool.shutdownNow();
    }
  }

  private static IcebergTable open(BenchTable table, ExecutorService pool) {
    try {
      return IcebergTable.open(table.root().toString(), pool);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static long tablescopeParse(BenchTable table, ExecutorService pool) {
    try {
      return new io.tablescope.format.iceberg.metadata.TableMetadataParser(pool)
          .read(new LocalFileAccess(), table.metadataFile().toString())
          .snapshots()
          .size();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static long icebergParse(BenchTable table) {
    return TableMetadataParser.read(Files.localInput(table.metadataFile().toFile()))
        .snapshots()
        .size();
  }

  private static long tablescopeManifests(IcebergTable table) {
    var current = table.metadata().currentSnapshot().orElseThrow();
    return table.counts(table.manifestList(current).manifests()).stream()
        .mapToLong(counts -> counts.total().total())
        .sum();
  }

  private static long icebergManifests(TableMetadata metadata, FileIO io, ExecutorService pool) {
    return IcebergOracle.countCurrentEntries(io, metadata, pool);
  }
}
