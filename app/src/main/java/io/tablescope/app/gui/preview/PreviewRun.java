package io.tablescope.app.gui.preview;

import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.task.TaskHandle;
import io.tablescope.inspector.table.AnalysisProgress;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The background run of a maintenance preview: its progress, its cancellation, and its error. A new
 * run cancels the one before, so an older result never replaces a newer one.
 */
public final class PreviewRun {
  /** Work that reads the table and reports through Iceberg-neutral progress. */
  public interface PreviewWork<T> {
    T run(AnalysisProgress progress) throws Exception;
  }

  private final MainViewModel main;
  private final BooleanProperty running = new SimpleBooleanProperty();
  private final DoubleProperty progress = new SimpleDoubleProperty();
  private final StringProperty message = new SimpleStringProperty("");
  private final StringProperty error = new SimpleStringProperty("");
  private TaskHandle handle;

  /**
   * @param forget clears what the last preview showed; runs when another table opens, after the run
   *     in progress is cancelled and before its error is cleared
   */
  public PreviewRun(MainViewModel main, Runnable forget) {
    this.main = main;
    main.tableProperty()
        .addListener(
            (observable, old, table) -> {
              cancel();
              forget.run();
              error.set("");
            });
  }

  public <T> void start(PreviewWork<T> work, Consumer<T> onResult) {
    cancel();
    running.set(true);
    progress.set(-1);
    error.set("");
    message.set("Reading …");
    TaskHandle started =
        main.tasks()
            .run(
                task -> work.run(task.forAnalysis()),
                result -> {
                  running.set(false);
                  progress.set(0);
                  message.set("");
                  onResult.accept(result);
                },
                failure -> {
                  running.set(false);
                  progress.set(0);
                  message.set("");
                  if (!(failure instanceof CancellationException)) {
                    error.set(
                        failure.getMessage() == null
                            ? failure.getClass().getSimpleName()
                            : failure.getMessage());
                  }
                },
                (fraction, text) -> {
                  progress.set(fraction);
                  message.set(text);
                });
    handle = started;
  }

  /** Stops the run in progress; its result is dropped. */
  public void cancel() {
    if (handle != null && running.get()) {
      handle.cancel();
      message.set("Cancelled.");
    }
    running.set(false);
    progress.set(0);
    handle = null;
  }

  public BooleanProperty runningProperty() {
    return running;
  }

  public DoubleProperty progressProperty() {
    return progress;
  }

  public StringProperty messageProperty() {
    return message;
  }

  public StringProperty errorProperty() {
    return error;
  }
}
