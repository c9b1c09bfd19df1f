package io.tablescope.inspector.delta.maintenance;

import java.util.Objects;

/**
 * A file or folder under the table's root, as VACUUM sees it.
 *
 * @param path where it is, as the listing of the table's folder gives it
 * @param directory whether it is a folder
 * @param size its size in bytes (0 for a folder)
 * @param modified when it was last modified, in epoch milliseconds (0 for a folder)
 * @param reason why VACUUM deletes it, or keeps it, worded for the user
 */
public record VacuumFile(String path, boolean directory, long size, long modified, String reason) {
  public VacuumFile {
    Objects.requireNonNull(path, "path");
    Objects.requireNonNull(reason, "reason");
  }
}
