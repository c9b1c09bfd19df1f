package io.tablescope.inspector.iceberg;

import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.FileContent;
import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestContent;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import java.util.List;

/**
 * Which manifests an analysis needs read with their entries' column statistics ({@code
 * column_sizes}, {@code value_counts}, {@code null_value_counts}, {@code nan_value_counts}, {@code
 * lower_bounds}, {@code upper_bounds}). Reading without them is several times faster; an entry read
 * without them says so ({@link ContentFile#statsRead()}).
 */
public enum ManifestStats {
  /** Every manifest with its statistics: for what shows or compares bounds and counts. */
  ALL,
  /**
   * Delete manifests with their statistics, data manifests without: for matching delete files to
   * data files as Iceberg's scan planning does when no equality delete is live (a position delete's
   * {@code file_path} bounds may name its one data file; data files' bounds are not needed).
   */
  DELETE_MANIFESTS,
  /** No manifest with its statistics: for what looks only at paths, states, counts and sizes. */
  NONE;

  /**
   * The statistics matching delete files to data files needs, as Iceberg's scan planning reads
   * them: delete files' always (a position delete's {@code file_path} bounds may name its data
   * file), data files' only when a live equality delete compares their column ranges.
   */
  public static ManifestStats forDeleteMatching(IcebergTable table, List<ManifestFile> manifests) {
    List<ManifestFile> deleteManifests =
        manifests.stream().filter(DELETE_MANIFESTS::wanted).toList();
    for (Manifest manifest : table.manifests(deleteManifests, DELETE_MANIFESTS)) {
      for (ManifestEntry entry : manifest.entries()) {
        if (entry.status().isLive() && entry.file().content() == FileContent.EQUALITY_DELETES) {
          return ALL;
        }
      }
    }
    return DELETE_MANIFESTS;
  }

  /** Whether this manifest is to be read with its statistics. */
  public boolean wanted(ManifestFile manifest) {
    return switch (this) {
      case ALL -> true;
      case DELETE_MANIFESTS -> manifest.content() == ManifestContent.DELETES;
      case NONE -> false;
    };
  }
}
