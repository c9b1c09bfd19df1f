package io.tablescope.inspector.iceberg.tree;

import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.iceberg.metadata.SnapshotRef;
import java.util.List;

/**
 * A node of the snapshot tree: a snapshot, its manifest list, a manifest, a page of a manifest's
 * entries, an entry, or a problem met while reading. Each knows whether it can have children
 * without reading anything.
 */
public sealed interface TreeNode
    permits TreeNode.SnapshotNode,
        TreeNode.ManifestListNode,
        TreeNode.ManifestNode,
        TreeNode.EntryPageNode,
        TreeNode.EntryNode,
        TreeNode.ProblemNode {

  /** Whether the node has no children, answered from the model without reading files. */
  boolean isLeaf();

  /** A snapshot with the refs that point at it. */
  record SnapshotNode(Snapshot snapshot, List<SnapshotRef> refs) implements TreeNode {
    public SnapshotNode {
      refs = List.copyOf(refs);
    }

    @Override
    public boolean isLeaf() {
      return false;
    }
  }

  /** The manifest list of a snapshot (or its inline v1 manifests). */
  record ManifestListNode(Snapshot snapshot) implements TreeNode {
    @Override
    public boolean isLeaf() {
      return false;
    }
  }

  /**
   * A manifest as its manifest list describes it.
   *
   * @param missing whether the manifest file is absent where it is read from
   */
  record ManifestNode(Snapshot snapshot, ManifestFile manifest, boolean missing)
      implements TreeNode {
    @Override
    public boolean isLeaf() {
      return false;
    }
  }

  /**
   * A page of a large manifest's entries, so no node has more than a page of children.
   *
   * @param from the first entry's index
   * @param to one past the last entry's index
   */
  record EntryPageNode(
      Snapshot snapshot, Manifest manifest, List<ManifestEntry> entries, int from, int to)
      implements TreeNode {
    public EntryPageNode {
      entries = List.copyOf(entries);
    }

    @Override
    public boolean isLeaf() {
      return false;
    }
  }

  /**
   * An entry of a manifest, with its file.
   *
   * @param absent whether the entry's file is absent where it is read from
   */
  record EntryNode(Snapshot snapshot, ManifestFile manifest, ManifestEntry entry, boolean absent)
      implements TreeNode {
    @Override
    public boolean isLeaf() {
      return true;
    }
  }

  /** Something that could not be read, shown where it belongs. */
  record ProblemNode(Problem problem) implements TreeNode {
    @Override
    public boolean isLeaf() {
      return true;
    }
  }
}
