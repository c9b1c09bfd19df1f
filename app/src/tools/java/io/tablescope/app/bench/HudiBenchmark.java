package io.tablescope.app.bench;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Tablescope's {@code summary} and {@code files} on a large Hudi table beside Apache Hudi 1.0.1's
 * own Java API doing the same work, whole processes each, on the same table in the same run:
 * Tablescope as {@code java -Xmx128m -jar target/tablescope.jar <command> DIR}, Hudi as the
 * hudi-oracle module's {@code bench <command> DIR} in a JVM of its own classpath and flags, with
 * the same {@code -Xmx128m} in place of its own {@code -Xmx1g}. A side that fails within 128 MB (or
 * does not exit) is run again at {@code -Xmx1g}, and the table says so. Prints the best and median
 * wall time and the peak heap (from each process's GC log) of each side, and the counts each found,
 * which must agree: the instants of the active timeline, the base files of the latest slices.
 *
 * <p>The table (10,000 completed commits writing 100,000 empty base files over 1,000 partitions by
 * default) is written once, into a temporary folder, by the oracle's {@code bench-table}: Hudi's
 * table builder and serializers without its write client.
 *
 * <p>Run: {@code mvn -B -Pbenchmark -DskipTests verify} (needs {@code target/tablescope.jar} and
 * the hudi-oracle module built), or directly with the test classpath and the app module's folder as
 * the working directory. Arguments: instants, slices.
 */
public final class HudiBenchmark {
  private static final int WARMUPS = 1;
  private static final int RUNS = 5;
  private static final String ORACLE_MAIN = "io.tablescope.hudioracle.HudiOracle";
  private static final Pattern TIMELINE = Pattern.compile("(?m)^Timeline \\((\\d+) instants\\):");
  private static final Pattern KEY_VALUE = Pattern.compile("(\\w+)=(\\d+)");

  private HudiBenchmark() {}

  public static void main(String[] args) throws Exception {
    int instants = args.length > 0 ? Integer.parseInt(args[0]) : 10_000;
    int slices = args.length > 1 ? Integer.parseInt(args[1]) : 100_000;
    Path app = Path.of("").toAbsolutePath();
    Path jar = app.resolve("target/tablescope.jar");
    // The tools run in the app module's folder, beside hudi-oracle's.
    Path oracle = app.resolve("../format/hudi-oracle/target").normalize();
    if (!Files.isRegularFile(jar)) {
      throw new IllegalStateException(jar + " is missing: run mvn package first");
    }
    if (!Files.isRegularFile(oracle.resolve("hudi-oracle.classpath"))) {
      throw new IllegalStateException(oracle + " is not built: package hudi-oracle first");
    }
    List<String> oracleJvm = oracleCommand(oracle);

    Path folder = Files.createTempDirectory("tablescope-hudi-benchmark");
    Path table = folder.resolve("table");
    System.out.printf(
        "Java %s, %d cores; whole processes, %d warm-up then best and median of %d runs%n",
        System.getProperty("java.version"),
        Runtime.getRuntime().availableProcessors(),
        WARMUPS,
        RUNS);
    System.out.printf(
        "Writing a Hudi table of %,d completed commits and %,d base files with hudi-oracle"
            + " bench-table...%n",
        instants, slices);
    long start = System.nanoTime();
    List<String> write = new ArrayList<>(oracleJvm);
    write.set(0, Path.of(System.getProperty("java.home"), "bin", "java").toString());
    write.addAll(List.of("bench-table", table.toString(), Integer.toString(instants), slices + ""));
    Process writer =
        new ProcessBuilder(write)
            .redirectOutput(folder.resolve("bench-table.out").toFile())
            .redirectError(folder.resolve("bench-table.err").toFile())
            .start();
    if (!writer.waitFor(30, TimeUnit.MINUTES) || writer.exitValue() != 0) {
      writer.destroyForcibly();
      throw new IllegalStateException(
          "bench-table failed:\n" + Files.readString(folder.resolve("bench-table.err")));
    }
    System.out.printf(
        "  %s (%.1f s) at %s%n",
        Files.readString(folder.resolve("bench-table.out")).trim(),
        (System.nanoTime() - start) / 1e9,
        table);

    System.out.println();
    System.out.printf(
        "%-8s %-30s %-30s %6s   %s%n",
        "command",
        "tablescope best/median (heap)",
        "hudi 1.0.1 best/median (heap)",
        "ratio",
        "counts: tablescope | hudi");
    HeapBoundSides sides = new HeapBoundSides(WARMUPS, RUNS);
    for (String command : List.of("summary", "files")) {
      List<String> tablescope = List.of("java", "-jar", jar.toString(), command, table.toString());
      List<String> hudi = new ArrayList<>(oracleJvm);
      hudi.addAll(List.of("bench", command, table.toString()));
      sides.compare(
          command,
          "%-8s",
          tablescope,
          out -> tablescopeCounts(command, out),
          "hudi",
          hudi,
          out -> hudiCounts(command, out));
    }
    TempFolders.delete(folder);
    sides.finish();
  }

  /** What Tablescope's text output counts: the timeline's instants, or the files by kind. */
  private static String tablescopeCounts(String command, String out) {
    if (command.equals("summary")) {
      Matcher timeline = TIMELINE.matcher(out);
      if (!timeline.find()) {
        throw new IllegalStateException("no timeline in tablescope's summary");
      }
      return "instants=" + timeline.group(1);
    }
    long data = out.lines().filter(line -> line.startsWith("  data ")).count();
    long logs = out.lines().filter(line -> line.startsWith("  log ")).count();
    return "baseFiles=" + data + " logFiles=" + logs;
  }

  /** The oracle's one line of counts, the ones Tablescope's output shows. */
  private static String hudiCounts(String command, String out) {
    Map<String, String> values = new LinkedHashMap<>();
    Matcher pair = KEY_VALUE.matcher(out);
    while (pair.find()) {
      values.put(pair.group(1), pair.group(2));
    }
    return command.equals("summary")
        ? "instants=" + values.get("instants")
        : "baseFiles=" + values.get("baseFiles") + " logFiles=" + values.get("logFiles");
  }

  /** {@code java}, the oracle's flags but for its heap, and its classpath and main class. */
  private static List<String> oracleCommand(Path oracle) throws IOException {
    List<String> command = new ArrayList<>(List.of("java"));
    for (String line : Files.readAllLines(oracle.resolve("hudi-oracle.jvm-args"))) {
      String flag = line.trim();
      if (!flag.isEmpty() && !flag.startsWith("-Xmx")) {
        command.add(flag);
      }
    }
    command.add("-cp");
    command.add(
        oracle.resolve("classes")
            + File.pathSeparator
            + Files.readString(oracle.resolve("hudi-oracle.classpath")).trim());
    command.add(ORACLE_MAIN);
    return command;
  }
}
