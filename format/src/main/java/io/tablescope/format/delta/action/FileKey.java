package io.tablescope.format.delta.action;

import java.util.Objects;

/**
 * What identifies a file in a Delta table: its decoded path and its deletion vector's unique id.
 * The same path with another deletion vector is another entry.
 *
 * @param path the URL-decoded path as written in the log
 * @param deletionVectorId the deletion vector's {@link DeletionVectorDescriptor#uniqueId()}, or
 *     null for a file without one
 */
public record FileKey(String path, String deletionVectorId) {
  public FileKey {
    Objects.requireNonNull(path, "path");
  }
}
