package io.tablescope.app.gui.iceberg.health;

import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.task.TaskHandle;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.health.CommitConflict;
import io.tablescope.inspector.iceberg.health.CommitPressure;
import io.tablescope.inspector.iceberg.health.CommitRetries;
import io.tablescope.inspector.iceberg.health.CommitWriter;
import io.tablescope.inspector.iceberg.health.HealthReport;
import io.tablescope.inspector.iceberg.health.MetadataGrowth;
import io.tablescope.inspector.table.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.LongSupplier;
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
 * The Health overview: the {@link HealthReport} of the opened Iceberg table, computed in the
 * background when the overview is shown for a table, with progress and cancel. A newer run's result
 * replaces an older one's, never the reverse.
 */
public final class HealthOverviewViewModel {
  private final MainViewModel main;
  private final LongSupplier clock;
  private final ObjectProperty<HealthReport> report = new SimpleObjectProperty<>();
  private final ObservableList<String> advice = FXCollections.observableArrayList();
  private final ObservableList<CommitWriter> writers = FXCollections.observableArrayList();
  private final ObservableList<CommitConflict> conflicts = FXCollections.observableArrayList();
  private final BooleanProperty running = new SimpleBooleanProperty();
  private final DoubleProperty progress = new SimpleDoubleProperty();
  private final StringProperty status = new SimpleStringProperty("");
  private Table computedFor;
  private TaskHandle handle;

  public HealthOverviewViewModel(MainViewModel main) {
    this(main, System::currentTimeMillis);
  }

  /**
   * @param clock the time expiry is imagined at
   */
  HealthOverviewViewModel(MainViewModel main, LongSupplier clock) {
    this.main = main;
    this.clock = clock;
  }

  /**
   * Computes the report of the opened table unless it already has (or is computing) it; a Delta
   * table or none clears it.
   */
  public void show() {
    Table table = main.tableProperty().get();
    if (table == computedFor) {
      return;
    }
    cancel();
    computedFor = table;
    clear();
    if (!(table instanceof IcebergTable iceberg)) {
      return;
    }
    long now = clock.getAsLong();
    running.set(true);
    progress.set(-1);
    status.set("Reading the metadata folder…");
    TaskHandle run =
        main.tasks()
            .run(
                work -> {
                  MetadataGrowth growth = MetadataGrowth.of(iceberg, now);
                  if (work.isCancelled()) {
                    throw new CancellationException();
                  }
                  work.update(
                      0.5, "Reading " + iceberg.metadata().snapshots().size() + " commits…");
                  return new HealthReport(
                      growth, CommitPressure.of(iceberg.metadata()), CommitRetries.of(iceberg));
                },
                this::showReport,
                failure -> {
                  running.set(false);
                  status.set("");
                  main.errorProperty()
                      .set("Health of " + table.location() + ": " + failure.getMessage());
                },
                (fraction, message) -> {
                  progress.set(fraction);
                  status.set(message);
                });
    handle = run;
  }

  /** Stops the running computation; the overview stays empty until shown again. */
  public void cancel() {
    if (handle != null && running.get()) {
      handle.cancel();
      running.set(false);
      status.set("Cancelled.");
      computedFor = null;
    }
    handle = null;
  }

  private void showReport(HealthReport result) {
    running.set(false);
    status.set("");
    report.set(result);
    List<String> lines = new ArrayList<>(result.metadata().advice());
    lines.addAll(result.commits().advice());
    lines.addAll(result.retries().advice());
    advice.setAll(lines);
    writers.setAll(result.commits().writers());
    conflicts.setAll(result.commits().conflicts());
  }

  private void clear() {
    report.set(null);
    advice.clear();
    writers.clear();
    conflicts.clear();
    status.set("");
  }

  /** The report shown, or null while none is. */
  public ObjectProperty<HealthReport> reportProperty() {
    return report;
  }

  /** The metadata's advice, then the commits', then the retries'. */
  public ObservableList<String> advice() {
    return advice;
  }

  public ObservableList<CommitWriter> writers() {
    return writers;
  }

  public ObservableList<CommitConflict> conflicts() {
    return conflicts;
  }

  public BooleanProperty runningProperty() {
    return running;
  }

  /** Done so far, from 0 to 1, or negative when unknown. */
  public DoubleProperty progressProperty() {
    return progress;
  }

  public StringProperty statusProperty() {
    return status;
  }
}
