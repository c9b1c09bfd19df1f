package io.tablescope.inspector.iceberg.check;

import java.util.Objects;

/**
 * One thing the integrity check found wrong.
 *
 * @param check the stable code of the check that found it, e.g. {@code summary-vs-manifests}
 * @param snapshotId the snapshot it concerns (the first that shows it), or null for the table
 * @param path the metadata file, manifest list or manifest it concerns, or null
 * @param message what was expected and what was found
 */
public record Finding(String check, Long snapshotId, String path, String message) {
  public Finding {
    Objects.requireNonNull(check, "check");
    Objects.requireNonNull(message, "message");
  }
}
