package io.tablescope.app.gui.delta.health;

import io.tablescope.app.cli.delta.DeltaHealthFindings;
import io.tablescope.app.gui.health.FormatHealth;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.delta.health.DeltaHealth;
import io.tablescope.inspector.delta.health.DeltaHealthAnalysis;
import io.tablescope.inspector.table.AnalysisProgress;

/** Delta's health for the Health view: the analysis the CLI's {@code health} runs, in its words. */
final class DeltaHealthFormat implements FormatHealth<DeltaTable> {
  @Override
  public Class<DeltaTable> type() {
    return DeltaTable.class;
  }

  @Override
  public String starting(DeltaTable table) {
    return "Reading the log of " + table.location() + "…";
  }

  @Override
  public Analysed analyse(DeltaTable table, AnalysisProgress progress) {
    DeltaHealth health = DeltaHealthAnalysis.of(table, progress);
    return new Analysed(DeltaHealthFindings.of(health), health.problems());
  }
}
