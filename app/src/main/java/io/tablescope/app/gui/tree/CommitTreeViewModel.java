package io.tablescope.app.gui.tree;

import io.tablescope.app.gui.details.NodeDescription;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.task.ProgressListener;
import io.tablescope.app.gui.task.TaskHandle;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.CommitTree;
import io.tablescope.inspector.table.Table;
import java.util.List;
import java.util.function.Consumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.value.ObservableValue;

/**
 * The tree of the selected commit in whichever format the opened table is: its format's tree says
 * what the nodes are, what each row shows and what the details say; this reads them off the UI
 * thread and holds what is shown and selected.
 */
public final class CommitTreeViewModel {
  private final MainViewModel main;
  private final ReadOnlyObjectWrapper<CommitTree<?>> tree = new ReadOnlyObjectWrapper<>();
  private final ObjectProperty<TreeRoot> root = new SimpleObjectProperty<>();
  private final ObjectProperty<Object> selected = new SimpleObjectProperty<>();
  private final StringProperty filter = new SimpleStringProperty("");
  private String reveal;
  private TaskHandle reading;

  public CommitTreeViewModel(MainViewModel main) {
    this.main = main;
    main.tableProperty().subscribe(this::follow);
    main.selectedCommitProperty().addListener((observable, old, commit) -> rebuild());
    filter.addListener((observable, old, text) -> rebuild());
  }

  /** Follows the opened table, from the one open when this view model is made. */
  private void follow(Table table) {
    tree.set(table == null ? null : main.formats().tree(table).orElse(null));
    rebuild();
  }

  /**
   * Shows the commit's tree with the file at this path selected once its row is read; a file is
   * found through the entry filter, which is set to its path, where the tree filters.
   */
  public void reveal(Commit commit, String path, boolean file) {
    reveal = path;
    filter.set(file && tree.get() != null && tree.get().filters() ? path : "");
    main.selectedCommitProperty().set(commit);
    rebuild();
    reveal = null;
  }

  private void rebuild() {
    if (reading != null) {
      reading.cancel();
    }
    selected.set(null);
    root.set(null);
    CommitTree<?> shown = tree.get();
    Commit commit = main.selectedCommitProperty().get();
    if (shown == null || commit == null) {
      return;
    }
    String shownFilter = filter.get();
    String shownReveal = reveal;
    reading =
        main.tasks()
            .run(
                progress ->
                    new TreeRoot(shown, shown.root(commit, shownFilter), shownFilter, shownReveal),
                root::set,
                failure -> main.errorProperty().set(failure.getMessage()),
                ProgressListener.IGNORE);
  }

  /** Reads the children of a node of a shown tree in the background, for the UI thread. */
  public void loadChildren(TreeRoot shown, Object node, Consumer<List<Object>> onLoaded) {
    main.tasks()
        .run(
            progress -> shown.nodes().children(node, shown.filter()),
            onLoaded,
            failure -> main.errorProperty().set(failure.getMessage()),
            ProgressListener.IGNORE);
  }

  /** What the tree says before a commit's tree is shown. */
  public String placeholder() {
    Table table = main.tableProperty().get();
    String noun = table == null ? "commit" : table.format().commitNoun();
    return "Select a " + noun + " in History to see its tree.";
  }

  /** The opened table's tree; null when there is none to show. */
  public ReadOnlyObjectProperty<CommitTree<?>> treeProperty() {
    return tree.getReadOnlyProperty();
  }

  /** The tree to show, or null before a table and commit are chosen and read. */
  public ObjectProperty<TreeRoot> rootProperty() {
    return root;
  }

  /** The selected node, one of the shown tree's. */
  public ObjectProperty<Object> selectedProperty() {
    return selected;
  }

  /** What the details pane says about the selected node; null when nothing is selected. */
  public ObservableValue<NodeDescription> descriptionProperty() {
    return selected.map(
        node -> {
          TreeRoot shown = root.get();
          return shown == null ? null : () -> shown.nodes().details(node);
        });
  }

  /** Text an entry's path or partition must contain to be shown, where the tree filters. */
  public StringProperty filterProperty() {
    return filter;
  }
}
