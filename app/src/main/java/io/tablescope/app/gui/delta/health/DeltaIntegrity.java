package io.tablescope.app.gui.delta.health;

import io.tablescope.app.cli.common.Numbers;
import io.tablescope.app.cli.delta.DeltaCheckOutput;
import io.tablescope.app.gui.format.MainTabs;
import io.tablescope.app.gui.health.FormatIntegrity;
import io.tablescope.app.gui.health.IntegrityColumn;
import io.tablescope.app.gui.health.IntegrityView;
import io.tablescope.app.gui.health.IntegrityViewModel;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.task.Progress;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.delta.check.DeltaCheckReport;
import io.tablescope.inspector.delta.check.DeltaFinding;
import io.tablescope.inspector.delta.check.DeltaIntegrityCheck;
import java.util.List;
import java.util.function.LongConsumer;

/**
 * Delta's Integrity section: the check the CLI's {@code check} runs, its verdict in the same words;
 * a finding about a version leads to that version in the History.
 */
public final class DeltaIntegrity implements FormatIntegrity<DeltaTable, DeltaFinding> {
  /** The findings' columns, as the CLI's lines order them. */
  public static final List<IntegrityColumn<DeltaFinding>> COLUMNS =
      List.of(
          new IntegrityColumn<>("Check", 170, DeltaFinding::check),
          new IntegrityColumn<>("Severity", 80, finding -> finding.severity().word()),
          new IntegrityColumn<>("Version", 80, DeltaFinding::version),
          new IntegrityColumn<>("Path", 320, DeltaFinding::path),
          new IntegrityColumn<>("Message", 520, DeltaFinding::message));

  private final LongConsumer showVersion;

  /**
   * @param showVersion shows a version of the open table in the History
   */
  public DeltaIntegrity(LongConsumer showVersion) {
    this.showVersion = showVersion;
  }

  /** The section for the main window's table, a finding leading to its version in the History. */
  public static IntegrityView<DeltaFinding> view(MainTabs tabs) {
    MainViewModel main = tabs.main();
    return new IntegrityView<>(
        new IntegrityViewModel<>(main, new DeltaIntegrity(version -> show(tabs, version))),
        COLUMNS);
  }

  private static void show(MainTabs tabs, long version) {
    if (tabs.main().tableProperty().get() instanceof DeltaTable table) {
      table
          .commit(version)
          .ifPresent(
              commit -> {
                tabs.main().selectedCommitProperty().set(commit);
                tabs.showHistory();
              });
    }
  }

  @Override
  public DeltaTable table(MainViewModel main) {
    return main.tableProperty().get() instanceof DeltaTable delta ? delta : null;
  }

  @Override
  public String starting(DeltaTable table) {
    return "Checking " + Numbers.count(table.log().versions().size(), "version") + "…";
  }

  @Override
  public Checked<DeltaFinding> check(DeltaTable table, Progress work) {
    DeltaCheckReport report = DeltaIntegrityCheck.run(table, work.forAnalysis());
    return new Checked<>(report.findings(), DeltaCheckOutput.verdict(report));
  }

  @Override
  public void open(DeltaFinding finding) {
    if (finding.version() != null) {
      showVersion.accept(finding.version());
    }
  }
}
