package io.tablescope.inspector;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The threads that read a table's files in parallel (manifest lists, manifests, Delta checkpoint
 * parts), sized to the machine: the one place that decides how many.
 */
public final class ReaderThreads {
  private ReaderThreads() {}

  /**
   * Two per core. Decoding manifests keeps every core busy; reading from object storage or HDFS
   * waits on the network, and a second thread per core keeps a request in flight meanwhile. More
   * would only hold more manifests in memory at once.
   */
  public static int count() {
    return 2 * Runtime.getRuntime().availableProcessors();
  }

  /**
   * Starts {@link #count()} daemon threads of this name (daemons, so that a command never waits for
   * them to exit); the caller shuts them down.
   */
  public static ExecutorService start(String name) {
    return Executors.newFixedThreadPool(
        count(),
        runnable -> {
          Thread thread = new Thread(runnable, name);
          thread.setDaemon(true);
          return thread;
        });
  }
}
