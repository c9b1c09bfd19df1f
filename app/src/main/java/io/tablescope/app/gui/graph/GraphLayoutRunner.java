package io.tablescope.app.gui.graph;

import io.tablescope.app.gui.task.TaskHandle;
import io.tablescope.app.gui.task.Tasks;
import io.tablescope.inspector.table.AnalysisProgress;
import io.tablescope.inspector.table.graph.TreeGraph;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * Lays a graph out in the background with progress and cancel, for any format's graph view model: a
 * newer layout replaces an older one, never the reverse, and a cancelled one leaves the graph drawn
 * before it.
 */
public final class GraphLayoutRunner {
  private final Tasks tasks;
  private final Consumer<String> onError;
  private final ObjectProperty<TreeGraph> graph = new SimpleObjectProperty<>(TreeGraph.EMPTY);
  private final StringProperty badge = new SimpleStringProperty("");
  private final StringProperty status = new SimpleStringProperty("");
  private final DoubleProperty progress = new SimpleDoubleProperty();
  private final BooleanProperty running = new SimpleBooleanProperty();
  private TaskHandle handle;
  private long runs;

  /**
   * @param onError shown a layout's failure (the window's error line)
   */
  public GraphLayoutRunner(Tasks tasks, Consumer<String> onError) {
    this.tasks = tasks;
    this.onError = onError;
  }

  /** Lays a graph out in the background, replacing whatever layout is running. */
  public void run(Function<AnalysisProgress, TreeGraph> layout) {
    cancel();
    running.set(true);
    status.set("Laying out…");
    long generation = ++runs;
    handle =
        tasks.run(
            work -> layout.apply(work.forAnalysis()),
            result -> {
              if (generation != runs) {
                return;
              }
              running.set(false);
              status.set("");
              graph.set(result);
              badge.set(result.drawing());
            },
            failure -> {
              if (generation != runs) {
                return;
              }
              running.set(false);
              if (failure instanceof CancellationException) {
                status.set("Cancelled.");
              } else {
                status.set("");
                onError.accept(failure.getMessage());
              }
            },
            (fraction, message) -> {
              if (generation == runs) {
                progress.set(fraction);
                status.set(message);
              }
            });
  }

  /** Stops the running layout and shows no graph. */
  public void clear() {
    cancel();
    graph.set(TreeGraph.EMPTY);
    badge.set("");
  }

  /** Stops the running layout; the graph drawn before it stays. */
  public void cancel() {
    if (handle != null && running.get()) {
      handle.cancel();
      status.set("Cancelled.");
    }
    running.set(false);
  }

  public ObjectProperty<TreeGraph> graphProperty() {
    return graph;
  }

  public StringProperty badgeProperty() {
    return badge;
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
