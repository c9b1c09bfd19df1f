package io.tablescope.app.bench;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * One side of a whole-process comparison: a command run as its own JVM, first within 128 MB of heap
 * and, when it fails there, all over again within 1 GB, so a side that cannot keep to the small
 * heap is still timed and the table says so. Each run's output gives the counts both sides must
 * agree on.
 */
final class HeapBoundSides {
  static final String SMALL_HEAP = "-Xmx128m";
  static final String LARGE_HEAP = "-Xmx1g";

  private final int warmups;
  private final int runs;
  private final Duration timeout;
  private final List<String> notes = new ArrayList<>();
  private final List<String> disagreements = new ArrayList<>();

  HeapBoundSides(int warmups, int runs) {
    this.warmups = warmups;
    this.runs = runs;
    this.timeout = Duration.ofSeconds(Long.getLong("tablescope.bench.timeout.seconds", 120));
  }

  /**
   * One side's runs: the heap it ran in, why it failed in the small heap (or null), its times and
   * peak heap, and its counts.
   */
  record Side(
      String heap, String failure, long best, long median, long heapMegabytes, String counts) {

    /** {@code best/median ms (heap MB)}, starred when timed in the large heap. */
    String cell() {
      return String.format(
          "%,d/%,d ms (%d MB)%s", best, median, heapMegabytes, failure == null ? "" : " *");
    }

    /** The footnote of a side that failed within the small heap, or null. */
    String note(String what) {
      return failure == null
          ? null
          : "  * " + what + " failed within " + SMALL_HEAP + " (" + failure + "): timed at " + heap;
    }
  }

  /**
   * Measures Tablescope's and the reference's command, prints their row ({@code label}, each side's
   * cell, the ratio of medians, the counts), and keeps the row's footnotes and whether the counts
   * agreed, for {@link #finish}.
   */
  void compare(
      String label,
      String labelFormat,
      List<String> tablescope,
      Function<String, String> tablescopeCounts,
      String reference,
      List<String> referenceCommand,
      Function<String, String> referenceCounts)
      throws IOException, InterruptedException {
    Side ours = measure(tablescope, tablescopeCounts);
    Side theirs = measure(referenceCommand, referenceCounts);
    if (!ours.counts().equals(theirs.counts())) {
      disagreements.add(
          label
              + ": tablescope counted "
              + ours.counts()
              + ", "
              + reference
              + " "
              + theirs.counts());
    }
    System.out.printf(
        labelFormat + " %-30s %-30s %6.2f   %s | %s%n",
        label,
        ours.cell(),
        theirs.cell(),
        (double) ours.median() / theirs.median(),
        ours.counts(),
        theirs.counts());
    Stream.of(ours.note("tablescope " + label), theirs.note(reference + " " + label))
        .filter(Objects::nonNull)
        .forEach(notes::add);
  }

  /** Prints the footnotes of every row; fails when a row's counts disagreed. */
  void finish() {
    notes.forEach(System.out::println);
    if (!disagreements.isEmpty()) {
      throw new IllegalStateException(String.join("; ", disagreements));
    }
  }

  /** The warm-ups and runs of a command within 128 MB; all again within 1 GB if one fails. */
  Side measure(List<String> command, Function<String, String> counts)
      throws IOException, InterruptedException {
    Side small = runs(command, counts, SMALL_HEAP);
    if (small.failure() == null) {
      return small;
    }
    Side large = runs(command, counts, LARGE_HEAP);
    if (large.failure() != null) {
      throw new IllegalStateException(
          String.join(" ", command) + " failed within " + LARGE_HEAP + ": " + large.failure());
    }
    return new Side(
        large.heap(),
        small.failure(),
        large.best(),
        large.median(),
        large.heapMegabytes(),
        large.counts());
  }

  private Side runs(List<String> command, Function<String, String> counts, String heap)
      throws IOException, InterruptedException {
    long[] millis = new long[runs];
    long peak = 0;
    String counted = null;
    for (int i = -warmups; i < runs; i++) {
      ProcessRun run = ProcessRun.run(command, List.of(heap), Map.of(), timeout);
      if (!run.succeeded()) {
        return new Side(heap, failure(run), 0, 0, run.heapMegabytes(), null);
      }
      String found = counts.apply(run.out());
      if (counted != null && !counted.equals(found)) {
        throw new IllegalStateException(
            String.join(" ", command) + ": one run counted " + counted + ", another " + found);
      }
      counted = found;
      peak = Math.max(peak, run.heapMegabytes());
      if (i >= 0) {
        millis[i] = run.millis();
      }
    }
    long[] sorted = millis.clone();
    Arrays.sort(sorted);
    return new Side(heap, null, sorted[0], sorted[runs / 2], peak, counted);
  }

  private static String failure(ProcessRun run) {
    String err = run.err();
    String why =
        run.exitCode() == ProcessRun.TIMED_OUT
            ? err.lines().findFirst().orElse("timed out")
            : "exit code " + run.exitCode();
    if (err.contains("OutOfMemoryError")) {
      why += ", OutOfMemoryError";
    }
    return why;
  }
}
