package io.tablescope.format.testing.hudi;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * Tables Apache Hudi's own Java client wrote, with Hudi's answers about them: the {@code
 * hudi-oracle} module run in a child JVM of its own classpath (Hudi needs Hadoop 2.10), once a
 * scenario for the whole build. A scenario already written under the module's {@code target/tables}
 * is read from there.
 */
public final class HudiOracleTables {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Map<String, Scenario> WRITTEN = new ConcurrentHashMap<>();

  private HudiOracleTables() {}

  /** A table and what Hudi says of it. */
  public record Scenario(String name, Path table, JsonNode steps, JsonNode answers) {}

  public static Scenario scenario(String name) {
    return WRITTEN.computeIfAbsent(name, HudiOracleTables::written);
  }

  /**
   * What one more command of the oracle answers about a scenario's table ({@code
   * answer-health}...), run once and kept in its own file beside the scenario's answers.
   */
  public static JsonNode answers(String name, String command, String file) {
    Scenario scenario = scenario(name);
    Path target = Path.of("../format/hudi-oracle/target").toAbsolutePath().normalize();
    Path folder = scenario.table().getParent();
    Path answers = folder.resolve(file);
    try {
      synchronized (WRITTEN) {
        if (!Files.isRegularFile(answers)) {
          run(target, folder, answers, command, scenario.table().toString());
        }
      }
      return JSON.readTree(answers.toFile());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * What Hudi's cleaner and archiver would do to a scenario's table and the files its pending
   * writes' markers name ({@code answer-clean}), asked on a copy, once.
   */
  public static JsonNode cleanAnswers(String name) {
    Scenario scenario = scenario(name);
    Path folder = scenario.table().getParent();
    Path answers = folder.resolve("clean.json");
    try {
      synchronized (WRITTEN) {
        if (!Files.isRegularFile(answers)) {
          Path copy = folder.resolve("clean-copy");
          deleteRecursively(copy);
          copy(scenario.table(), copy);
          Path target = Path.of("../format/hudi-oracle/target").toAbsolutePath().normalize();
          run(target, folder, answers, "answer-clean", copy.toString());
          deleteRecursively(copy);
        }
      }
      return JSON.readTree(answers.toFile());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The scenario name of the demo warehouse's Hudi table, answered on a copy of it. */
  public static final String DEMO = "demo-warehouse";

  private static final Path DEMO_TABLE =
      Path.of("../app/demo-warehouse/hudi/trips").toAbsolutePath().normalize();

  private static Scenario written(String name) {
    // Every module sits beside format, which holds hudi-oracle, and its tests run in the module's
    // folder.
    Path target = Path.of("../format/hudi-oracle/target").toAbsolutePath().normalize();
    Path folder = target.resolve("tables").resolve(name);
    Path table = folder.resolve("table");
    Path steps = folder.resolve("steps.json");
    Path answers = folder.resolve("answers.json");
    try {
      if (name.equals(DEMO)) {
        // Hudi's client may write beside a table it reads: it answers on a copy.
        deleteRecursively(folder);
        copy(DEMO_TABLE, table);
        Files.writeString(steps, "{\"scenario\": \"" + DEMO + "\", \"steps\": []}");
        run(target, folder, answers, "answer", table.toString());
      } else if (!Files.isRegularFile(answers)) {
        deleteRecursively(folder);
        Files.createDirectories(folder);
        run(target, folder, steps, "write", name, table.toString());
        run(target, folder, answers, "answer", table.toString());
      }
      return new Scenario(
          name, table, JSON.readTree(steps.toFile()), JSON.readTree(answers.toFile()));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void run(Path target, Path folder, Path output, String... args)
      throws IOException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    for (String line : Files.readAllLines(target.resolve("hudi-oracle.jvm-args"))) {
      if (!line.isBlank()) {
        command.add(line.trim());
      }
    }
    command.add("-cp");
    command.add(
        target.resolve("classes").toAbsolutePath()
            + File.pathSeparator
            + Files.readString(target.resolve("hudi-oracle.classpath")).trim());
    command.add("io.tablescope.hudioracle.HudiOracle");
    command.addAll(List.of(args));
    Path errors = folder.resolve(args[0] + ".err");
    Path partial = folder.resolve(args[0] + ".partial");
    Process process =
        new ProcessBuilder(command)
            .redirectOutput(partial.toFile())
            .redirectError(errors.toFile())
            .start();
    try {
      if (!process.waitFor(5, TimeUnit.MINUTES)) {
        process.destroyForcibly();
        throw new IOException("the Hudi oracle did not finish " + List.of(args));
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted", e);
    }
    if (process.exitValue() != 0) {
      throw new IOException(
          "the Hudi oracle failed " + List.of(args) + ":\n" + Files.readString(errors));
    }
    // Renamed once whole: an interrupted run leaves no answers a later run would trust.
    Files.move(partial, output);
  }

  public static void copy(Path from, Path to) throws IOException {
    try (var paths = Files.walk(from)) {
      for (Path path : paths.toList()) {
        Path copied = to.resolve(from.relativize(path).toString());
        if (Files.isDirectory(path)) {
          Files.createDirectories(copied);
        } else {
          Files.copy(path, copied);
        }
      }
    }
  }

  private static void deleteRecursively(Path folder) throws IOException {
    if (!Files.exists(folder)) {
      return;
    }
    try (var paths = Files.walk(folder)) {
      for (Path path : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
        Files.delete(path);
      }
    }
  }
}
