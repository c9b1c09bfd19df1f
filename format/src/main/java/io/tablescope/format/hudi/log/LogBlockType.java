package io.tablescope.format.hudi.log;

/**
 * The type of a Hudi log block, as Hudi's {@code HoodieLogBlockType} names it. A block writes its
 * type as the constant's ordinal, so the order here is Hudi's and new types only ever come last.
 */
public enum LogBlockType {
  COMMAND_BLOCK,
  DELETE_BLOCK,
  CORRUPT_BLOCK,
  AVRO_DATA_BLOCK,
  HFILE_DATA_BLOCK,
  PARQUET_DATA_BLOCK,
  CDC_DATA_BLOCK,
  /** An ordinal past the types Hudi defines: a newer writer's, or damage. */
  UNKNOWN;

  /** The type written as an ordinal; {@link #UNKNOWN} for one Hudi does not define. */
  public static LogBlockType ofOrdinal(int ordinal) {
    return ordinal >= 0 && ordinal < UNKNOWN.ordinal() ? values()[ordinal] : UNKNOWN;
  }

  /** Whether a block of this type holds records: data blocks and delete blocks. */
  public boolean isDataOrDeleteBlock() {
    return this != COMMAND_BLOCK && this != CORRUPT_BLOCK && this != UNKNOWN;
  }
}
