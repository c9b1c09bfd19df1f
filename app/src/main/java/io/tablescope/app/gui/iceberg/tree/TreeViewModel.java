package io.tablescope.app.gui.iceberg.tree;

import io.tablescope.app.gui.details.NodeDescription;
import io.tablescope.app.gui.iceberg.session.OpenedIceberg;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.task.ProgressListener;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.tree.NodeDetails;
import io.tablescope.inspector.iceberg.tree.TreeChildren;
import io.tablescope.inspector.iceberg.tree.TreeNode;
import io.tablescope.inspector.table.Commit;
import java.util.List;
import java.util.function.Consumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.value.ObservableValue;

/**
 * The snapshot tree of the selected snapshot: its root, the filter on entries, children read in the
 * background, and the selected node that the details pane describes.
 */
public final class TreeViewModel {
  private final MainViewModel main;
  private final ObjectProperty<TreeRoot> root = new SimpleObjectProperty<>();
  private final ObjectProperty<TreeNode> selected = new SimpleObjectProperty<>();
  private final StringProperty filter = new SimpleStringProperty("");
  private String reveal;

  public TreeViewModel(MainViewModel main) {
    this.main = main;
    main.selectedCommitProperty().addListener((observable, old, commit) -> rebuild());
    main.tableProperty().addListener((observable, old, table) -> rebuild());
    filter.addListener((observable, old, text) -> rebuild());
    rebuild();
  }

  /**
   * Shows the commit's tree with the manifest or file at this path selected once its row is read; a
   * file is found through the entry filter, which is set to its path.
   */
  public void reveal(Commit commit, String path, boolean file) {
    reveal = path;
    filter.set(file ? path : "");
    main.selectedCommitProperty().set(commit);
    rebuild();
    reveal = null;
  }

  private void rebuild() {
    IcebergTable table = OpenedIceberg.of(main);
    Commit commit = main.selectedCommitProperty().get();
    Snapshot snapshot =
        table == null || commit == null ? null : table.snapshot(commit.id()).orElse(null);
    selected.set(null);
    root.set(
        snapshot == null
            ? null
            : new TreeRoot(children(table).root(snapshot), filter.get(), reveal));
  }

  private TreeChildren children(IcebergTable table) {
    return new TreeChildren(table, filter.get());
  }

  /** Reads a node's children in the background and hands them over on the UI thread. */
  public void loadChildren(TreeNode node, Consumer<List<TreeNode>> onLoaded) {
    IcebergTable table = OpenedIceberg.of(main);
    if (table == null) {
      return;
    }
    TreeChildren reader = children(table);
    main.tasks()
        .run(
            progress -> reader.of(node),
            onLoaded,
            failure -> main.errorProperty().set(failure.getMessage()),
            ProgressListener.IGNORE);
  }

  /** The tree to show, or null before a table and snapshot are chosen. */
  public ObjectProperty<TreeRoot> rootProperty() {
    return root;
  }

  public ObjectProperty<TreeNode> selectedProperty() {
    return selected;
  }

  /** What the details pane says about the selected node; null when nothing is selected. */
  public ObservableValue<NodeDescription> descriptionProperty() {
    return selected.map(
        node -> {
          IcebergTable table = OpenedIceberg.of(main);
          return table == null ? null : () -> new NodeDetails(table).of(node);
        });
  }

  /** Text an entry's path or partition must contain to be shown. */
  public StringProperty filterProperty() {
    return filter;
  }
}
