package io.tablescope.app.gui.details;

import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.task.ProgressListener;
import io.tablescope.app.gui.task.TaskHandle;
import io.tablescope.inspector.delta.DeltaNode;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.tree.TreeNode;
import io.tablescope.inspector.table.Table;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The details of the node selected in the tree, worked out in the background (a footer or the
 * delete files may need reading) whenever the selection changes; a Delta node's details come from
 * its own fields at once.
 */
public final class DetailsViewModel {
  private final MainViewModel main;
  private final ObservableList<DetailSection> sections = FXCollections.observableArrayList();
  private TaskHandle running;

  public DetailsViewModel(MainViewModel main, ObservableValue<TreeNode> selected) {
    this.main = main;
    selected.addListener((observable, old, node) -> describe(node));
  }

  /**
   * @param deltaSelected the node selected in the Delta tree, described from its own fields
   */
  public DetailsViewModel(
      MainViewModel main,
      ObservableValue<TreeNode> selected,
      ObservableValue<DeltaNode> deltaSelected) {
    this(main, selected);
    deltaSelected.addListener((observable, old, node) -> describe(node));
  }

  private void describe(DeltaNode node) {
    if (running != null) {
      running.cancel();
    }
    Table table = main.tableProperty().get();
    if (node == null || table == null) {
      sections.clear();
    } else {
      sections.setAll(DeltaNodeDetails.of(node, table.location()));
    }
  }

  private void describe(TreeNode node) {
    if (running != null) {
      running.cancel();
    }
    IcebergTable table = main.icebergTable();
    if (node == null || table == null) {
      sections.clear();
      return;
    }
    running =
        main.tasks()
            .run(
                progress -> new NodeDetails(table).of(node),
                sections::setAll,
                failure -> main.errorProperty().set(failure.getMessage()),
                ProgressListener.IGNORE);
  }

  /** The sections about the selected node; empty when nothing is selected. */
  public ObservableList<DetailSection> sections() {
    return sections;
  }
}
