package io.tablescope.inspector.hudi.find;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * One thing {@code find} found in a Hudi table.
 *
 * @param name the file's path, the file group's id, the partition or the instant
 * @param detail what it is, in a phrase
 * @param instants the instants that hold it: for a file or a file group those whose snapshot reads
 *     open it, for a partition the writes to it, for an instant itself
 * @param addedBy the writes that created the matching files
 * @param removedBy the instants that superseded or deleted the matching files
 */
public record HudiFindHit(
    Kind kind,
    String name,
    String detail,
    List<String> instants,
    List<String> addedBy,
    List<String> removedBy) {
  /** What a result is. */
  public enum Kind {
    FILE,
    FILE_GROUP,
    PARTITION,
    INSTANT;

    public String word() {
      return name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }
  }

  public HudiFindHit {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(name, "name");
    detail = detail == null ? "" : detail;
    instants = List.copyOf(instants);
    addedBy = List.copyOf(addedBy);
    removedBy = List.copyOf(removedBy);
  }
}
