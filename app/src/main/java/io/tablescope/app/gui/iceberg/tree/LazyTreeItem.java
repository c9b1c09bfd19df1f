package io.tablescope.app.gui.iceberg.tree;

import io.tablescope.inspector.iceberg.tree.TreeNode;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;
import javafx.scene.control.TreeItem;

/**
 * A tree item whose children are read the first time it is expanded: whether it is a leaf comes
 * from the model at no cost, the children are read in the background, and they are attached while
 * the item is collapsed, with one {@code setAll}, since filling an expanded item is quadratic.
 */
final class LazyTreeItem extends TreeItem<TreeNode> {
  private final TreeViewModel viewModel;
  private final int depth;
  private final IntPredicate expandAtDepth;
  private boolean requested;

  /**
   * @param expandAtDepth which depths open by themselves once their parent's children arrive
   */
  LazyTreeItem(TreeNode node, TreeViewModel viewModel, int depth, IntPredicate expandAtDepth) {
    super(node);
    this.viewModel = viewModel;
    this.depth = depth;
    this.expandAtDepth = expandAtDepth;
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
    return getValue().isLeaf();
  }

  private void attach(List<TreeNode> nodes) {
    List<LazyTreeItem> items = new ArrayList<>(nodes.size());
    for (TreeNode node : nodes) {
      items.add(new LazyTreeItem(node, viewModel, depth + 1, expandAtDepth));
    }
    setExpanded(false);
    getChildren().setAll(items);
    setExpanded(true);
    for (LazyTreeItem item : items) {
      if (!item.isLeaf() && expandAtDepth.test(item.depth)) {
        item.setExpanded(true);
      }
    }
  }
}
