package io.tablescope.app.gui.shell;

import io.tablescope.app.gui.delta.DeltaViews;
import io.tablescope.app.gui.format.FormatUi;
import io.tablescope.app.gui.hudi.HudiViews;
import io.tablescope.app.gui.iceberg.IcebergViews;
import io.tablescope.inspector.table.TableFormat;
import java.util.List;

/**
 * The formats the window draws, beside the inspector's registry of the formats it reads; the first
 * draws the tabs shown before any table is open.
 */
final class StandardFormats {
  private StandardFormats() {}

  static List<FormatUi> views() {
    return List.of(
        new FormatUi(TableFormat.ICEBERG, IcebergViews::new),
        new FormatUi(TableFormat.DELTA, DeltaViews::new),
        new FormatUi(TableFormat.HUDI, HudiViews::new));
  }
}
