package io.tablescope.inspector.iceberg.maintenance;

import java.util.Objects;

/**
 * A file under the table's location that nothing of the table references.
 *
 * @param path where it is, as the listing of the table's folder gives it
 * @param size its size in bytes
 * @param modified when it was last modified, in epoch milliseconds
 * @param reason how such a file comes to be, worded for the user
 */
public record OrphanFile(String path, long size, long modified, String reason) {
  public OrphanFile {
    Objects.requireNonNull(path, "path");
    Objects.requireNonNull(reason, "reason");
  }
}
