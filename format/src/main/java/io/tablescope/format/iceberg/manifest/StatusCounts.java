package io.tablescope.format.iceberg.manifest;

/** How many entries have each status. */
public record StatusCounts(long added, long existing, long deleted) {
  public static final StatusCounts ZERO = new StatusCounts(0, 0, 0);

  public StatusCounts plus(StatusCounts other) {
    return new StatusCounts(
        added + other.added, existing + other.existing, deleted + other.deleted);
  }

  StatusCounts plus(EntryStatus status) {
    return switch (status) {
      case ADDED -> new StatusCounts(added + 1, existing, deleted);
      case EXISTING -> new StatusCounts(added, existing + 1, deleted);
      case DELETED -> new StatusCounts(added, existing, deleted + 1);
    };
  }

  public long total() {
    return added + existing + deleted;
  }
}
