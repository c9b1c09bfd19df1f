package io.tablescope.app.gui.hudi.health;

import io.tablescope.app.cli.hudi.HudiHealthFindings;
import io.tablescope.app.gui.health.FormatHealth;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.hudi.health.HudiHealth;
import io.tablescope.inspector.hudi.health.HudiHealthAnalysis;
import io.tablescope.inspector.table.AnalysisProgress;

/** Hudi's health for the Health view: the analysis the CLI's {@code health} runs, in its words. */
final class HudiHealthFormat implements FormatHealth<HudiTable> {
  @Override
  public Class<HudiTable> type() {
    return HudiTable.class;
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
