package io.tablescope.inspector.iceberg.health;

import io.tablescope.format.ContentKind;
import java.util.Objects;

/**
 * A live file the snapshot's metadata names but storage does not hold: a scan reading it fails.
 *
 * @param path the path as recorded in the manifest
 * @param manifestPath the manifest whose entry names it
 */
public record MissingFile(String path, ContentKind kind, String manifestPath) {
  public MissingFile {
    Objects.requireNonNull(path, "path");
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(manifestPath, "manifestPath");
  }
}
