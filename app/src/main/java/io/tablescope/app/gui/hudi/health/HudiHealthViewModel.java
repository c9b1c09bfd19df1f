package io.tablescope.app.gui.hudi.health;

import io.tablescope.app.cli.common.HealthReport;
import io.tablescope.app.cli.hudi.HudiHealthFindings;
import io.tablescope.app.gui.health.IntegrityViewModel;
import io.tablescope.app.gui.hudi.find.HudiFindNavigation;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.task.TaskHandle;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.hudi.check.HudiFinding;
import io.tablescope.inspector.hudi.health.HudiHealth;
import io.tablescope.inspector.hudi.health.HudiHealthAnalysis;
import io.tablescope.inspector.table.Capability;
import io.tablescope.inspector.table.Table;
import java.util.List;
import java.util.concurrent.CancellationException;
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
 * The Hudi Health view's state: analyses what blocks the open table in the background, with
 * progress and cancel, when a table is opened and again on demand; the sections found and the
 * selected finding's details; and the table's integrity, checked when its section is first shown.
 */
public final class HudiHealthViewModel {
  private final MainViewModel main;
  private final ObservableList<HealthReport.Section> sections = FXCollections.observableArrayList();
  private final ObjectProperty<HealthReport.Finding> selected = new SimpleObjectProperty<>();
  private final StringProperty status = new SimpleStringProperty("");
  private final DoubleProperty progress = new SimpleDoubleProperty();
  private final BooleanProperty running = new SimpleBooleanProperty();
  private final IntegrityViewModel<HudiTable, HudiFinding> integrity;
  private TaskHandle handle;

  /** The navigation is where an integrity finding leads: its instant in the History or Tree. */
  public HudiHealthViewModel(MainViewModel main, HudiFindNavigation navigation) {
    this.main = main;
    this.integrity = new IntegrityViewModel<>(main, new HudiIntegrity(navigation));
    main.tableProperty().subscribe(table -> analyse());
  }

  /** Analyses the open table, replacing an analysis still running. */
  void analyse() {
    cancel();
    sections.clear();
    selected.set(null);
    Table open = main.tableProperty().get();
    if (!(open instanceof HudiTable table) || !table.offers(Capability.HEALTH)) {
      status.set("");
      return;
    }
    running.set(true);
    progress.set(-1);
    status.set("Reading what blocks " + table.location() + "…");
    handle =
        main.tasks()
            .run(
                task -> HudiHealthAnalysis.of(table, task.forAnalysis()),
                this::show,
                failure -> {
                  running.set(false);
                  status.set(
                      failure instanceof CancellationException
                          ? "Cancelled."
                          : "Cannot analyse the table: " + failure.getMessage());
                },
                (fraction, message) -> {
                  progress.set(fraction);
                  status.set(message);
                });
  }

  private void show(HudiHealth health) {
    running.set(false);
    List<HealthReport.Section> found = HudiHealthFindings.of(health);
    sections.setAll(found);
    long findings = found.stream().mapToLong(section -> section.findings().size()).sum();
    status.set(
        findings
            + (findings == 1 ? " finding" : " findings")
            + (health.problems().isEmpty()
                ? ""
                : "; " + health.problems().size() + " problems: " + health.problems().get(0)));
  }

  /** Stops the running analysis. */
  void cancel() {
    if (handle != null && running.get()) {
      handle.cancel();
      running.set(false);
      status.set("Cancelled.");
    }
  }

  void select(HealthReport.Finding finding) {
    selected.set(finding);
  }

  /** The Integrity section: every instant file, every file named, the metadata table. */
  IntegrityViewModel<HudiTable, HudiFinding> integrity() {
    return integrity;
  }

  ObservableList<HealthReport.Section> sections() {
    return sections;
  }

  ObjectProperty<HealthReport.Finding> selectedProperty() {
    return selected;
  }

  StringProperty statusProperty() {
    return status;
  }

  DoubleProperty progressProperty() {
    return progress;
  }

  BooleanProperty runningProperty() {
    return running;
  }
}
