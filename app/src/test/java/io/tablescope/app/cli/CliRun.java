package io.tablescope.app.cli;

import io.tablescope.format.io.Environment;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** One run of the command line in the test's JVM: its exit code and what it printed. */
public record CliRun(int exitCode, String out, String err) {

  public static CliRun of(String... args) {
    return in(Environment.system(), args);
  }

  /** A run that reads its settings (catalogs, AWS) from the given environment. */
  public static CliRun in(Environment environment, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code =
        TablescopeCommand.run(
            args,
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8),
            environment);
    return new CliRun(
        code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }
}
