package io.tablescope.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.bench.AppLaunchProbe;
import io.tablescope.app.cli.TablescopeCommand;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code tablescope} launcher {@code mvn package} puts beside the jar, run as README's commands
 * run it: from another folder, through a link as on the PATH; it answers as the command does in
 * process and passes the exit code on.
 */
@DisabledOnOs(OS.WINDOWS)
class LauncherIT {
  private static final Path JAR =
      Path.of(System.getProperty("tablescope.jar", "target/tablescope.jar")).toAbsolutePath();
  private static final Path LAUNCHER = JAR.resolveSibling("tablescope");
  private static final Path ORDERS = Path.of("demo-warehouse/sales/orders").toAbsolutePath();

  @TempDir Path temp;

  @Test
  void theLauncherBesideTheJarIsExecutableAndSoIsTheWindowsOne() {
    assertThat(LAUNCHER).isExecutable();
    assertThat(JAR.resolveSibling("tablescope.cmd")).isRegularFile();
  }

  @Test
  void theLauncherPrintsWhatTheCommandPrints() throws Exception {
    Run launched = run(LAUNCHER, "summary", ORDERS.toString(), "--json");
    Run inProcess = inProcess("summary", ORDERS.toString(), "--json");

    assertThat(launched.exitCode()).as(launched.err()).isZero();
    assertThat(launched.out()).isEqualTo(inProcess.out()).contains("\"snapshots\"");
  }

  @Test
  void theLauncherReachedThroughALinkPassesTheExitCodeOn() throws Exception {
    Path link = Files.createSymbolicLink(temp.resolve("tablescope"), LAUNCHER);
    Path missing = temp.resolve("no-such-table");

    Run launched = run(link, "summary", missing.toString());
    Run inProcess = inProcess("summary", missing.toString());

    assertThat(inProcess.exitCode()).isEqualTo(2);
    assertThat(launched).isEqualTo(inProcess);
  }

  @Test
  void theLauncherMapsTheCommandsClassesFromTheArchiveBuiltWithTheJar() throws Exception {
    Path classLog = temp.resolve("classes.log");

    Run launched =
        run(
            LAUNCHER,
            Map.of("JAVA_OPTS", "-Xlog:class+load:file=" + classLog),
            "summary",
            ORDERS.toString(),
            "--json");

    assertThat(launched.exitCode()).as(launched.err()).isZero();
    assertThat(JAR.resolveSibling("tablescope.jsa")).isRegularFile();
    assertThat(Files.readAllLines(classLog))
        .anyMatch(line -> line.contains("io.tablescope.app.cli.SummaryCommand source: shared"))
        .anyMatch(
            line ->
                line.contains(
                    "io.tablescope.format.iceberg.metadata.TableMetadataParser source: shared"));
  }

  @Test
  void aCommandRunsWithTheQuickCompilerOnlyAndTheArchiveAtItsOwnAddress() throws Exception {
    Run launched = run(LAUNCHER, Map.of("JAVA_OPTS", "-XX:+PrintFlagsFinal"), "--version");

    assertThat(launched.exitCode()).as(launched.err()).isZero();
    assertThat(launched.out())
        .containsPattern("TieredStopAtLevel += 1 ")
        .containsPattern("ArchiveRelocationMode += 0 ")
        .contains("tablescope ");
  }

  @Test
  void theDesktopAppAloneRunsWithTheParallelCollectorAndOneCompilerThread() throws Exception {
    // -version makes the JVM print its flags and stop before it runs the jar: no window opens.
    Map<String, String> flagsOnly = Map.of("JAVA_OPTS", "-XX:+PrintFlagsFinal -version");

    Run app = run(LAUNCHER, flagsOnly, "open", ORDERS.toString());
    Run command = run(LAUNCHER, flagsOnly, "summary", ORDERS.toString());

    assertThat(app.out())
        .containsPattern("UseParallelGC += true ")
        .containsPattern("CICompilerCount += 1 +\\{product\\} \\{command line\\}")
        .containsPattern("TieredStopAtLevel += 1 ");
    // A command leaves the number of compiler threads to the JVM.
    assertThat(command.out())
        .containsPattern("UseParallelGC += false ")
        .doesNotContainPattern("CICompilerCount += \\d+ +\\{product\\} \\{command line\\}")
        .containsPattern("TieredStopAtLevel += 1 ");
  }

