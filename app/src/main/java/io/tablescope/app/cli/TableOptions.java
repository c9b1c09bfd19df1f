package io.tablescope.app.cli;

import io.tablescope.inspector.IcebergTable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The TABLE argument and {@code --metadata} option shared by the commands, and the pool the table's
 * manifests are read on.
 */
final class TableOptions {
  @Parameters(
      index = "0",
      paramLabel = "TABLE",
      description =
          "A table folder, its metadata folder, a *.metadata.json file, or an hdfs:// or s3a:// URI.")
  String table;

  @Option(
      names = "--metadata",
      paramLabel = "FILE",
      description =
          "Read this metadata file of the table (a file name in its metadata folder, or a path)"
              + " instead of the one Iceberg would read.")
  String metadataFile;

  /** Runs work with the table open and its reading threads shut down afterwards. */
  <T> T withTable(TableWork<T> work) throws Exception {
    ExecutorService executor = Executors.newFixedThreadPool(readerThreads(), daemonThreads());
    try {
      return work.apply(IcebergTable.open(table, metadataFile, executor));
    } finally {
      executor.shutdownNow();
    }
  }

  interface TableWork<T> {
    T apply(IcebergTable table) throws Exception;
  }

  /**
   * Reading is I/O-bound on remote file systems: more threads than cores keep requests in flight.
   */
  private static int readerThreads() {
    return Math.max(4, Runtime.getRuntime().availableProcessors() * 2);
  }

  private static ThreadFactory daemonThreads() {
    return runnable -> {
      Thread thread = new Thread(runnable, "tablescope-reader");
      thread.setDaemon(true);
      return thread;
    };
  }
}
