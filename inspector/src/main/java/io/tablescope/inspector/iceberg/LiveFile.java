package io.tablescope.inspector.iceberg;

import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import java.util.Objects;

/**
 * A file live in a snapshot: named by an ADDED or EXISTING entry of one of its manifests.
 *
 * @param entry the entry that names it; its snapshot id is the snapshot that added the file
 */
public record LiveFile(ManifestEntry entry, String manifestPath) {
  public LiveFile {
    Objects.requireNonNull(entry, "entry");
    Objects.requireNonNull(manifestPath, "manifestPath");
  }

  public ContentFile file() {
    return entry.file();
  }

  public String path() {
    return entry.file().path();
  }

  /**
   * What tells this file apart from every other: its path, and for a deletion vector also its
   * offset, since one Puffin file holds the vectors of many data files.
   */
  public String key() {
    return keyOf(entry);
  }

  /** The key of the file an entry names. */
  public static String keyOf(ManifestEntry entry) {
    return keyOf(entry.file());
  }

  /** The key of a file. */
  public static String keyOf(ContentFile file) {
    return file.isDeletionVector() ? file.path() + "#" + file.contentOffset() : file.path();
  }
}
