package io.tablescope.app.gui.delta.definition;

import io.tablescope.inspector.delta.history.DeltaDefinitionChange;
import io.tablescope.inspector.delta.history.DeltaDefinitionHistory;
import io.tablescope.inspector.delta.history.DeltaDefinitionVersion;
import java.util.ArrayList;
import java.util.List;

/**
 * One change to what a Delta table declares, with the version that made it: a row of the
 * Definition's History.
 */
record DefinitionChangeRow(long version, String operation, DeltaDefinitionChange change) {
  /** Every change of the history, oldest version first. */
  static List<DefinitionChangeRow> of(DeltaDefinitionHistory history) {
    List<DefinitionChangeRow> rows = new ArrayList<>();
    for (DeltaDefinitionVersion version : history.versions()) {
      for (DeltaDefinitionChange change : version.changes()) {
        rows.add(new DefinitionChangeRow(version.version(), version.operation(), change));
      }
    }
    return rows;
  }
}
