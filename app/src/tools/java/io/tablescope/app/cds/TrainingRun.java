package io.tablescope.app.cds;

import io.tablescope.app.bench.AppLaunchProbe;
import io.tablescope.app.cli.TablescopeCommand;
import io.tablescope.app.gui.shell.TableTabs;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;

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
    // run once the History is painted and every other tab, whose view is built only when it is
    // first opened, has been opened and drawn once.
    System.setProperty("glass.platform", "Monocle");
    System.setProperty("monocle.platform", "Headless");
    System.setProperty("prism.order", "sw");
    System.setProperty("headless.geometry", "1920x1200-32");
    AppLaunchProbe.run(new String[] {"open", orders}, TrainingRun::openEveryTab);
  }

  private static void openEveryTab(TableTabs window) {
    TabPane tabs = (TabPane) window.lookup("#mainTabs");
    for (Tab tab : tabs.getTabs()) {
      tabs.getSelectionModel().select(tab);
      window.snapshot(null, null);
    }
  }
}
