package io.tablescope.app.bench;

import io.tablescope.format.testing.Folders;
import io.tablescope.format.testing.LargeTable;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Times the desktop app as a user meets it: from launching a fresh JVM on the shaded jar, as {@code
 * tablescope open TABLE} does, to the first frame drawn with the table's History laid out, and the
 * heap in use then. Each run is a process of its own ({@link AppLaunchProbe} on the jar, headless
 * Monocle, software rendering, {@code -Xmx512m}, preferences of its own); every run is printed,
 * then the best of {@value #RUNS}. Tables: the demo's {@code sales/orders}, 20,000 and 100,000
 * snapshots; and the window with no table named (the demo warehouse). Figures are printed, not
 * asserted.
 *
 * <p>Run: {@code mvn -B -Pbenchmark -DskipTests verify} (needs {@code target/tablescope.jar}).
 * Options for the child JVM can be added with {@code -Dtablescope.launch.options="..."} (space
 * separated), e.g. a class-data-sharing archive.
 */
public final class AppLaunchBenchmark {
  private static final int RUNS = 5;
  private static final Path JAR =
      Path.of(System.getProperty("tablescope.jar", "target/tablescope.jar")).toAbsolutePath();

  private AppLaunchBenchmark() {}

  public static void main(String[] args) throws Exception {
    if (!Files.isRegularFile(JAR)) {
      throw new IllegalStateException("No shaded jar at " + JAR + ": run mvn package first");
    }
    Path tiny = Files.createTempDirectory("tablescope-launch-tiny");
    Folders.copy(Path.of("demo-warehouse/sales/orders"), tiny);
    System.out.printf("Launching %s with %s%n", JAR, childOptions(Path.of("(a fresh folder)")));
    System.out.printf(
        "%-34s %10s %12s %10s %10s %10s%n",
        "launch to painted History", "wall ms", "from JVM ms", "CPU ms", "heap MB", "live MB");
    measure("window, no table (demo warehouse)", List.of());
    measure("demo sales/orders", List.of("open", tiny.toString()));
    for (int snapshots : new int[] {20_000, 100_000}) {
      Path large = Files.createTempDirectory("tablescope-launch-" + snapshots);
      LargeTable.withSnapshots(large, snapshots);
      measure(String.format("%,d snapshots", snapshots), List.of("open", large.toString()));
    }
  }

  /** Launches the app {@value #RUNS} times; prints each run and the best. */
  private static void measure(String what, List<String> arguments) throws Exception {
    long[][] runs = new long[RUNS][];
    for (int run = 0; run < RUNS; run++) {
      runs[run] = launchOnce(arguments);
      print(what + " run " + (run + 1), runs[run]);
    }
    long[] best = Arrays.stream(runs).min((a, b) -> Long.compare(a[0], b[0])).orElseThrow();
    print(what + " BEST", best);
  }

  private static void print(String what, long[] run) {
    System.out.printf(
        "%-34s %10d %12d %10d %10d %10d%n", what, run[0], run[1], run[2], run[3], run[4]);
  }

  /**
   * One process: returns the wall milliseconds from launch to paint, from the JVM's start to paint,
   * the processor milliseconds until paint, the heap in use at paint and after a collection (MB).
   */
  private static long[] launchOnce(List<String> arguments) throws Exception {
    Path preferences = Files.createTempDirectory("tablescope-launch-prefs");
    Path out = Files.createTempFile("tablescope-launch", ".out");
    Path err = Files.createTempFile("tablescope-launch", ".err");
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(childOptions(preferences));
    command.add("-classpath");
    command.add(childClasspath());
    command.add(AppLaunchProbe.class.getName());
    command.addAll(arguments);
    ProcessBuilder builder =
        new ProcessBuilder(command)
            .redirectOutput(out.toFile())
            .redirectError(err.toFile())
            // An empty folder, so the demo warehouse comes out of the jar as for a user.
            .directory(Files.createTempDirectory("tablescope-launch-home").toFile());
    long launched = System.currentTimeMillis();
    Process process = builder.start();
    if (!process.waitFor(5, TimeUnit.MINUTES)) {
      process.destroyForcibly();
      throw new IllegalStateException("No paint within 5 minutes: " + command);
    }
    String line =
        Files.readAllLines(out).stream()
            .filter(text -> text.startsWith(AppLaunchProbe.PAINTED + " "))
            .findFirst()
            .orElseThrow(
                () ->
                    new IllegalStateException(
                        "The probe painted nothing (exit "
                            + process.exitValue()
                            + "): "
                            + readQuietly(err)));
    long[] fields =
        Arrays.stream(line.substring(AppLaunchProbe.PAINTED.length() + 1).split(" "))
            .mapToLong(Long::parseLong)
            .toArray();
    return new long[] {
      fields[0] - launched, fields[0] - fields[1], fields[2], fields[3], fields[4]
    };
  }

  /**
   * The child JVM's options, in one place: the heap the issue gives the app, headless Monocle with
   * software rendering, preferences of its own, and any given in {@code tablescope.launch.options}.
   */
  static List<String> childOptions(Path preferences) {
    List<String> options = new ArrayList<>();
    options.add("-Xmx512m");
    options.add("-Dglass.platform=Monocle");
    options.add("-Dmonocle.platform=Headless");
    options.add("-Dprism.order=sw");
    options.add("-Djava.awt.headless=true");
    options.add("-Dheadless.geometry=1920x1200-32");
    options.add("-Djava.util.prefs.userRoot=" + preferences);
    String extra = System.getProperty("tablescope.launch.options", "").trim();
    if (!extra.isEmpty()) {
      options.addAll(Arrays.asList(extra.split("\\s+")));
    }
    return options;
  }

  /** The shaded jar first, then Monocle and the probe from the test classpath. */
  private static String childClasspath() throws Exception {
    String monocle =
        Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
            .filter(entry -> entry.contains("openjfx-monocle"))
            .findFirst()
            .orElseThrow(() -> new IllegalStateException("Monocle is not on the classpath"));
    Path probe =
        Path.of(AppLaunchProbe.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    return String.join(File.pathSeparator, JAR.toString(), monocle, probe.toString());
  }

  private static String readQuietly(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      return "(unreadable: " + e.getMessage() + ")";
    }
  }
}
