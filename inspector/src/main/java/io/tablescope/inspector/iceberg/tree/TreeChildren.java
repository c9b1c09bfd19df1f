package io.tablescope.inspector.iceberg.tree;

import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.manifest.ManifestList;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.ManifestListChecks;
import io.tablescope.inspector.iceberg.tree.TreeNode.EntryNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.EntryPageNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.ManifestListNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.ManifestNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.ProblemNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.SnapshotNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Reads the children of a tree node from the table, on demand. Blocking: call it off the UI thread.
 * Entries are filtered by a text that their path or partition must contain, and a manifest with
 * more than {@link #PAGE_SIZE} matching entries gets pages instead.
 */
public final class TreeChildren {
  /** The most children an entry page (or a manifest without pages) has. */
  public static final int PAGE_SIZE = 1_000;

  private final IcebergTable table;
  private final String filter;

  /**
   * @param filter text the path or partition of a shown entry must contain, ignoring case; empty
   *     for every entry
   */
  public TreeChildren(IcebergTable table, String filter) {
    this.table = table;
    this.filter = filter.trim().toLowerCase(Locale.ROOT);
  }

  /** The root of the tree of a snapshot. */
  public SnapshotNode root(Snapshot snapshot) {
    return new SnapshotNode(snapshot, table.snapshotRefsTo(snapshot.snapshotId()));
  }

  /** The node's children, in the order the files list them. */
  public List<TreeNode> of(TreeNode node) {
    if (node instanceof SnapshotNode snapshot) {
      return List.of(new ManifestListNode(snapshot.snapshot()));
    } else if (node instanceof ManifestListNode list) {
      return manifests(list.snapshot());
    } else if (node instanceof ManifestNode manifest) {
      return entries(manifest);
    } else if (node instanceof EntryPageNode page) {
      return entryNodes(page.snapshot(), page.manifest().file(), page.entries());
    }
    return List.of();
  }

  private List<TreeNode> manifests(Snapshot snapshot) {
    ManifestList list = table.manifestList(snapshot);
    List<TreeNode> children = new ArrayList<>();
    list.problems().forEach(problem -> children.add(new ProblemNode(problem)));
    ManifestListChecks.problems(list, table.metadata().formatVersion())
        .forEach(problem -> children.add(new ProblemNode(problem)));
    for (ManifestFile manifest : list.manifests()) {
      children.add(new ManifestNode(snapshot, manifest, !table.exists(manifest.path())));
    }
    return children;
  }

  private List<TreeNode> entries(ManifestNode node) {
    Manifest manifest = table.manifest(node.manifest());
    List<TreeNode> children = new ArrayList<>();
    manifest.problems().forEach(problem -> children.add(new ProblemNode(problem)));
    List<ManifestEntry> matching = manifest.entries().stream().filter(this::matches).toList();
    if (matching.size() <= PAGE_SIZE) {
      children.addAll(entryNodes(node.snapshot(), node.manifest(), matching));
      return children;
    }
    for (int from = 0; from < matching.size(); from += PAGE_SIZE) {
      int to = Math.min(matching.size(), from + PAGE_SIZE);
      children.add(
          new EntryPageNode(node.snapshot(), manifest, matching.subList(from, to), from, to));
    }
    return children;
  }

  private List<TreeNode> entryNodes(
      Snapshot snapshot, ManifestFile manifest, List<ManifestEntry> entries) {
    List<TreeNode> nodes = new ArrayList<>(entries.size());
    for (ManifestEntry entry : entries) {
      nodes.add(new EntryNode(snapshot, manifest, entry, !table.exists(entry.file().path())));
    }
    return nodes;
  }

  private boolean matches(ManifestEntry entry) {
    return filter.isEmpty()
        || entry.file().path().toLowerCase(Locale.ROOT).contains(filter)
        || entry.file().partitionText().toLowerCase(Locale.ROOT).contains(filter);
  }
}
