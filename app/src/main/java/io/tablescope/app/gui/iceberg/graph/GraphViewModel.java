package io.tablescope.app.gui.iceberg.graph;

import io.tablescope.app.gui.common.CommitChoice;
import io.tablescope.app.gui.graph.GraphLayoutRunner;
import io.tablescope.app.gui.graph.GraphModel;
import io.tablescope.app.gui.iceberg.session.OpenedIceberg;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.graph.TreeGraphLayout;
import io.tablescope.inspector.iceberg.tree.TreeNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.EntryNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.ManifestNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.SnapshotNode;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.Table;
import io.tablescope.inspector.table.graph.GraphCard;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The tree graph of the snapshots the user chose (at first the one selected in History, or the
 * current one; later the one selected elsewhere when not drawn already): laid out in the background
 * with progress and cancel, folds expanded on demand, and the selected card kept in step with the
 * Tree's selection. A newer layout replaces an older one, never the reverse.
 */
public final class GraphViewModel implements GraphModel {
  private final MainViewModel main;
  private final GraphNavigation navigation;
  private final ObservableList<CommitChoice> choices = FXCollections.observableArrayList();
  private final ObservableList<CommitChoice> chosen = FXCollections.observableArrayList();
  private final Set<String> expandedFolds = new HashSet<>();
  private final ObjectProperty<GraphCard> selected = new SimpleObjectProperty<>();
  private final BooleanProperty active = new SimpleBooleanProperty(true);
  private boolean stale;
  private final GraphLayoutRunner runner;

  /**
   * @param treeSelection the Tree's selected node, which the graph's selection follows
   */
  public GraphViewModel(
      MainViewModel main, GraphNavigation navigation, ObservableValue<TreeNode> treeSelection) {
    this.main = main;
    this.navigation = navigation;
    runner = new GraphLayoutRunner(main.tasks(), message -> main.errorProperty().set(message));
    main.tableProperty().addListener((observable, old, table) -> offer(table));
    treeSelection.addListener((observable, old, node) -> follow(node));
    main.selectedCommitProperty().addListener((observable, old, commit) -> drawSelected(commit));
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
    if (OpenedIceberg.of(main) == null) {
      choices.clear();
      chosen.clear();
      return;
    }
    choices.setAll(CommitChoice.refs(table));
    choices.addAll(CommitChoice.commits(table));
    chosen.setAll(
        choiceOf(main.selectedCommitProperty().get())
            .or(() -> choices.stream().findFirst())
            .stream()
            .toList());
    run();
  }

  /**
   * Draws the snapshot selected elsewhere (History, Tree) unless it is drawn already: the graph
   * shows what the user is looking at, and a click on a drawn snapshot's card keeps the drawing.
   */
  private void drawSelected(Commit commit) {
    if (commit != null
        && chosen.stream().noneMatch(choice -> choice.commit().id() == commit.id())) {
      choiceOf(commit).ifPresent(choice -> choose(List.of(choice)));
    }
  }

  /** The choice of a commit: the ref at it (main first) if any, else the commit by its id. */
  private Optional<CommitChoice> choiceOf(Commit commit) {
    return commit == null
        ? Optional.empty()
        : choices.stream().filter(choice -> choice.commit().id() == commit.id()).findFirst();
  }

  /** Draws these snapshots (refs or commits), in this order. */
  @Override
  public void choose(List<CommitChoice> snapshots) {
    chosen.setAll(snapshots);
    expandedFolds.clear();
    run();
  }

  /** Draws every entry a fold hides. */
  public void expand(String foldId) {
    expandedFolds.add(foldId);
    run();
  }

  /** Lays the graph out again in the background, replacing whatever layout is running. */
  public void run() {
    runner.cancel();
    IcebergTable table = OpenedIceberg.of(main);
    if (table == null || chosen.isEmpty()) {
      runner.clear();
      return;
    }
    stale = !active.get();
    if (stale) {
      return;
    }
    List<Snapshot> snapshots =
        chosen.stream()
            .map(choice -> table.snapshot(choice.commit().id()))
            .flatMap(Optional::stream)
            .distinct()
            .toList();
    Set<String> folds = Set.copyOf(expandedFolds);
    runner.run(
        progress ->
            new TreeGraphLayout(table, TreeGraphLayout.SHOWN_ENTRIES)
                .layout(snapshots, folds, progress));
  }

  @Override
  public GraphLayoutRunner runner() {
    return runner;
  }

  /** Selects a card and shows what it stands for in the Tree and the Details. */
  @Override
  public void select(GraphCard card) {
    selected.set(card);
    if (card == null) {
      return;
    }
    switch (card.kind()) {
      case SNAPSHOT, INDEX -> navigation.showSnapshot(card.snapshotId());
      case GROUP -> navigation.showManifest(card.snapshotId(), card.path());
      case ENTRY -> navigation.showFile(card.snapshotId(), card.path());
      case FOLD -> expand(card.id());
      case PROBLEM -> {
        // A problem has no node of its own to show; its card says everything.
      }
    }
  }

  /** Selects the card of the node the Tree selected, without leading back to the Tree. */
  private void follow(TreeNode node) {
    String id =
        node instanceof SnapshotNode snapshot
            ? "snapshot:" + snapshot.snapshot().snapshotId()
            : node instanceof ManifestNode manifest
                ? "manifest:" + manifest.manifest().path()
                : node instanceof EntryNode entry
                    ? "entry:" + entry.manifest().path() + "#" + entry.entry().position()
                    : null;
    if (id != null) {
      runner.graphProperty().get().card(id).ifPresent(selected::set);
    }
  }

  @Override
  public ObservableList<CommitChoice> choices() {
    return choices;
  }

  /** The refs and commits drawn. */
  @Override
  public ObservableList<CommitChoice> chosen() {
    return chosen;
  }

  @Override
  public ObjectProperty<GraphCard> selectedProperty() {
    return selected;
  }

  /**
   * Whether the graph is shown (true unless set otherwise). A layout reads the chosen snapshots'
   * manifests, which no one should pay for on every open: while hidden, a layout waits until the
   * graph is shown.
   */
  public BooleanProperty activeProperty() {
    return active;
  }
}
