package io.tablescope.app.gui.iceberg.health;

import io.tablescope.app.gui.iceberg.session.OpenedIceberg;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.task.Progress;
import io.tablescope.app.gui.task.TaskHandle;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.check.CheckProgress;
import io.tablescope.inspector.iceberg.check.Finding;
import io.tablescope.inspector.iceberg.check.IntegrityCheck;
import io.tablescope.inspector.iceberg.check.IntegrityReport;
import java.util.Optional;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Integrity section: runs the whole-table integrity check in the background with progress and
 * cancel, once by itself the first time the section is shown for a table, and again on demand;
 * holds its findings and what it examined, and leads from a finding to its manifest or snapshot.
 */
public final class IntegrityViewModel {
  private final MainViewModel main;
  private final HealthNavigation navigation;
  private final ObservableList<Finding> findings = FXCollections.observableArrayList();
  private final ObjectProperty<IntegrityReport> report = new SimpleObjectProperty<>();
  private final StringProperty status = new SimpleStringProperty("");
  private final DoubleProperty progress = new SimpleDoubleProperty();
  private final BooleanProperty running = new SimpleBooleanProperty();
  private IcebergTable checked;
  private boolean shown;
  private TaskHandle handle;

  public IntegrityViewModel(MainViewModel main, HealthNavigation navigation) {
    this.main = main;
    this.navigation = navigation;
    main.tableProperty().addListener((observable, old, table) -> tableChanged());
  }

  private void tableChanged() {
    cancel();
    checked = null;
    report.set(null);
    findings.clear();
    status.set("");
    if (shown) {
      check();
    }
  }

  /** Whether the section is on screen; the first time it is for a table, the check runs. */
  public void setShown(boolean shown) {
    this.shown = shown;
    if (shown && checked != OpenedIceberg.of(main)) {
      check();
    }
  }

  /** Checks the open Iceberg table in the background, replacing a check still running. */
  public void check() {
    IcebergTable table = OpenedIceberg.of(main);
    if (table == null) {
      return;
    }
    if (handle != null) {
      handle.cancel();
    }
    checked = table;
    running.set(true);
    progress.set(0);
    status.set("Checking " + table.metadata().snapshots().size() + " snapshots…");
    handle =
        main.tasks()
            .run(
                work -> IntegrityCheck.run(table, listener(work)),
                this::show,
                failure -> {
                  running.set(false);
                  status.set("Check failed: " + failure.getMessage());
                },
                (fraction, message) -> {
                  progress.set(fraction);
                  status.set(message);
                });
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

  private void show(IntegrityReport result) {
    running.set(false);
    progress.set(1);
    report.set(result);
    findings.setAll(result.findings());
    status.set(result.verdict());
  }

  /** Stops the running check; what it found so far is dropped. */
  public void cancel() {
    if (handle != null && running.get()) {
      handle.cancel();
      running.set(false);
      progress.set(0);
      status.set("Cancelled.");
      checked = null;
    }
  }

  /**
   * Shows where a finding is: the manifest in its snapshot's Tree when its path names a manifest
   * (neither the metadata file nor the snapshot's manifest list), else the snapshot in the History.
   */
  public void open(Finding finding) {
    IcebergTable table = OpenedIceberg.of(main);
    if (table == null || finding == null || finding.snapshotId() == null) {
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

  public ObservableList<Finding> findings() {
    return findings;
  }

  public ObjectProperty<IntegrityReport> reportProperty() {
    return report;
  }

  public StringProperty statusProperty() {
    return status;
  }

  public DoubleProperty progressProperty() {
    return progress;
  }

  public BooleanProperty runningProperty() {
    return running;
  }
}
