package io.tablescope.app.gui.format;

import io.tablescope.app.gui.common.Icons;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.inspector.table.Capability;
import javafx.beans.value.ObservableBooleanValue;

/** The window a format's views are drawn in: its table's state and its tabs. */
public interface MainTabs {
  MainViewModel main();

  Icons icons();

  /** Selects the tab of a capability, when the opened table offers it. */
  void show(Capability capability);

  /** Selects the History tab. */
  void showHistory();

  /** Whether the tab of a capability is the one shown: a view that reads only while seen. */
  ObservableBooleanValue shown(Capability capability);
}
