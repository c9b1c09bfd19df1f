package io.tablescope.app.gui.tree;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;
import javafx.scene.control.TreeItem;

/** A node of the commit tree whose children are read when it is first expanded. */
final class LazyTreeItem extends TreeItem<Object> {
  private final CommitTreeViewModel viewModel;
  private final TreeRoot root;
  private final int depth;
  private final IntPredicate expandAtDepth;
  private final boolean leaf;
  private boolean requested;

  /**
   * @param expandAtDepth which depths open by themselves once their parent's children arrive
   */
  LazyTreeItem(
      Object node,
      TreeRoot root,
      CommitTreeViewModel viewModel,
      int depth,
      IntPredicate expandAtDepth) {
    super(node);
    this.viewModel = viewModel;
    this.root = root;
    this.depth = depth;
    this.expandAtDepth = expandAtDepth;
    this.leaf = root.isLeaf(node);
    expandedProperty()
        .addListener(
            (observable, was, expanded) -> {
              if (expanded && !requested) {
                requested = true;
                viewModel.loadChildren(root, node, this::attach);
              }
            });
  }

  @Override
  public boolean isLeaf() {
    return leaf;
  }

  private void attach(List<Object> nodes) {
    List<LazyTreeItem> items = new ArrayList<>(nodes.size());
    for (Object node : nodes) {
      items.add(new LazyTreeItem(node, root, viewModel, depth + 1, expandAtDepth));
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
