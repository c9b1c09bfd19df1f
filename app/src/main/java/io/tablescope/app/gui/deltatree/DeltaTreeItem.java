package io.tablescope.app.gui.deltatree;

import io.tablescope.inspector.delta.DeltaNode;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.TreeItem;

/**
 * A Delta tree item whose children are read the first time it is expanded, in the background, and
 * attached while it is collapsed with one {@code setAll} (filling an expanded item is quadratic).
 * Whether it is a leaf comes from the node itself.
 */
final class DeltaTreeItem extends TreeItem<DeltaNode> {
  private final DeltaTreeViewModel viewModel;
  private boolean requested;

  DeltaTreeItem(DeltaNode node, DeltaTreeViewModel viewModel) {
    super(node);
    this.viewModel = viewModel;
    expandedProperty()
        .addListener(
            (observable, was, expanded) -> {
              if (expanded && !requested) {
                requested = true;
                viewModel.loadChildren(node, this::attach);
              }
            });
  }

  @Override
  public boolean isLeaf() {
    return !getValue().hasChildren();
  }

  private void attach(List<DeltaNode> nodes) {
    List<DeltaTreeItem> items = new ArrayList<>(nodes.size());
    for (DeltaNode node : nodes) {
      items.add(new DeltaTreeItem(node, viewModel));
    }
    setExpanded(false);
    getChildren().setAll(items);
    setExpanded(true);
  }
}
