package io.tablescope.app.cli.common;

import picocli.CommandLine.Option;

/**
 * {@code -h, --help} for a command that takes {@code --version}: that option takes the name of the
 * inherited version option, and picocli then drops the inherited help options with it, so such a
 * command mixes this in to answer help again.
 */
public final class HelpOption {
  @Option(
      names = {"-h", "--help"},
      usageHelp = true,
      description = "Show this help message and exit.")
  boolean help;
}
