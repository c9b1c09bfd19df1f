package io.tablescope.inspector.hudi.tree;

import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.CommitTree;
import io.tablescope.inspector.table.DetailSection;
import io.tablescope.inspector.table.TreeColumn;
import io.tablescope.inspector.table.TreeRow;
import java.util.List;

/**
 * A Hudi instant's tree: its write stats, then the partitions, file groups and slices a snapshot
 * read at the instant sees, down to the base and log files, each marked read or not.
 */
public final class HudiInstantTree implements CommitTree<HudiNode> {
  private final HudiTable table;
  private final HudiTree tree;

  public HudiInstantTree(HudiTable table) {
    this.table = table;
    this.tree = new HudiTree(table);
  }

  @Override
  public String id() {
    return "hudiTree";
  }

  @Override
  public List<TreeColumn> columns() {
    return HudiTreeRows.COLUMNS;
  }

  /** The instant opens to its partitions; a partition may hold thousands of file groups. */
  @Override
  public int opensTo() {
    return 0;
  }

  /** File groups are filtered by partition or file id. */
  @Override
  public boolean filters() {
    return true;
  }

  @Override
  public HudiNode root(Commit commit, String filter) {
    return new HudiNode.Instant(table.instant(commit).orElseThrow());
  }

  @Override
  public List<HudiNode> children(HudiNode node, String filter) {
    return tree.children(node, filter);
  }

  @Override
  public boolean isLeaf(HudiNode node) {
    return tree.isLeaf(node);
  }

  @Override
  public TreeRow row(HudiNode node) {
    return HudiTreeRows.of(node);
  }

  @Override
  public List<DetailSection> details(HudiNode node) {
    return HudiNodeDetails.of(node);
  }
}