  @Test
  void anArchiveMadeForAnotherJarIsIgnoredSilently() throws Exception {
    // Copied, the jar is not the one the archive was made for: the JVM must run without it, and
    // say nothing in the output.
    Path copy = Files.createDirectory(temp.resolve("copy"));
    for (String file : List.of("tablescope", "tablescope.jar", "tablescope.jsa")) {
      Files.copy(JAR.resolveSibling(file), copy.resolve(file));
    }

    Run launched = run(copy.resolve("tablescope"), "summary", ORDERS.toString(), "--json");
    Run inProcess = inProcess("summary", ORDERS.toString(), "--json");

    assertThat(launched).isEqualTo(inProcess);
  }

  @Test
  void theDesktopAppLoadsJavaFXsLibrariesFromBesideTheJarAndPrintsNoWarningOrNote()
      throws Exception {
    // The app as the launcher starts it, on Monocle's headless screen; the probe exits once the
    // History is painted. JavaFX names each native library it loads.
    List<String> command =
        List.of(
            Path.of(System.getProperty("java.home"), "bin", "java").toString(),
            "-Djavafx.verbose=true",
            "-Dglass.platform=Monocle",
            "-Dmonocle.platform=Headless",
            "-Dprism.order=sw",
            "-Dheadless.geometry=1920x1200-32",
            "-Djava.util.prefs.userRoot=" + temp.resolve("preferences"),
            "-cp",
            String.join(
                File.pathSeparator,
                JAR.toString(),
                classpathEntry("openjfx-monocle"),
                classpathEntry("test-classes")),
            AppLaunchProbe.class.getName(),
            "open",
            ORDERS.toString());

    // Its settings go to a folder of the test's, not the user's.
    Run app = run(command, Map.of("XDG_CONFIG_HOME", temp.resolve("config").toString()));

    assertThat(app.exitCode()).isZero();
    assertThat(app.out()).startsWith("painted ");
    assertThat(app.err())
        .contains("Loaded " + JAR.getParent() + "/./libprism_sw.so from relative path")
        .contains("Loaded " + JAR.getParent() + "/./libjavafx_font.so from relative path")
        .doesNotContain("from resource")
        .doesNotContain("Unsupported JavaFX configuration")
        // A first start, with no preferences folder yet.
        .doesNotContain("Created user preferences directory");
  }

  private static String classpathEntry(String nameContains) {
    return Stream.of(System.getProperty("java.class.path").split(File.pathSeparator))
        .filter(entry -> Path.of(entry).getFileName().toString().contains(nameContains))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no " + nameContains + " on the classpath"));
  }

  private record Run(int exitCode, String out, String err) {}

  private Run run(Path launcher, String... args) throws IOException, InterruptedException {
    return run(launcher, Map.of(), args);
  }

  private Run run(Path launcher, Map<String, String> environment, String... args)
      throws IOException, InterruptedException {
    List<String> command = new java.util.ArrayList<>(List.of(launcher.toString()));
    command.addAll(List.of(args));
    return run(command, environment);
  }

  private Run run(List<String> command, Map<String, String> environment)
      throws IOException, InterruptedException {
    Path out = temp.resolve("launcher.out");
    Path err = temp.resolve("launcher.err");
    ProcessBuilder builder =
        new ProcessBuilder(command)
            .directory(temp.toFile())
            .redirectOutput(out.toFile())
            .redirectError(err.toFile());
    // The Java the build runs on, as a user's JAVA_HOME names theirs.
    builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
    builder.environment().putAll(environment);
    Process process = builder.start();
    assertThat(process.waitFor(120, TimeUnit.SECONDS)).as("the launcher answers in time").isTrue();
    return new Run(
        process.exitValue(),
        Files.readString(out, StandardCharsets.UTF_8),
        Files.readString(err, StandardCharsets.UTF_8));
  }

  private static Run inProcess(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int exitCode =
        TablescopeCommand.run(
            args,
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));
    return new Run(
        exitCode, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }
}
