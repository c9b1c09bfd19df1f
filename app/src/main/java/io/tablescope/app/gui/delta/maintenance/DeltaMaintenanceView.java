package io.tablescope.app.gui.delta.maintenance;

import io.tablescope.app.gui.session.MainViewModel;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;

/** Delta's maintenance previews, VACUUM and the log clean-up, a tab each. */
public final class DeltaMaintenanceView extends TabPane {
  public DeltaMaintenanceView(MainViewModel main) {
    Tab vacuum =
        new Tab(
            "VACUUM",
            new DeltaVacuumView(new DeltaVacuumViewModel(main, System::currentTimeMillis)));
    vacuum.setId("deltaVacuumTab");
    Tab log =
        new Tab(
            "Log clean-up",
            new DeltaLogCleanupView(new DeltaLogCleanupViewModel(main, System::currentTimeMillis)));
    log.setId("deltaLogCleanupTab");
    getTabs().setAll(vacuum, log);
    setTabClosingPolicy(TabClosingPolicy.UNAVAILABLE);
    setId("deltaMaintenance");
  }
}
