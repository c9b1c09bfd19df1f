package io.tablescope.app.gui.health;

import io.tablescope.app.cli.common.HealthReport;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.task.TaskHandle;
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
 * A Health view's state, whatever the format: analyses the open table in the background, with
 * progress and cancel, when a table is opened and again on demand; the sections found and the
 * selected finding.
 *
 * @param <T> the format's table
 */
public final class HealthViewModel<T extends Table> {
  private final MainViewModel main;
  private final FormatHealth<T> format;
  private final ObservableList<HealthReport.Section> sections = FXCollections.observableArrayList();
  private final ObjectProperty<HealthReport.Finding> selected = new SimpleObjectProperty<>();
  private final StringProperty status = new SimpleStringProperty("");
  private final DoubleProperty progress = new SimpleDoubleProperty();
  private final BooleanProperty running = new SimpleBooleanProperty();
  private TaskHandle handle;

  public HealthViewModel(MainViewModel main, FormatHealth<T> format) {
    this.main = main;
    this.format = format;
    main.tableProperty().subscribe(table -> analyse());
  }

  /** Analyses the open table, replacing an analysis still running. */
  public void analyse() {
    cancel();
    sections.clear();
    selected.set(null);
    T table = format.table(main);
    if (table == null) {
      status.set("");
      return;
    }
    running.set(true);
    progress.set(-1);
    status.set(format.starting(table));
    handle =
        main.tasks()
            .run(
                task -> format.analyse(table, task.forAnalysis()),
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

  private void show(FormatHealth.Analysed analysed) {
    running.set(false);
    List<HealthReport.Section> found = analysed.sections();
    sections.setAll(found);
    long findings = found.stream().mapToLong(section -> section.findings().size()).sum();
    status.set(
        findings
            + (findings == 1 ? " finding" : " findings")
            + (analysed.problems().isEmpty()
                ? ""
                : "; " + analysed.problems().size() + " problems: " + analysed.problems().get(0)));
  }

  /** Stops the running analysis. */
  public void cancel() {
    if (handle != null && running.get()) {
      handle.cancel();
      running.set(false);
      status.set("Cancelled.");
    }
  }

  public void select(HealthReport.Finding finding) {
    selected.set(finding);
  }

  public ObservableList<HealthReport.Section> sections() {
    return sections;
  }

  public ObjectProperty<HealthReport.Finding> selectedProperty() {
    return selected;
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
