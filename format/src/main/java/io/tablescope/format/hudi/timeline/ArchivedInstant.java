package io.tablescope.format.hudi.timeline;

import java.util.Objects;

/**
 * An instant moved out of the active timeline by archival, as the archive keeps it.
 *
 * @param completionTime when it completed, or null where the archive keeps none
 * @param file the archive file holding it
 * @param metadata the instant file's bytes as archived (its commit metadata), empty when none
 */
public record ArchivedInstant(
    String requestedTime, String completionTime, String action, String file, byte[] metadata) {
  public ArchivedInstant {
    Objects.requireNonNull(requestedTime, "requestedTime");
    Objects.requireNonNull(action, "action");
    metadata = metadata == null ? new byte[0] : metadata;
  }
}
