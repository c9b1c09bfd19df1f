package io.tablescope.app.cli.common;

import io.tablescope.format.io.Environment;

/**
 * What the root command gives every subcommand: the environment settings are read from. The options
 * shared by subcommands reach the root through this, never through the root's own class.
 */
public interface CliEnvironment {
  /** The environment variables and home folder settings are read from. */
  Environment environment();
}
