package io.tablescope.app.gui.health;

import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.task.TaskHandle;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.control.ProgressIndicator;

/**
 * The Integrity section of any format's Health tab: runs the format's whole-table check in the
 * background with progress and cancel, once by itself the first time the section is shown for a
 * table, and again on demand; holds its findings and verdict, and leads from a finding to where it
 * is.
 *
 * @param <T> the format's table
 * @param <F> one finding of its check
 */
public final class IntegrityViewModel<T, F> {
  private final MainViewModel main;
  private final FormatIntegrity<T, F> format;
  private final ObservableList<F> findings = FXCollections.observableArrayList();
  private final StringProperty status = new SimpleStringProperty("");
  private final DoubleProperty progress = new SimpleDoubleProperty();
  private final BooleanProperty running = new SimpleBooleanProperty();
  private T checked;
  private boolean shown;
  private TaskHandle handle;

  public IntegrityViewModel(MainViewModel main, FormatIntegrity<T, F> format) {
    this.main = main;
    this.format = format;
    main.tableProperty().addListener((observable, old, table) -> tableChanged());
  }

  private void tableChanged() {
    cancel();
    checked = null;
    findings.clear();
    status.set("");
    if (shown) {
      check();
    }
  }

  /** Whether the section is on screen; the first time it is for a table, the check runs. */
  public void setShown(boolean shown) {
    this.shown = shown;
    if (shown && checked != format.table(main)) {
      check();
    }
  }

  /** Checks the open table in the background, replacing a check still running. */
  public void check() {
    T table = format.table(main);
    if (table == null) {
      return;
    }
    if (handle != null) {
      handle.cancel();
    }
    checked = table;
    running.set(true);
    // Until the check says how far it is, the bar only says it runs.
    progress.set(ProgressIndicator.INDETERMINATE_PROGRESS);
    status.set(format.starting(table));
    handle =
        main.tasks()
            .run(
                work -> format.check(table, work),
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

  private void show(FormatIntegrity.Checked<F> result) {
    running.set(false);
    progress.set(1);
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

  /** Shows where a finding is. */
  public void open(F finding) {
    if (finding != null && format.table(main) != null) {
      format.open(finding);
    }
  }

  public ObservableList<F> findings() {
    return findings;
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
