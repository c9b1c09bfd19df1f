package io.tablescope.inspector.table;

import java.io.IOException;
import java.util.List;

/**
 * One format's tree of a commit down to its files, as every format's browser draws it: the nodes
 * are the format's own (a snapshot's manifests and entries, a version's log files and actions), and
 * each says what its row shows and what its details are. The app draws any format's tree with one
 * view.
 *
 * @param <N> the format's node
 */
public interface CommitTree<N> {
  /** A stable name for the drawn tree, by which tests and styles find it. */
  String id();

  /** The columns, the name column first. */
  List<TreeColumn> columns();

  /**
   * How many levels below the root open by themselves when a commit's tree is shown: the levels
   * that only lead to the files, such as a snapshot's one manifest list.
   */
  int opensTo();

  /** Whether the entries below a commit can be filtered by text in their path or partition. */
  boolean filters();

  /**
   * The root of a commit's tree.
   *
   * @param filter text a shown entry's path or partition must contain; empty for all, ignored by a
   *     tree that does not filter
   */
  N root(Commit commit, String filter) throws IOException;

  /** A node's children, read from the files they are in. */
  List<N> children(N node, String filter) throws IOException;

  boolean isLeaf(N node);

  /** What the node's row shows. */
  TreeRow row(N node);

  /** What the details pane says about the node; a footer or delete files may need reading. */
  List<DetailSection> details(N node) throws Exception;
}
