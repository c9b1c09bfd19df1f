package io.tablescope.inspector.iceberg.maintenance;

import java.util.Objects;

/**
 * A file that expiring snapshots would delete.
 *
 * @param path the location as recorded in the metadata, the one Iceberg hands to its delete
 *     callback
 * @param size its size in bytes as the metadata records it (a manifest list's as its storage
 *     tells), or null when it cannot be known (a manifest list that is missing)
 */
public record DeletedFile(String path, FileKind kind, Long size) {
  public DeletedFile {
    Objects.requireNonNull(path, "path");
    Objects.requireNonNull(kind, "kind");
  }
}
