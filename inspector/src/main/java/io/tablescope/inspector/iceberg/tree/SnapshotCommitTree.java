package io.tablescope.inspector.iceberg.tree;

import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.CommitTree;
import io.tablescope.inspector.table.DetailSection;
import io.tablescope.inspector.table.TreeColumn;
import io.tablescope.inspector.table.TreeRow;
import java.util.List;

/** An Iceberg snapshot's tree: its manifest list, manifests and their entries, read lazily. */
public final class SnapshotCommitTree implements CommitTree<TreeNode> {
  private final IcebergTable table;

  public SnapshotCommitTree(IcebergTable table) {
    this.table = table;
  }

  @Override
  public String id() {
    return "snapshotTree";
  }

  @Override
  public List<TreeColumn> columns() {
    return SnapshotTreeRows.COLUMNS;
  }

  /** The manifest list opens, to show the snapshot's manifests. */
  @Override
  public int opensTo() {
    return 1;
  }

  @Override
  public boolean filters() {
    return true;
  }

  @Override
  public TreeNode root(Commit commit, String filter) {
    return new TreeChildren(table, filter).root(table.snapshotOf(commit));
  }

  @Override
  public List<TreeNode> children(TreeNode node, String filter) {
    return new TreeChildren(table, filter).of(node);
  }

  @Override
  public boolean isLeaf(TreeNode node) {
    return node.isLeaf();
  }

  @Override
  public TreeRow row(TreeNode node) {
    return SnapshotTreeRows.of(node);
  }

  @Override
  public List<DetailSection> details(TreeNode node) {
    return new NodeDetails(table).of(node);
  }
}
