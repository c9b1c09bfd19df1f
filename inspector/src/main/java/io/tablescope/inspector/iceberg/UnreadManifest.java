package io.tablescope.inspector.iceberg;

import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.manifest.StatusCounts;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A manifest that a manifest list names but that could not be read (missing, truncated, not Avro).
 * Its entries are unknown; the manifest list's own counts for it are the best that is known.
 *
 * @param manifest the manifest as the manifest list records it
 * @param problems why it could not be read
 */
public record UnreadManifest(ManifestFile manifest, List<Problem> problems) {
  public UnreadManifest {
    Objects.requireNonNull(manifest, "manifest");
    problems = List.copyOf(problems);
  }

  /**
   * The manifest list's added, existing and deleted files counts for this manifest (one per entry
   * of that status), or empty when the list does not record all three (inline v1 manifests, lists
   * that leave the optional counts out).
   */
  public Optional<StatusCounts> listedCounts() {
    if (manifest.addedFilesCount() == null
        || manifest.existingFilesCount() == null
        || manifest.deletedFilesCount() == null) {
      return Optional.empty();
    }
    return Optional.of(
        new StatusCounts(
            manifest.addedFilesCount(),
            manifest.existingFilesCount(),
            manifest.deletedFilesCount()));
  }
}
