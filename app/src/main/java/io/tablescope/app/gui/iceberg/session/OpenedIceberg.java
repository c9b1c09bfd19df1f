package io.tablescope.app.gui.iceberg.session;

import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.inspector.iceberg.IcebergTable;

/** The opened table as Iceberg's own views read it. */
public final class OpenedIceberg {
  private OpenedIceberg() {}

  /** The opened table when it is an Iceberg table, else null. */
  public static IcebergTable of(MainViewModel main) {
    return main.tableProperty().get() instanceof IcebergTable iceberg ? iceberg : null;
  }
}
