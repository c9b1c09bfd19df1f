package io.tablescope.app.gui.hudi.health;

import io.tablescope.app.cli.hudi.HudiHealthFindings;
import io.tablescope.app.gui.health.FormatHealth;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.hudi.health.HudiHealth;
import io.tablescope.inspector.hudi.health.HudiHealthAnalysis;
import io.tablescope.inspector.table.AnalysisProgress;
import io.tablescope.inspector.table.Capability;

/** Hudi's health for the Health view: the analysis the CLI's {@code health} runs, in its words. */
final class HudiHealthFormat implements FormatHealth<HudiTable> {
  @Override
  public HudiTable table(MainViewModel main) {
    return main.tableProperty().get() instanceof HudiTable hudi && hudi.offers(Capability.HEALTH)
        ? hudi
        : null;
  }

  @Override
  public String starting(HudiTable table) {
    return "Reading what blocks " + table.location() + "…";
  }

  @Override
  public Analysed analyse(HudiTable table, AnalysisProgress progress) {
    HudiHealth health = HudiHealthAnalysis.of(table, progress);
    return new Analysed(HudiHealthFindings.of(health), health.problems());
  }
}
