package io.tablescope.app.gui.hudi.maintenance;

import io.tablescope.app.gui.session.MainViewModel;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;

/** Hudi's maintenance previews, Expire (clean and archival) and Orphans, a tab each. */
public final class HudiMaintenanceView extends TabPane {
  public HudiMaintenanceView(MainViewModel main) {
    Tab expire =
        new Tab(
            "Expire", new HudiExpireView(new HudiExpireViewModel(main, System::currentTimeMillis)));
    expire.setId("hudiExpireTab");
    Tab orphans = new Tab("Orphans", new HudiOrphansView(new HudiOrphansViewModel(main)));
    orphans.setId("hudiOrphansTab");
    getTabs().setAll(expire, orphans);
    setTabClosingPolicy(TabClosingPolicy.UNAVAILABLE);
    setId("hudiMaintenance");
  }
}
