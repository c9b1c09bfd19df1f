package io.tablescope.app.gui.tree;

import io.tablescope.inspector.table.CommitTree;
import io.tablescope.inspector.table.TreeRow;
import java.util.Objects;

/**
 * What the tree shows: a commit's root node in its format's tree, the entry filter its children are
 * read with, and the file to select once its row is read. A new value means a new tree.
 *
 * @param reveal the path of the file to select when its row appears; null for none
 */
public record TreeRoot(CommitTree<?> tree, Object node, String filter, String reveal) {
  public TreeRoot {
    Objects.requireNonNull(tree, "tree");
    Objects.requireNonNull(node, "node");
    Objects.requireNonNull(filter, "filter");
  }

  /** The row a node of this tree draws. */
  public TreeRow row(Object node) {
    return nodes().row(node);
  }

  /** Whether a node of this tree has no children. */
  public boolean isLeaf(Object node) {
    return nodes().isLeaf(node);
  }

  /** The tree as its nodes are handled here: each node given to it came from it. */
  @SuppressWarnings("unchecked")
  CommitTree<Object> nodes() {
    return (CommitTree<Object>) tree;
  }

  /** Whether entries are filtered, so the tree should open down to them. */
  public boolean isFiltered() {
    return !filter.isBlank();
  }
}
