package io.tablescope.app.gui.delta.health;

import io.tablescope.app.cli.delta.DeltaHealthFindings;
import io.tablescope.app.gui.health.FormatHealth;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.delta.health.DeltaHealth;
import io.tablescope.inspector.delta.health.DeltaHealthAnalysis;
import io.tablescope.inspector.table.AnalysisProgress;
import io.tablescope.inspector.table.Capability;

/** Delta's health for the Health view: the analysis the CLI's {@code health} runs, in its words. */
final class DeltaHealthFormat implements FormatHealth<DeltaTable> {
  @Override
  public DeltaTable table(MainViewModel main) {
    return main.tableProperty().get() instanceof DeltaTable delta && delta.offers(Capability.HEALTH)
        ? delta
        : null;
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
