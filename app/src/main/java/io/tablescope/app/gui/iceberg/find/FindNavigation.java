package io.tablescope.app.gui.iceberg.find;

/** Where a find result or a file history row leads: the History or the Tree of a snapshot. */
public interface FindNavigation {
  /** Shows the snapshot in the History. */
  void showSnapshot(long snapshotId);

  /** Shows the snapshot's tree with the manifest selected. */
  void showManifest(long snapshotId, String manifestPath);

  /** Shows the snapshot's tree with the file's entry selected. */
  void showFile(long snapshotId, String filePath);
}
