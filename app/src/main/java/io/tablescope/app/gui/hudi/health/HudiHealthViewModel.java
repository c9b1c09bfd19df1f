package io.tablescope.app.gui.hudi.health;

import io.tablescope.app.gui.health.HealthViewModel;
import io.tablescope.app.gui.health.IntegrityViewModel;
import io.tablescope.app.gui.hudi.find.HudiFindNavigation;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.hudi.check.HudiFinding;

/**
 * The Hudi Health view's state: what blocks the open table, analysed in the background when a table
 * is opened and again on demand; and the table's integrity, checked when its section is first
 * shown.
 */
public final class HudiHealthViewModel {
  private final HealthViewModel<HudiTable> health;
  private final IntegrityViewModel<HudiTable, HudiFinding> integrity;

  /** The navigation is where an integrity finding leads: its instant in the History or Tree. */
  public HudiHealthViewModel(MainViewModel main, HudiFindNavigation navigation) {
    this.health = new HealthViewModel<>(main, new HudiHealthFormat());
    this.integrity = new IntegrityViewModel<>(main, new HudiIntegrity(navigation));
  }

  /** The sections of findings. */
  HealthViewModel<HudiTable> health() {
    return health;
  }

  /** The Integrity section: every instant file, every file named, the metadata table. */
  IntegrityViewModel<HudiTable, HudiFinding> integrity() {
    return integrity;
  }
}
