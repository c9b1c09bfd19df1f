package io.tablescope.app.gui.settings;

import io.tablescope.format.io.Environment;
import java.nio.file.Path;

/**
 * Where Tablescope keeps its settings, as the XDG base directory convention says: {@code
 * $XDG_CONFIG_HOME/tablescope} when that variable is an absolute path, else {@code
 * .config/tablescope} in the home folder ({@code $HOME}, else Java's {@code user.home}, as {@link
 * Environment#of} finds it).
 */
public final class SettingsFolder {
  static final String APP = "tablescope";

  private SettingsFolder() {}

  public static Path of(Environment environment) {
    String config = environment.get("XDG_CONFIG_HOME");
    // The convention says a relative value is invalid and is to be ignored.
    if (config != null && Path.of(config).isAbsolute()) {
      return Path.of(config, APP);
    }
    return environment.home().resolve(".config").resolve(APP);
  }
}
