package io.tablescope.app.hostile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import io.tablescope.app.cli.TablescopeCommand;
import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.format.io.Environment;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.regex.Pattern;

/**
 * One run of the command line on hostile input, in this JVM (whose heap the {@code hostile}
 * surefire execution holds to 256 MB), within a time bound: its exit code, what it printed, and
 * anything it threw past the command line, which is always a failure.
 */
record HostileRun(int exitCode, String out, String err, String thrown) {

  /** No run on a crafted file of a few megabytes may take longer than this. */
  static final Duration TIME_BOUND = Duration.ofSeconds(30);

  static final Duration PAGING_BOUND = Duration.ofSeconds(120);

  private static final Pattern STACK_FRAME = Pattern.compile("(?m)^\\s+at [\\w.$/]+\\(");
  private static final Pattern QUALIFIED_CLASS =
      Pattern.compile("\\b(java|javax|jdk|sun|com|org|io)\\.[a-z]\\w*\\.");
  private static final Pattern EXCEPTION_NAME = Pattern.compile("\\b\\w*(Exception|Error)\\b");
  private static final Pattern IDENTITY = Pattern.compile("\\w@[0-9a-f]{5,}\\b");

  static HostileRun of(String... args) {
    return in(Environment.system(), args);
  }

  static HostileRun in(Environment environment, String... args) {
    return within(TIME_BOUND, environment, args);
  }

  /**
   * A run given longer to end: one that must ask a server its 10,000 pages before it stops takes 10
   * to 20 s on two busy cores, and the bound only has to tell that from a listing without end.
   */
  static HostileRun within(Duration bound, Environment environment, String... args) {
    return assertTimeoutPreemptively(
        bound,
        () -> {
          ByteArrayOutputStream out = new ByteArrayOutputStream();
          ByteArrayOutputStream err = new ByteArrayOutputStream();
          int code = -1;
          String thrown = null;
          try {
            code =
                TablescopeCommand.run(
                    args,
                    new PrintStream(out, true, StandardCharsets.UTF_8),
                    new PrintStream(err, true, StandardCharsets.UTF_8),
                    environment);
          } catch (Throwable t) {
            StringWriter trace = new StringWriter();
            t.printStackTrace(new PrintWriter(trace));
            thrown = trace.toString();
          }
          return new HostileRun(
              code,
              out.toString(StandardCharsets.UTF_8),
              err.toString(StandardCharsets.UTF_8),
              thrown);
        },
        () -> "tablescope " + String.join(" ", args) + " ran past " + bound);
  }

  /**
   * Nothing could be read: exit 2 and one line on stderr, in words, containing each of the given
   * fragments (the file and the problem).
   */
  HostileRun failsNaming(String... fragments) {
    assertThat(thrown).as("thrown past the command line").isNull();
    assertThat(exitCode).as("exit code; stderr: %s", err).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(err.strip().lines()).as("stderr lines").hasSize(1);
    assertThat(err).startsWith("tablescope: ").contains(fragments);
    return inWords();
  }

  /** The command finished with the exit code given and printed no trace in either stream. */
  HostileRun exits(int code) {
    assertThat(thrown).as("thrown past the command line").isNull();
    assertThat(exitCode).as("exit code; stdout: %s%nstderr: %s", out, err).isEqualTo(code);
    assertThat(STACK_FRAME.matcher(out + err).find())
        .as("a stack trace in %s%s", out, err)
        .isFalse();
    return this;
  }

  /** The error line names no class, exception type or object identity: it says what is wrong. */
  HostileRun inWords() {
    assertThat(STACK_FRAME.matcher(out + err).find())
        .as("a stack trace in %s%s", out, err)
        .isFalse();
    assertThat(QUALIFIED_CLASS.matcher(err).find()).as("a class name in %s", err).isFalse();
    assertThat(EXCEPTION_NAME.matcher(err).find()).as("an exception name in %s", err).isFalse();
    assertThat(IDENTITY.matcher(err).find()).as("an object identity in %s", err).isFalse();
    return this;
  }

  /** None of the secrets appears in anything the run printed. */
  HostileRun showsNone(String... secrets) {
    for (String secret : secrets) {
      assertThat(out).as("stdout").doesNotContain(secret);
      assertThat(err).as("stderr").doesNotContain(secret);
    }
    return this;
  }
}
