package io.tablescope.app.gui.delta.graph;

import io.tablescope.app.gui.common.CommitChoice;
import io.tablescope.app.gui.graph.GraphLayoutRunner;
import io.tablescope.app.gui.graph.GraphModel;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.delta.graph.DeltaGraphLayout;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.Table;
import io.tablescope.inspector.table.graph.GraphCard;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The graph of the Delta versions the user chose (at first the one selected in History, or the
 * latest): how Delta reads each, laid out in the background with progress and cancel, folds
 * expanded on demand, and the selected card's details.
 */
public final class DeltaGraphViewModel implements GraphModel {
  private final MainViewModel main;
  private final GraphLayoutRunner runner;
  private final ObservableList<CommitChoice> choices = FXCollections.observableArrayList();
  private final ObservableList<CommitChoice> chosen = FXCollections.observableArrayList();
  private final Set<String> expandedFolds = new HashSet<>();
  private final ObjectProperty<GraphCard> selected = new SimpleObjectProperty<>();
  private final StringProperty details = new SimpleStringProperty("");
  private final BooleanProperty active = new SimpleBooleanProperty(true);
  private boolean stale;
  private DeltaGraphLayout layout;

  public DeltaGraphViewModel(MainViewModel main) {
    this.main = main;
    runner = new GraphLayoutRunner(main.tasks(), message -> main.errorProperty().set(message));
    main.tableProperty().addListener((observable, old, table) -> offer(table));
    main.selectedCommitProperty().addListener((observable, old, commit) -> drawSelected(commit));
    selected.addListener((observable, old, card) -> details.set(describe(card)));
    active.addListener(
        (observable, was, now) -> {
          if (now && stale) {
            run();
          }
        });
    offer(main.tableProperty().get());
  }

  private void offer(Table table) {
    runner.clear();
    expandedFolds.clear();
    selected.set(null);
    if (!(table instanceof DeltaTable delta)) {
      layout = null;
      choices.clear();
      chosen.clear();
      return;
    }
    layout = new DeltaGraphLayout(delta, DeltaGraphLayout.SHOWN_ACTIONS);
    choices.setAll(CommitChoice.refs(table));
    choices.addAll(CommitChoice.commits(table));
    Commit commit = main.selectedCommitProperty().get();
    chosen.setAll(
        choices.stream()
            .filter(choice -> commit == null || choice.commit().id() == commit.id())
            .limit(1)
            .toList());
    run();
  }

  /** Draws the version selected elsewhere (History) unless it is drawn already. */
  private void drawSelected(Commit commit) {
    if (commit != null && chosen.stream().noneMatch(c -> c.commit().id() == commit.id())) {
      choices.stream()
          .filter(choice -> choice.commit().id() == commit.id())
          .findFirst()
          .ifPresent(choice -> choose(List.of(choice)));
    }
  }

  @Override
  public void choose(List<CommitChoice> versions) {
    chosen.setAll(versions);
    expandedFolds.clear();
    run();
  }

  /** Draws every action a fold hides (for a checkpoint: reads it). */
  public void expand(String foldId) {
    expandedFolds.add(foldId);
    run();
  }

  /** Lays the graph out again in the background, replacing whatever layout is running. */
  public void run() {
    DeltaGraphLayout current = layout;
    if (current == null || chosen.isEmpty()) {
      runner.clear();
      return;
    }
    stale = !active.get();
    if (stale) {
      runner.cancel();
      return;
    }
    List<Long> versions = chosen.stream().map(choice -> choice.commit().id()).distinct().toList();
    Set<String> folds = Set.copyOf(expandedFolds);
    runner.run(progress -> current.layout(versions, folds, progress));
  }

  @Override
  public GraphLayoutRunner runner() {
    return runner;
  }

  /** Selects a card and shows its details; a fold expands. */
  @Override
  public void select(GraphCard card) {
    selected.set(card);
    if (card != null && card.kind() == GraphCard.CardKind.FOLD) {
      expand(card.id());
    }
  }

  private static String describe(GraphCard card) {
    if (card == null) {
      return "";
    }
    List<String> lines = new ArrayList<>(card.lines());
    lines.add("");
    lines.add("version " + card.snapshotId());
    if (card.path() != null) {
      lines.add("file " + card.path());
    }
    if (card.holderPath() != null) {
      lines.add("in " + card.holderPath());
    }
    if (card.problem() != null) {
      lines.add("problem: " + card.problem());
    }
    return String.join("\n", lines);
  }

  @Override
  public ObservableList<CommitChoice> choices() {
    return choices;
  }

  @Override
  public ObservableList<CommitChoice> chosen() {
    return chosen;
  }

  @Override
  public ObjectProperty<GraphCard> selectedProperty() {
    return selected;
  }

  /** What the selected card stands for, in words; empty when none is selected. */
  public StringProperty detailsProperty() {
    return details;
  }

  /** Whether the graph is shown: while hidden, a layout waits until it is. */
  public BooleanProperty activeProperty() {
    return active;
  }
}
