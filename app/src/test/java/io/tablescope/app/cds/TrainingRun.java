package io.tablescope.app.cds;

import io.tablescope.app.bench.AppLaunchProbe;
import io.tablescope.app.cli.TablescopeCommand;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

/**
 * The training run the build lists classes from for the class-data-sharing archive (see the
 * launchers' execution in app/pom.xml): typical commands on the demo warehouse, one after another
 * in one JVM, so that one list holds every class they load. Their output is discarded.
 *
 * <p>Argument: the demo warehouse folder.
 */
public final class TrainingRun {
  private TrainingRun() {}

  public static void main(String[] args) {
    Path demo = Path.of(args[0]);
    String orders = demo.resolve("sales/orders").toString();
    String lakeOrders = demo.resolve("lake/orders").toString();
    List<List<String>> commands =
        List.of(
            List.of("--help"),
            List.of("summary", orders),
            List.of("summary", orders, "--json"),
            List.of("tree", orders, "--json"),
            List.of("files", orders),
            List.of("health", orders),
            List.of("check", orders),
            List.of("summary", lakeOrders, "--json"),
            List.of(
                "replay",
                lakeOrders,
                "--op",
                demo.resolve("lake/orders/_proposals/eu-restatement.op.json").toString()));
    PrintStream discard = new PrintStream(OutputStream.nullOutputStream());
    for (List<String> command : commands) {
      TablescopeCommand.run(command.toArray(String[]::new), discard, discard);
    }
    // Last the desktop app on the same table, on Monocle's headless screen: the probe ends the
    // run once the History is painted.
    System.setProperty("glass.platform", "Monocle");
    System.setProperty("monocle.platform", "Headless");
    System.setProperty("prism.order", "sw");
    System.setProperty("headless.geometry", "1920x1200-32");
    AppLaunchProbe.main(new String[] {"open", orders});
  }
}
