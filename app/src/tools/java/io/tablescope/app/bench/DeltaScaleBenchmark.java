package io.tablescope.app.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Tablescope's {@code summary} and {@code files --json} on large Delta tables beside Delta Kernel
 * 4.0.0 doing the same work ({@link KernelReads}), whole processes each, on the same tables in the
 * same run, both within 128 MB of heap (a side that fails there is timed at 1 GB, and the table
 * says so). The tables ({@link LargeDeltaTables}): 200,000 live files in a snappy checkpoint, and
 * 200,000 adds in commit JSON with no checkpoint. Prints the best and median wall time and the peak
 * heap of each side, and the live files each counted, which must agree.
 *
 * <p>Run: {@code mvn -B -Pbenchmark -DskipTests verify} (needs {@code target/tablescope.jar}), or
 * directly with the test classpath and the app module's folder as the working directory. Argument:
 * the live files of each table.
 */
public final class DeltaScaleBenchmark {
  private static final int WARMUPS = 1;
  private static final int RUNS = 5;
  private static final Pattern KERNEL_FILES = Pattern.compile("files=(\\d+)");
  private static final Pattern SUMMARY_FILES = Pattern.compile("(?m)^Live files: +([\\d,]+)");

  private DeltaScaleBenchmark() {}

  public static void main(String[] args) throws Exception {
    int files = args.length > 0 ? Integer.parseInt(args[0]) : 200_000;
    Path jar = Path.of("target/tablescope.jar").toAbsolutePath();
    if (!Files.isRegularFile(jar)) {
      throw new IllegalStateException(jar + " is missing: run mvn package first");
    }
    Path folder = Files.createTempDirectory("tablescope-delta-scale");
    System.out.printf(
        "Java %s, %d cores; whole processes, %d warm-up then best and median of %d runs%n",
        System.getProperty("java.version"),
        Runtime.getRuntime().availableProcessors(),
        WARMUPS,
        RUNS);
    long start = System.nanoTime();
    Path checkpointed = folder.resolve("checkpointed");
    LargeDeltaTables.checkpointed(checkpointed, files);
    Path inCommits = folder.resolve("in-commits");
    LargeDeltaTables.inCommits(inCommits, files);
    System.out.printf(
        "Wrote two tables of %,d live files (%.1f s): checkpoint %,d bytes; commit JSON %,d bytes%n",
        files,
        (System.nanoTime() - start) / 1e9,
        Files.size(checkpointed.resolve("_delta_log/00000000000000000001.checkpoint.parquet")),
        logBytes(inCommits));

    List<String> kernel =
        List.of("java", "-cp", System.getProperty("java.class.path"), KernelReads.class.getName());
    HeapBoundSides sides = new HeapBoundSides(WARMUPS, RUNS);
    System.out.println();
    System.out.printf(
        "%-26s %-30s %-30s %6s   %s%n",
        "table, command",
        "tablescope best/median (heap)",
        "kernel 4.0.0 best/median (heap)",
        "ratio",
        "live files: tablescope | kernel");
    for (Path table : List.of(checkpointed, inCommits)) {
      for (String command : List.of("summary", "files")) {
        List<String> ours = new ArrayList<>(List.of("java", "-jar", jar.toString(), command));
        if (command.equals("files")) {
          ours.add("--json");
        }
        ours.add(table.toString());
        List<String> theirs = new ArrayList<>(kernel);
        theirs.addAll(List.of(command, table.toString()));
        sides.compare(
            table.getFileName() + ", " + command,
            "%-26s",
            ours,
            out -> tablescopeFiles(command, out),
            "kernel",
            theirs,
            DeltaScaleBenchmark::kernelFiles);
      }
    }
    TempFolders.delete(folder);
    sides.finish();
  }

  /** The live files Tablescope's output counts: the summary's line, or the JSON's paths. */
  private static String tablescopeFiles(String command, String out) {
    if (command.equals("summary")) {
      Matcher line = SUMMARY_FILES.matcher(out);
      if (!line.find()) {
        throw new IllegalStateException("no live files line in tablescope's summary");
      }
      return line.group(1).replace(",", "");
    }
    return Long.toString(out.split("\"path\"", -1).length - 1L);
  }

  private static String kernelFiles(String out) {
    Matcher count = KERNEL_FILES.matcher(out);
    if (!count.find()) {
      throw new IllegalStateException("no counts in Kernel's output");
    }
    return count.group(1);
  }

  private static long logBytes(Path table) throws IOException {
    try (Stream<Path> files = Files.list(table.resolve("_delta_log"))) {
      return files.mapToLong(file -> file.toFile().length()).sum();
    }
  }
}
