package io.tablescope.format.hudi.log;

/**
 * The keys of a Hudi log block's header, as Hudi's {@code HoodieLogBlock.HeaderMetadataType} names
 * them. A header writes each key as the constant's ordinal, so the order here is Hudi's.
 */
public enum HeaderMetadataType {
  /** The instant that wrote the block. */
  INSTANT_TIME,
  /** The instant a command block acts on: the one a rollback block rolls back. */
  TARGET_INSTANT_TIME,
  /** The Avro schema of the block's records, as JSON. */
  SCHEMA,
  /** The ordinal of a command block's command ({@code HoodieCommandBlockTypeEnum}). */
  COMMAND_BLOCK_TYPE,
  /** The instants a log compaction merged into this block, comma-separated. */
  COMPACTED_BLOCK_TIMES,
  /** The positions of the block's records in the base file, a Base64 Roaring bitmap. */
  RECORD_POSITIONS,
  /** Which write attempt appended the block: a reader tells a retried task's duplicates by it. */
  BLOCK_IDENTIFIER,
  /** {@code true} when the block holds partial updates: only some columns of each record. */
  IS_PARTIAL,
  /** The base file's instant that {@link #RECORD_POSITIONS} count in. */
  BASE_FILE_INSTANT_TIME_OF_RECORD_POSITIONS;

  /** The key written as an ordinal, in Hudi's words; {@code UNKNOWN_<n>} for one Hudi lacks. */
  public static String nameOf(int ordinal) {
    return ordinal >= 0 && ordinal < values().length
        ? values()[ordinal].name()
        : "UNKNOWN_" + ordinal;
  }
}
