package io.tablescope.app;

import io.tablescope.app.cli.TablescopeCommand;

/** The executable's entry point: every command runs headless, from the command line. */
public final class Main {
  private Main() {}

  public static void main(String[] args) {
    System.exit(TablescopeCommand.run(args, System.out, System.err));
  }
}
