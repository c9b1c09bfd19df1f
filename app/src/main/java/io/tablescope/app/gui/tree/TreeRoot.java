package io.tablescope.app.gui.tree;

import java.util.Objects;

/**
 * What the tree shows: a snapshot's node and the entry filter its children are read with. A new
 * value means a new tree; the same snapshot with the same filter is the same tree.
 */
public record TreeRoot(TreeNode node, String filter) {
  public TreeRoot {
    Objects.requireNonNull(node, "node");
    Objects.requireNonNull(filter, "filter");
  }

  /** Whether entries are filtered, so the tree should open down to them. */
  public boolean isFiltered() {
    return !filter.isBlank();
  }
}
