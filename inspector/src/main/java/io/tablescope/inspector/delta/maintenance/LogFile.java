package io.tablescope.inspector.delta.maintenance;

import java.util.Objects;

/**
 * A file of {@code _delta_log} that metadata clean-up deletes.
 *
 * @param path where it is
 * @param version the version it belongs to
 * @param kind commit, checkpoint or checksum
 * @param modified when it was last modified, in epoch milliseconds
 */
public record LogFile(String path, long version, Kind kind, long modified) {
  public LogFile {
    Objects.requireNonNull(path, "path");
    Objects.requireNonNull(kind, "kind");
  }

  /** What the file is to the log. */
  public enum Kind {
    COMMIT,
    CHECKPOINT,
    CHECKSUM
  }
}
