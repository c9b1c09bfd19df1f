package io.tablescope.app.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One whole process timed from start to exit, as a user at a shell feels it: its wall time, exit
 * code, output, and the most heap it held, read from its own GC log (the largest heap before a
 * collection, or in use at exit).
 *
 * @param millis wall time from starting the process to its exit
 * @param exitCode the process's exit code
 * @param heapMegabytes the peak heap in use, in MB
 * @param out what it printed on standard output
 * @param err what it printed on standard error
 */
record ProcessRun(long millis, int exitCode, long heapMegabytes, String out, String err) {
  /** The exit code of a process killed for not exiting in time. */
  static final int TIMED_OUT = -1;

  private static final Pattern BEFORE_GC = Pattern.compile(" (\\d+)M->\\d+M\\(");
  private static final Pattern USED_AT_EXIT = Pattern.compile("heap +total \\d+K, used (\\d+)K");

  /**
   * Runs {@code java} with the JVM options and arguments given, plus a GC log of its own; {@code
   * environment} entries are added to this process's environment. The JVM options go into {@code
   * JAVA_OPTS} instead when the command is a launcher script rather than {@code java}.
   */
  static ProcessRun run(
      List<String> command, List<String> jvmOptions, Map<String, String> environment)
      throws IOException, InterruptedException {
    return run(command, jvmOptions, environment, Duration.ofDays(1));
  }

  /**
   * {@link #run(List, List, Map)}, the process killed when it has not exited within the timeout (a
   * JVM whose worker thread died of an OutOfMemoryError may wait forever): its exit code is then
   * {@link #TIMED_OUT} and its standard error says so first.
   */
  static ProcessRun run(
      List<String> command,
      List<String> jvmOptions,
      Map<String, String> environment,
      Duration timeout)
      throws IOException, InterruptedException {
    Path folder = Files.createTempDirectory("tablescope-process");
    Path gcLog = folder.resolve("gc.log");
    Path out = folder.resolve("out.txt");
    Path err = folder.resolve("err.txt");
    List<String> options = new ArrayList<>(jvmOptions);
    options.add("-Xlog:gc,gc+heap+exit:file=" + gcLog);
    List<String> full = new ArrayList<>();
    ProcessBuilder builder = new ProcessBuilder(full);
    builder.environment().putAll(environment);
    if (command.get(0).equals("java")) {
      full.add(javaExecutable());
      full.addAll(options);
      full.addAll(command.subList(1, command.size()));
    } else {
      full.addAll(command);
      builder.environment().put("JAVA_OPTS", String.join(" ", options));
      builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
    }
    builder.redirectOutput(out.toFile()).redirectError(err.toFile());
    long start = System.nanoTime();
    Process process = builder.start();
    boolean exited = process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
    long millis = (System.nanoTime() - start) / 1_000_000;
    if (!exited) {
      process.destroyForcibly().waitFor();
    }
    String errText = Files.readString(err, StandardCharsets.UTF_8);
    ProcessRun run =
        new ProcessRun(
            millis,
            exited ? process.exitValue() : TIMED_OUT,
            Files.exists(gcLog) ? peakHeap(Files.readString(gcLog)) : 0,
            Files.readString(out, StandardCharsets.UTF_8),
            exited
                ? errText
                : "did not exit within " + timeout.toSeconds() + " s, killed\n" + errText);
    for (Path file : List.of(gcLog, out, err, folder)) {
      Files.deleteIfExists(file);
    }
    return run;
  }

  /** The fastest of several runs (with the largest heap any of them held). */
  static ProcessRun best(
      int runs, List<String> command, List<String> jvmOptions, Map<String, String> environment)
      throws IOException, InterruptedException {
    ProcessRun best = null;
    long heap = 0;
    for (int i = 0; i < runs; i++) {
      ProcessRun run = run(command, jvmOptions, environment);
      heap = Math.max(heap, run.heapMegabytes());
      if (best == null || run.millis() < best.millis()) {
        best = run;
      }
    }
    return new ProcessRun(best.millis(), best.exitCode(), heap, best.out(), best.err());
  }

  boolean succeeded() {
    return exitCode == 0;
  }

  /** The first line of standard error, to say why a run failed. */
  String firstErrorLine() {
    return err.lines().findFirst().orElse("(nothing on standard error)");
  }

  private static long peakHeap(String gcLog) {
    long peakKilobytes = 0;
    Matcher before = BEFORE_GC.matcher(gcLog);
    while (before.find()) {
      peakKilobytes = Math.max(peakKilobytes, Long.parseLong(before.group(1)) * 1024);
    }
    Matcher atExit = USED_AT_EXIT.matcher(gcLog);
    while (atExit.find()) {
      peakKilobytes = Math.max(peakKilobytes, Long.parseLong(atExit.group(1)));
    }
    return peakKilobytes / 1024;
  }

  private static String javaExecutable() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }
}
