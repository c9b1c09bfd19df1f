package io.tablescope.app.gui.iceberg.health;

import io.tablescope.app.gui.health.FormatIntegrity;
import io.tablescope.app.gui.health.IntegrityColumn;
import io.tablescope.app.gui.health.IntegrityView;
import io.tablescope.app.gui.health.IntegrityViewModel;
import io.tablescope.app.gui.iceberg.session.OpenedIceberg;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.task.Progress;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.check.CheckProgress;
import io.tablescope.inspector.iceberg.check.Finding;
import io.tablescope.inspector.iceberg.check.IntegrityCheck;
import io.tablescope.inspector.iceberg.check.IntegrityReport;
import java.util.List;
import java.util.Optional;

/**
 * Iceberg's Integrity section: the whole-table check snapshot by snapshot, with progress and
 * cancel; a finding leads to its manifest in the Tree or its snapshot in the History.
 */
public final class IcebergIntegrity implements FormatIntegrity<IcebergTable, Finding> {
  private static final List<IntegrityColumn<Finding>> COLUMNS =
      List.of(
          new IntegrityColumn<>("Check", 170, Finding::check),
          new IntegrityColumn<>("Snapshot", 170, Finding::snapshotId),
          new IntegrityColumn<>("Path", 320, Finding::path),
          new IntegrityColumn<>("Message", 520, Finding::message));

  private final MainViewModel main;
  private final HealthNavigation navigation;

  private IcebergIntegrity(MainViewModel main, HealthNavigation navigation) {
    this.main = main;
    this.navigation = navigation;
  }

  /** The section for the main window's table, leading to findings through the navigation. */
  public static IntegrityView<Finding> view(MainViewModel main, HealthNavigation navigation) {
    return new IntegrityView<>(
        new IntegrityViewModel<>(main, new IcebergIntegrity(main, navigation)), COLUMNS);
  }

  @Override
  public IcebergTable table(MainViewModel main) {
    return OpenedIceberg.of(main);
  }

  @Override
  public String starting(IcebergTable table) {
    return "Checking " + table.metadata().snapshots().size() + " snapshots…";
  }

  @Override
  public Checked<Finding> check(IcebergTable table, Progress work) {
    IntegrityReport report = IntegrityCheck.run(table, listener(work));
    return new Checked<>(report.findings(), report.verdict());
  }

  private static CheckProgress listener(Progress work) {
    return new CheckProgress() {
      @Override
      public void examined(int done, int total) {
        work.update(
            total == 0 ? 1 : (double) done / total,
            "Checked " + done + " of " + total + " snapshots…");
      }

      @Override
      public boolean isCancelled() {
        return work.isCancelled();
      }
    };
  }

  /**
   * Shows where a finding is: the manifest in its snapshot's Tree when its path names a manifest
   * (neither the metadata file nor the snapshot's manifest list), else the snapshot in the History.
   */
  @Override
  public void open(Finding finding) {
    IcebergTable table = OpenedIceberg.of(main);
    if (table == null || finding.snapshotId() == null) {
      return;
    }
    Optional<Snapshot> snapshot = table.snapshot(finding.snapshotId());
    if (snapshot.isEmpty()) {
      return;
    }
    String path = finding.path();
    boolean manifest =
        path != null
            && !path.equals(table.metadata().metadataFile())
            && !path.equals(snapshot.get().manifestList());
    if (manifest) {
      navigation.showManifest(finding.snapshotId(), path);
    } else {
      navigation.showSnapshot(finding.snapshotId());
    }
  }
}
