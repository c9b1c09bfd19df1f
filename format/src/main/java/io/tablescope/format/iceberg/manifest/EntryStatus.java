package io.tablescope.format.iceberg.manifest;

/** The status of a manifest entry, relative to the snapshot that wrote the manifest. */
public enum EntryStatus {
  EXISTING,
  ADDED,
  DELETED;

  static EntryStatus fromId(int id) {
    return switch (id) {
      case 0 -> EXISTING;
      case 1 -> ADDED;
      case 2 -> DELETED;
      default -> throw new IllegalArgumentException("Unknown manifest entry status: " + id);
    };
  }

  /** Whether the entry's file is live in the snapshot that wrote the manifest. */
  public boolean isLive() {
    return this != DELETED;
  }
}
