package io.tablescope.inspector.iceberg.tree;

import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.tree.TreeNode.EntryNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.EntryPageNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.ManifestListNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.ManifestNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.ProblemNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.SnapshotNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Builds the {@link SnapshotTree} of a snapshot by walking the same nodes the app's tree shows
 * ({@link TreeChildren}), every one of them at once, for the command line.
 */
public final class SnapshotTrees {
  private SnapshotTrees() {}

  /** Reads the snapshot's manifest list and all its manifests (in parallel). */
  public static SnapshotTree build(IcebergTable table, Snapshot snapshot) {
    TreeChildren children = new TreeChildren(table, "");
    SnapshotNode root = children.root(snapshot);
    List<Problem> listProblems = new ArrayList<>();
    List<ManifestNode> manifestNodes = new ArrayList<>();
    for (TreeNode child : children.of(new ManifestListNode(snapshot))) {
      if (child instanceof ProblemNode problem) {
        listProblems.add(problem.problem());
      } else if (child instanceof ManifestNode manifest) {
        manifestNodes.add(manifest);
      }
    }
    List<ManifestFile> files = manifestNodes.stream().map(ManifestNode::manifest).toList();
    // Read together and in parallel; each node's children then come from the table's cache.
    List<Manifest> manifests = table.manifests(files);
    Set<String> absent = new HashSet<>();
    manifestNodes.forEach(node -> collectAbsent(children, node, absent));
    return new SnapshotTree(
        snapshot,
        root.refs(),
        table.manifestList(snapshot).path(),
        listProblems,
        manifests,
        absent);
  }

  private static void collectAbsent(TreeChildren children, TreeNode node, Set<String> absent) {
    for (TreeNode child : children.of(node)) {
      if (child instanceof EntryNode entry && entry.absent()) {
        absent.add(entry.entry().file().path());
      } else if (child instanceof EntryPageNode) {
        collectAbsent(children, child, absent);
      }
    }
  }
}
