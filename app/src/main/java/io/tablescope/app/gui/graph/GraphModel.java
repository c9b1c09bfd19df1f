package io.tablescope.app.gui.graph;

import io.tablescope.app.gui.common.CommitChoice;
import io.tablescope.inspector.table.graph.GraphCard;
import io.tablescope.inspector.table.graph.TreeGraph;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.ObservableList;

/**
 * What the Graph tab shows and where its clicks go: the commits to draw, the graph laid out in the
 * background, its progress and the selected card. Each format's graph view model is one.
 */
public interface GraphModel {
  /** The commits (refs, snapshots, versions) that can be drawn. */
  ObservableList<CommitChoice> choices();

  /** The commits drawn. */
  ObservableList<CommitChoice> chosen();

  /** Draws these commits, in this order. */
  void choose(List<CommitChoice> commits);

  /** Lays the graph out in the background; the graph, its progress and cancel are its. */
  GraphLayoutRunner runner();

  /** The graph laid out, {@link TreeGraph#EMPTY} before any. */
  default ObjectProperty<TreeGraph> graphProperty() {
    return runner().graphProperty();
  }

  /** The selected card, or null. */
  ObjectProperty<GraphCard> selectedProperty();

  /** Selects a clicked card: shows what it stands for, or expands a fold. */
  void select(GraphCard card);

  /** "drawing X of Y entries", empty before a graph is laid out. */
  default StringProperty badgeProperty() {
    return runner().badgeProperty();
  }

  default StringProperty statusProperty() {
    return runner().statusProperty();
  }

  default DoubleProperty progressProperty() {
    return runner().progressProperty();
  }

  default BooleanProperty runningProperty() {
    return runner().runningProperty();
  }

  /** Stops the running layout; the graph drawn before it stays. */
  default void cancel() {
    runner().cancel();
  }
}
