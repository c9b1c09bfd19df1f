package io.tablescope.app.gui.hudi.health;

import io.tablescope.app.cli.common.Numbers;
import io.tablescope.app.cli.hudi.HudiCheckOutput;
import io.tablescope.app.gui.health.FormatIntegrity;
import io.tablescope.app.gui.hudi.find.HudiFindNavigation;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.task.Progress;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.hudi.check.HudiCheckReport;
import io.tablescope.inspector.hudi.check.HudiFinding;
import io.tablescope.inspector.hudi.check.HudiIntegrityCheck;
import java.util.Set;

/**
 * Hudi's Integrity section: the check the CLI's {@code check} runs, its verdict in the same words;
 * a finding about a data file leads to the file in its instant's Tree, any other finding with an
 * instant to the instant in the History.
 */
final class HudiIntegrity implements FormatIntegrity<HudiTable, HudiFinding> {
  /** The rules whose path is a base or log file the instant wrote or its latest slice holds. */
  private static final Set<String> FILE_RULES = Set.of("write-file", "slice-file");

  private final HudiFindNavigation navigation;

  HudiIntegrity(HudiFindNavigation navigation) {
    this.navigation = navigation;
  }

  @Override
  public HudiTable table(MainViewModel main) {
    return main.tableProperty().get() instanceof HudiTable hudi ? hudi : null;
  }

  @Override
  public String starting(HudiTable table) {
    return "Checking " + Numbers.count(table.timeline().instants().size(), "instant") + "…";
  }

  /** Hudi's check reads every instant once and reports no progress: cancel drops its answer. */
  @Override
  public Checked<HudiFinding> check(HudiTable table, Progress work) {
    HudiCheckReport report = HudiIntegrityCheck.run(table);
    return new Checked<>(report.findings(), HudiCheckOutput.verdict(report));
  }

  @Override
  public void open(HudiFinding finding) {
    if (finding.instant() == null) {
      return;
    }
    if (finding.path() != null && FILE_RULES.contains(finding.rule())) {
      navigation.showFile(finding.instant(), finding.path());
    } else {
      navigation.showInstant(finding.instant());
    }
  }
}
