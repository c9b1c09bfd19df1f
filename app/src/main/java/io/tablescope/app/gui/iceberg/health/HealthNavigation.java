package io.tablescope.app.gui.iceberg.health;

/**
 * Where a health finding leads: the snapshot it concerns in the History, or the manifest or file in
 * the Tree of that snapshot.
 */
public interface HealthNavigation {
  /** Selects the snapshot in the History and shows the History. */
  void showSnapshot(long snapshotId);

  /** Shows the Tree of the snapshot with the manifest at this path selected. */
  void showManifest(long snapshotId, String manifestPath);

  /** Shows the Tree of the snapshot filtered to the data or delete file at this path, selected. */
  void showFile(long snapshotId, String filePath);
}
