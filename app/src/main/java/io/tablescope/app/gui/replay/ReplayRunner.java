package io.tablescope.app.gui.replay;

import io.tablescope.app.gui.task.ProgressListener;
import io.tablescope.app.gui.task.TaskHandle;
import io.tablescope.app.gui.task.Tasks;
import io.tablescope.app.gui.task.Work;
import java.util.List;
import java.util.function.Consumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * What a Replay tab shows, the same for every format: the plan before a run, the run in the
 * background (cancellable), then the result, its checks, its failures, the selected failure, the
 * verdict and the explanation. The format's view model says what to replay and how to word it; one
 * that runs its replay elsewhere (Iceberg's, with progress, through the main view model) uses only
 * what this holds.
 *
 * @param <R> the format's replay result
 * @param <C> one check that ran
 * @param <F> one failure
 */
public final class ReplayRunner<R, C, F> {
  private final ObjectProperty<R> result = new SimpleObjectProperty<>();
  private final ObservableList<C> checks = FXCollections.observableArrayList();
  private final ObservableList<F> failures = FXCollections.observableArrayList();
  private final ObjectProperty<F> selectedFailure = new SimpleObjectProperty<>();
  private final StringProperty verdict = new SimpleStringProperty("");
  private final StringProperty plan = new SimpleStringProperty("");
  private final StringProperty explanation = new SimpleStringProperty("");
  private final BooleanProperty running = new SimpleBooleanProperty();
  private TaskHandle task;

  /**
   * Clears the last result and runs {@code work} in the background; {@code shown} gets its answer
   * on the UI thread unless the run was cancelled. A failure becomes the verdict.
   */
  public <A> void run(Tasks tasks, Work<A> work, Consumer<A> shown) {
    cancel();
    clear();
    running.set(true);
    verdict.set("Replaying …");
    task =
        tasks.run(
            work,
            answer -> {
              running.set(false);
              shown.accept(answer);
            },
            failure -> {
              running.set(false);
              verdict.set("Cannot replay: " + failure.getMessage());
            },
            ProgressListener.IGNORE);
  }

  /** Stops waiting for a replay still running; its answer is dropped. */
  public void cancel() {
    if (task != null && running.get()) {
      task.cancel();
      running.set(false);
      verdict.set("Cancelled.");
    }
    task = null;
  }

  /** Forgets the last result, its verdict and explanation. */
  public void clear() {
    result.set(null);
    checks.clear();
    failures.clear();
    selectedFailure.set(null);
    verdict.set("");
    explanation.set("");
  }

  /** Shows a result with its checks and failures; the caller words the verdict. */
  public void show(R replayed, List<? extends C> checked, List<? extends F> failed) {
    result.set(replayed);
    checks.setAll(checked);
    failures.setAll(failed);
  }

  public ObjectProperty<R> resultProperty() {
    return result;
  }

  public ObservableList<C> checks() {
    return checks;
  }

  public ObservableList<F> failures() {
    return failures;
  }

  public ObjectProperty<F> selectedFailureProperty() {
    return selectedFailure;
  }

  public StringProperty verdictProperty() {
    return verdict;
  }

  /** What a press of Replay would check with the current choices. */
  public StringProperty planProperty() {
    return plan;
  }

  public StringProperty explanationProperty() {
    return explanation;
  }

  public BooleanProperty runningProperty() {
    return running;
  }
}
