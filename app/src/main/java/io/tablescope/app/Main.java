package io.tablescope.app;

import io.tablescope.app.cli.TablescopeCommand;
import io.tablescope.app.gui.shell.DesktopLauncher;

/**
 * The executable's entry point. With no arguments it opens the desktop app on the bundled demo
 * warehouse, with {@code open TABLE} on that table; every other command runs headless, from the
 * command line, without starting JavaFX.
 */
public final class Main {
  private Main() {}

  public static void main(String[] args) {
    if (args.length == 0) {
      DesktopLauncher.launchOnDemoWarehouse();
    } else if (args.length == 2 && args[0].equals("open")) {
      DesktopLauncher.launch(args[1]);
    } else {
      System.exit(TablescopeCommand.run(args, System.out, System.err));
    }
  }
}
