package io.tablescope.app.gui.delta.tree;

import io.tablescope.app.gui.details.NodeDescription;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.task.ProgressListener;
import io.tablescope.app.gui.task.TaskHandle;
import io.tablescope.inspector.delta.DeltaNode;
import io.tablescope.inspector.delta.DeltaNodeDetails;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.delta.DeltaTree;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.Table;
import java.util.List;
import java.util.function.Consumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ObservableValue;

/**
 * The tree of the selected Delta version: its root read in the background, children read on demand
 * in the background, and the selected node that the details pane describes. Empty for tables of
 * other formats.
 */
public final class DeltaTreeViewModel {
  private final MainViewModel main;
  private final ObjectProperty<DeltaNode> root = new SimpleObjectProperty<>();
  private final ObjectProperty<DeltaNode> selected = new SimpleObjectProperty<>();
  private DeltaTree tree;
  private TaskHandle reading;

  public DeltaTreeViewModel(MainViewModel main) {
    this.main = main;
    main.tableProperty().subscribe(this::follow);
    main.selectedCommitProperty().addListener((observable, old, commit) -> rebuild());
  }

  /** Follows the opened table, from the one open when this view model is made. */
  private void follow(Table table) {
    tree = table instanceof DeltaTable delta ? new DeltaTree(delta) : null;
    rebuild();
  }

  private void rebuild() {
    if (reading != null) {
      reading.cancel();
    }
    selected.set(null);
    root.set(null);
    DeltaTree reader = tree;
    Commit commit = main.selectedCommitProperty().get();
    if (reader == null || commit == null) {
      return;
    }
    reading =
        main.tasks()
            .run(
                progress -> reader.root(commit),
                root::set,
                failure -> main.errorProperty().set(failure.getMessage()),
                ProgressListener.IGNORE);
  }

  /** Reads a node's children in the background and hands them over on the UI thread. */
  public void loadChildren(DeltaNode node, Consumer<List<DeltaNode>> onLoaded) {
    DeltaTree reader = tree;
    if (reader == null) {
      return;
    }
    main.tasks()
        .run(
            progress -> reader.children(node),
            onLoaded,
            failure -> main.errorProperty().set(failure.getMessage()),
            ProgressListener.IGNORE);
  }

  /** The root of the selected version's tree, or null before a Delta table and version are read. */
  public ObjectProperty<DeltaNode> rootProperty() {
    return root;
  }

  public ObjectProperty<DeltaNode> selectedProperty() {
    return selected;
  }

  /** What the details pane says about the selected node, from its own fields. */
  public ObservableValue<NodeDescription> descriptionProperty() {
    return selected.map(
        node -> {
          String tableRoot = main.tableProperty().get().location();
          return () -> DeltaNodeDetails.of(node, tableRoot);
        });
  }
}
