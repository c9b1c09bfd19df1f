package io.tablescope.app.bench;

import java.util.Arrays;
import java.util.function.LongSupplier;

/**
 * Times two sides doing the same work in one JVM: warm-ups, then alternating runs so both meet the
 * same JIT and heap conditions, and the median of each side printed beside the other's.
 */
final class BenchmarkRuns {
  private final int warmups;
  private final int runs;

  BenchmarkRuns(int warmups, int runs) {
    this.warmups = warmups;
    this.runs = runs;
  }

  /** The header line of {@link #compare}'s rows. */
  static void header(String theirs) {
    System.out.printf("%-52s %12s %14s %8s%n", "median of runs", "tablescope", theirs, "ratio");
  }

  /**
   * Runs both sides, checks they counted the same, and prints their median times.
   *
   * @throws IllegalStateException when the two sides' counts differ
   */
  void compare(String what, LongSupplier tablescope, LongSupplier reference) {
    long mine = tablescope.getAsLong();
    long theirs = reference.getAsLong();
    if (mine != theirs) {
      throw new IllegalStateException(
          what + ": tablescope counted " + mine + ", the reference " + theirs);
    }
    for (int i = 0; i < warmups; i++) {
      tablescope.getAsLong();
      reference.getAsLong();
    }
    double[] tablescopeMillis = new double[runs];
    double[] referenceMillis = new double[runs];
    for (int i = 0; i < runs; i++) {
      tablescopeMillis[i] = time(tablescope);
      referenceMillis[i] = time(reference);
    }
    double ours = median(tablescopeMillis);
    double theirsMillis = median(referenceMillis);
    System.out.printf(
        "%-52s %9.1f ms %11.1f ms %8.2f   (fastest: %.1f / %.1f ms)%n",
        what, ours, theirsMillis, ours / theirsMillis, min(tablescopeMillis), min(referenceMillis));
  }

  private static double time(LongSupplier work) {
    // Start each run from a collected heap, so one side does not pay for the other's garbage.
    System.gc();
    long start = System.nanoTime();
    work.getAsLong();
    return (System.nanoTime() - start) / 1e6;
  }

  private static double min(double[] millis) {
    return Arrays.stream(millis).min().orElseThrow();
  }

  private static double median(double[] millis) {
    double[] sorted = millis.clone();
    Arrays.sort(sorted);
    return sorted[sorted.length / 2];
  }
}
