package io.tablescope.inspector.hudi.metadata;

/**
 * A file the metadata table and the storage listing tell differently.
 *
 * @param partition the partition, "" for a table without partitions
 * @param file the file's name
 * @param metadataSize the size the metadata table lists, null when it lists none
 * @param storageSize the size in storage, null when storage holds none
 * @param writtenBy the instant whose write the file is, from its name (or its log blocks before
 *     table version 8); null when no Hudi name tells one
 * @param expectedBecause why a table in good health shows this (a write or clean still pending);
 *     null when nothing explains it: then readers with the metadata table on and off disagree
 */
public record ListingDisagreement(
    String partition,
    String file,
    Kind kind,
    Long metadataSize,
    Long storageSize,
    String writtenBy,
    String expectedBecause) {
  /** How the two listings differ on the file. */
  public enum Kind {
    /** Listed by the metadata table, absent from storage: a reader with it on fails opening it. */
    ONLY_IN_METADATA,
    /** In storage, not listed: a reader with the metadata table on does not see it. */
    ONLY_ON_STORAGE,
    /** In both, of other sizes. */
    SIZE_DIFFERS
  }

  public boolean expected() {
    return expectedBecause != null;
  }

  /** What the disagreement means, in a sentence. */
  public String message() {
    switch (kind) {
      case ONLY_IN_METADATA:
        return "listed by the metadata table ("
            + metadataSize
            + " bytes) but not in storage: a reader with the metadata table on fails opening it";
      case ONLY_ON_STORAGE:
        return "in storage ("
            + storageSize
            + " bytes) but not listed by the metadata table: a reader with it on does not see it";
      default:
        return "the metadata table lists " + metadataSize + " bytes, storage holds " + storageSize;
    }
  }
}
