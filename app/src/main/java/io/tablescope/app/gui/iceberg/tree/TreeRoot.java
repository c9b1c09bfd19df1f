package io.tablescope.app.gui.iceberg.tree;

import io.tablescope.inspector.iceberg.tree.TreeNode;
import java.util.Objects;

/**
 * What the tree shows: a snapshot's node, the entry filter its children are read with, and the
 * manifest or file to select once it is read. A new value means a new tree.
 *
 * @param reveal the path of the manifest or file to select when its row appears; null for none
 */
public record TreeRoot(TreeNode node, String filter, String reveal) {
  public TreeRoot {
    Objects.requireNonNull(node, "node");
    Objects.requireNonNull(filter, "filter");
  }

  /** Whether entries are filtered, so the tree should open down to them. */
  public boolean isFiltered() {
    return !filter.isBlank();
  }
}
