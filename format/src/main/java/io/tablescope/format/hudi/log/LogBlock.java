package io.tablescope.format.hudi.log;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One block of a Hudi log file, from its fixed fields and header alone: its content (records, keys
 * to delete) is never read.
 *
 * @param offset where the block's magic {@code #HUDI#} starts in the file
 * @param length the block's bytes from its magic through its reverse pointer; for a corrupt block,
 *     the bytes up to the next magic or the end of the file
 * @param type the block's type; {@link LogBlockType#CORRUPT_BLOCK} for bytes Hudi's reader skips
 * @param logFormatVersion the block's log format version (Hudi writes 1), or -1 for a corrupt block
 * @param header the header's entries, keys in Hudi's words ({@link HeaderMetadataType}), an ordinal
 *     Hudi lacks as {@code UNKNOWN_<n>}, in written order
 * @param contentLength the bytes of the block's content, or -1 when they could not be told
 * @param contentOffset where in the file the content starts, or -1 when it could not be told
 * @param corruptReason why Hudi's reader takes the block as corrupt, or null for any other block
 */
public record LogBlock(
    long offset,
    long length,
    LogBlockType type,
    int logFormatVersion,
    Map<String, String> header,
    long contentLength,
    long contentOffset,
    String corruptReason) {

  /** Hudi's {@code HoodieCommandBlockTypeEnum}: a command block writes its command's ordinal. */
  private static final List<String> COMMAND_BLOCK_TYPES = List.of("ROLLBACK_BLOCK");

  public LogBlock {
    Objects.requireNonNull(type, "type");
    header = Collections.unmodifiableMap(new LinkedHashMap<>(header));
  }

  /** A block Hudi's reader takes as corrupt: the bytes it skips to the next magic. */
  static LogBlock corrupt(long offset, long length, String reason) {
    return new LogBlock(offset, length, LogBlockType.CORRUPT_BLOCK, -1, Map.of(), -1, -1, reason);
  }

  /** Whether Hudi's reader takes the block as corrupt. */
  public boolean isCorrupt() {
    return type == LogBlockType.CORRUPT_BLOCK;
  }

  /** The header's {@code INSTANT_TIME}: the instant that wrote the block, or null. */
  public String instantTime() {
    return header.get(HeaderMetadataType.INSTANT_TIME.name());
  }

  /** The header's {@code TARGET_INSTANT_TIME}: the instant a command acts on, or null. */
  public String targetInstantTime() {
    return header.get(HeaderMetadataType.TARGET_INSTANT_TIME.name());
  }

  /** The header's {@code SCHEMA}: the records' Avro schema as JSON, or null. */
  public String schema() {
    return header.get(HeaderMetadataType.SCHEMA.name());
  }

  /**
   * The instants a log compaction merged into this block, from {@code COMPACTED_BLOCK_TIMES}
   * (comma-separated, as Hudi's scanner splits it); empty for a block no log compaction wrote.
   */
  public List<String> compactedBlockTimes() {
    String times = header.get(HeaderMetadataType.COMPACTED_BLOCK_TIMES.name());
    if (times == null) {
      return List.of();
    }
    return Arrays.stream(times.split(",")).filter(time -> !time.isEmpty()).toList();
  }

  /**
   * A command block's command in Hudi's words ({@code ROLLBACK_BLOCK}), {@code UNKNOWN_<n>} for an
   * ordinal Hudi lacks, the value as written when it is no ordinal at all; null for any other block
   * or one without {@code COMMAND_BLOCK_TYPE}.
   */
  public String commandType() {
    String written = header.get(HeaderMetadataType.COMMAND_BLOCK_TYPE.name());
    if (type != LogBlockType.COMMAND_BLOCK || written == null) {
      return null;
    }
    int ordinal;
    try {
      ordinal = Integer.parseInt(written);
    } catch (NumberFormatException e) {
      return written;
    }
    return ordinal >= 0 && ordinal < COMMAND_BLOCK_TYPES.size()
        ? COMMAND_BLOCK_TYPES.get(ordinal)
        : "UNKNOWN_" + ordinal;
  }
}
