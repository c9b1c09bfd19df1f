package io.tablescope.app.gui.iceberg.graph;

/**
 * Where a click on a card of the tree graph leads: the shell shows the snapshot, manifest or file
 * in the Tree and the Details, so the views stay in step.
 */
public interface GraphNavigation {
  /** Selects the snapshot as the one the other views show. */
  void showSnapshot(long snapshotId);

  /** Selects a manifest in the snapshot's tree. */
  void showManifest(long snapshotId, String manifestPath);

  /** Selects a file's entry in the snapshot's tree. */
  void showFile(long snapshotId, String filePath);
}
