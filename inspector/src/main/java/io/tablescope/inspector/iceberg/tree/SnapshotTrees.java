package io.tablescope.inspector.iceberg.tree;

import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.ManifestStats;
import io.tablescope.inspector.iceberg.tree.TreeNode.ManifestListNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.ManifestNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.ProblemNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.SnapshotNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

/**
 * A snapshot's whole tree, from the same nodes the app's tree shows ({@link TreeChildren}), for the
 * command line: either streamed, a head and then one manifest at a time, or built at once.
 */
public final class SnapshotTrees {
  private SnapshotTrees() {}

  /**
   * Reads the snapshot's manifest list. For a relocated table it also goes through every entry's
   * path once, without keeping the manifests, so that {@link IcebergTable#outsidePrefixes()} is
   * complete before anything is written: the outputs name those prefixes before the manifests.
   */
  public static SnapshotTreeHead head(IcebergTable table, Snapshot snapshot) {
    TreeChildren children = new TreeChildren(table, "");
    SnapshotNode root = children.root(snapshot);
    List<Problem> listProblems = new ArrayList<>();
    List<ManifestFile> manifests = new ArrayList<>();
    for (TreeNode child : children.of(new ManifestListNode(snapshot))) {
      if (child instanceof ProblemNode problem) {
        listProblems.add(problem.problem());
      } else if (child instanceof ManifestNode manifest) {
        manifests.add(manifest.manifest());
      }
    }
    if (table.relocation().isRelocated()) {
      Iterator<Manifest> read = table.manifestsInOrder(manifests, ManifestStats.NONE);
      while (read.hasNext()) {
        read.next().entries().forEach(entry -> table.localPath(entry.file().path()));
      }
    }
    return new SnapshotTreeHead(
        snapshot, root.refs(), table.manifestList(snapshot).path(), listProblems, manifests);
  }

  /**
   * The head's manifests with every entry and its column statistics, in the list's order: a few are
   * read ahead in parallel, none is kept once the caller moves past it.
   */
  public static Iterator<Manifest> manifests(IcebergTable table, SnapshotTreeHead head) {
    return table.manifestsInOrder(head.manifests(), ManifestStats.ALL);
  }

  /** Reads the snapshot's manifest list and all its manifests (in parallel), and holds them. */
  public static SnapshotTree build(IcebergTable table, Snapshot snapshot) {
    SnapshotTreeHead head = head(table, snapshot);
    List<Manifest> manifests = table.manifests(head.manifests());
    Set<String> absent = new HashSet<>();
    for (Manifest manifest : manifests) {
      for (ManifestEntry entry : manifest.entries()) {
        if (!table.exists(entry.file().path())) {
          absent.add(entry.file().path());
        }
      }
    }
    return new SnapshotTree(
        snapshot, head.refs(), head.manifestList(), head.manifestListProblems(), manifests, absent);
  }
}
