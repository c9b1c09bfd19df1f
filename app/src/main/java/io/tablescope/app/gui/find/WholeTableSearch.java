package io.tablescope.app.gui.find;

import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.task.Progress;
import io.tablescope.app.gui.task.TaskHandle;
import io.tablescope.inspector.table.Table;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * A search over the whole opened table, for any format: the table is read once off the UI thread
 * (with progress and cancel) and kept while it stays open, so later searches only look. A new run
 * replaces the old one, whose result is dropped.
 *
 * @param <T> the format's table
 * @param <W> what reading the whole table gives
 */
public final class WholeTableSearch<T extends Table, W> {
  /** Reads the whole table once. */
  @FunctionalInterface
  public interface Reader<T, W> {
    W read(T table, Progress progress) throws Exception;
  }

  private final MainViewModel main;
  private final Function<Table, T> opened;
  private final Reader<T, W> reader;
  private final String refusal;
  private final String reading;
  private final BooleanProperty running = new SimpleBooleanProperty();
  private final DoubleProperty progress = new SimpleDoubleProperty();
  private final StringProperty status = new SimpleStringProperty("");
  private T readTable;
  private W whole;
  private TaskHandle handle;

  /**
   * @param opened the opened table as this format's, or null when it is not one
   * @param refusal the status when no table of this format is open
   * @param reading the status while reading, or null to leave it to the reader's progress
   */
  public WholeTableSearch(
      MainViewModel main,
      Function<Table, T> opened,
      Reader<T, W> reader,
      String refusal,
      String reading) {
    this.main = main;
    this.opened = opened;
    this.reader = reader;
    this.refusal = refusal;
    this.reading = reading;
  }

  /** Runs {@code work} on the whole table, then shows its result on the UI thread. */
  public <R> void run(Function<W, R> work, Consumer<R> show) {
    T table = opened.apply(main.tableProperty().get());
    if (table == null) {
      status.set(refusal);
      return;
    }
    if (handle != null) {
      handle.cancel();
    }
    running.set(true);
    progress.set(-1);
    if (reading != null) {
      status.set(reading);
    }
    W known = whole != null && readTable == table ? whole : null;
    handle =
        main.tasks()
            .run(
                task -> {
                  W all = known != null ? known : reader.read(table, task);
                  return new Read<>(all, work.apply(all));
                },
                result -> {
                  running.set(false);
                  progress.set(1);
                  if (opened.apply(main.tableProperty().get()) == table) {
                    readTable = table;
                    whole = result.whole();
                  }
                  show.accept(result.value());
                },
                failure -> {
                  running.set(false);
                  progress.set(0);
                  status.set(
                      failure instanceof CancellationException
                          ? "Cancelled."
                          : "Cannot search the table: " + failure.getMessage());
                },
                (fraction, message) -> {
                  progress.set(fraction);
                  status.set(message);
                });
  }

  /** Stops the running search; what was shown stays. */
  public void cancel() {
    if (handle != null && running.get()) {
      handle.cancel();
      running.set(false);
      progress.set(0);
      status.set("Cancelled.");
    }
  }

  /** Forgets the table read, for when another table opens. */
  public void forget() {
    cancel();
    readTable = null;
    whole = null;
    status.set("");
  }

  private record Read<W, R>(W whole, R value) {}

  public BooleanProperty runningProperty() {
    return running;
  }

  public DoubleProperty progressProperty() {
    return progress;
  }

  public StringProperty statusProperty() {
    return status;
  }
}
