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

  /** The graph laid out, {@link TreeGraph#EMPTY} before any. */
  ObjectProperty<TreeGraph> graphProperty();

  /** The selected card, or null. */
  ObjectProperty<GraphCard> selectedProperty();

  /** Selects a clicked card: shows what it stands for, or expands a fold. */
  void select(GraphCard card);

  /** "drawing X of Y entries", empty before a graph is laid out. */
  StringProperty badgeProperty();

  StringProperty statusProperty();

  DoubleProperty progressProperty();

  BooleanProperty runningProperty();

  /** Stops the running layout; the graph drawn before it stays. */
  void cancel();
}
