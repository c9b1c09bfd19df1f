package io.tablescope.inspector.delta;

import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.CommitTree;
import io.tablescope.inspector.table.DetailSection;
import io.tablescope.inspector.table.TreeColumn;
import io.tablescope.inspector.table.TreeRow;
import java.util.List;

/**
 * A Delta version's tree: the checkpoint and commit files it is rebuilt from, and their actions.
 */
public final class DeltaCommitTree implements CommitTree<DeltaNode> {
  private final DeltaTree tree;
  private final String tableRoot;

  public DeltaCommitTree(DeltaTable table) {
    this.tree = new DeltaTree(table);
    this.tableRoot = table.location();
  }

  @Override
  public String id() {
    return "deltaTree";
  }

  @Override
  public List<TreeColumn> columns() {
    return DeltaTreeRows.COLUMNS;
  }

  /** Only the root opens: its checkpoint and commit files may each hold many actions. */
  @Override
  public int opensTo() {
    return 0;
  }

  /** A version's actions are listed as its files hold them. */
  @Override
  public boolean filters() {
    return false;
  }

  @Override
  public DeltaNode root(Commit commit, String filter) {
    return tree.root(commit);
  }

  @Override
  public List<DeltaNode> children(DeltaNode node, String filter) {
    return tree.children(node);
  }

  @Override
  public boolean isLeaf(DeltaNode node) {
    return !node.hasChildren();
  }

  @Override
  public TreeRow row(DeltaNode node) {
    return DeltaTreeRows.of(node);
  }

  @Override
  public List<DetailSection> details(DeltaNode node) {
    return DeltaNodeDetails.of(node, tableRoot);
  }
}
