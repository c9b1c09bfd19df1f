package io.tablescope.inspector.hudi.find;

import io.tablescope.format.hudi.instant.WriteStat;
import java.util.Locale;
import java.util.Objects;

/**
 * What one instant did to one file.
 *
 * @param instant the instant's requested time
 * @param action the instant's action, as the timeline names it
 * @param detail why, in a phrase: the write's operation, what superseded or deleted the file
 * @param stat the write's stat for the file when the instant wrote it, else null
 */
public record HudiFileEvent(
    String instant, String action, Change change, String detail, WriteStat stat) {
  /** How the instant touched the file. */
  public enum Change {
    /** The write that created it. */
    ADDED,
    /** A later write appended to it (a log file before table version 8). */
    APPENDED,
    /** A snapshot read at the instant opens it. */
    KEPT,
    /** The first instant whose read no longer opens it: a newer slice or a replace took over. */
    SUPERSEDED,
    /** A clean or rollback deleted it from storage. */
    DELETED;

    public String word() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  public HudiFileEvent {
    Objects.requireNonNull(instant, "instant");
    Objects.requireNonNull(change, "change");
    detail = detail == null ? "" : detail;
  }
}
