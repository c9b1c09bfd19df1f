package io.tablescope.format.io;

import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;

/**
 * Where a user's settings come from: the environment variables and the home folder (AWS's {@code
 * ~/.aws}, pyiceberg's {@code ~/.pyiceberg.yaml}). Passed in rather than read from the process, so
 * one run of Tablescope sees one consistent set and a test can give its own.
 *
 * @param variables the environment variables
 * @param home the user's home folder
 */
public record Environment(Map<String, String> variables, Path home) {
  public Environment {
    variables = Map.copyOf(variables);
    Objects.requireNonNull(home, "home");
  }

  /** This process's environment and the user's home folder, as {@link #of} finds it. */
  public static Environment system() {
    return of(System.getenv(), System.getProperty("user.home"));
  }

  /**
   * The environment with the home folder as PyIceberg and the AWS tools expand {@code ~}: {@code
   * $HOME} when it is set to an absolute path, else Java's {@code user.home}.
   *
   * @param userHome Java's {@code user.home}
   */
  public static Environment of(Map<String, String> variables, String userHome) {
    String home = variables.get("HOME");
    boolean usable = home != null && !home.isBlank() && Path.of(home).isAbsolute();
    return new Environment(variables, Path.of(usable ? home : userHome));
  }

  /** A variable's value, or null when it is unset or blank. */
  public String get(String name) {
    String value = variables.get(name);
    return value == null || value.isBlank() ? null : value;
  }
}
