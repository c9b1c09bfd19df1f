package io.tablescope.format.hudi.log;

import io.tablescope.format.Problem;
import java.io.IOException;
import java.util.List;
import java.util.Map;

/**
 * The fields of one block that passed Hudi's corruption check, read after its size: damage inside
 * is a problem on the block, which keeps what was read, as its size still leads to the next block.
 */
final class BlockFields {
  private final FileWindow window;
  private final String location;
  private final String block;
  private final List<Problem> problems;

  /**
   * @param block how messages name the block ("block 2 at byte 120")
   * @param problems where the block's problems go
   */
  BlockFields(FileWindow window, String location, String block, List<Problem> problems) {
    this.window = window;
    this.location = location;
    this.block = block;
    this.problems = problems;
  }

  /**
   * The block whose magic is at an offset, its fields from a start (after its size) to an end.
   * Hudi's {@code HoodieLogFileReader.readBlock} reads them in this order.
   */
  LogBlock read(long offset, long start, long end) throws IOException {
    long pointerAt = end - Long.BYTES;
    long length = end - offset;
    int version = window.readInt(start);
    long at = start + Integer.BYTES;
    if (version == 0) {
      // Version 0 wrote no type and no header: its content is all the rest.
      problem(Problem.Kind.UNSUPPORTED, " is in log format version 0, which writes no block type");
      return new LogBlock(offset, length, LogBlockType.UNKNOWN, 0, Map.of(), -1, -1, null);
    }
    if (version != LogBlockReader.CURRENT_VERSION) {
      // Hudi's reader reads a type and a header of every version but 0; so does this one.
      problem(
          Problem.Kind.UNSUPPORTED,
          " has log format version "
              + version
              + "; Hudi writes version "
              + LogBlockReader.CURRENT_VERSION
              + ", the one Tablescope reads");
    }
    if (pointerAt - at < Integer.BYTES) {
      problem(Problem.Kind.CORRUPT, ": its type runs past its end");
      return new LogBlock(offset, length, LogBlockType.UNKNOWN, version, Map.of(), -1, -1, null);
    }
    int ordinal = window.readInt(at);
    at += Integer.BYTES;
    LogBlockType type = LogBlockType.ofOrdinal(ordinal);
    if (type == LogBlockType.UNKNOWN) {
      problem(
          Problem.Kind.UNSUPPORTED, " has block type ordinal " + ordinal + ", which Hudi lacks");
    }
    LogMetadata header =
        LogMetadata.read(window, at, pointerAt, "header", HeaderMetadataType::nameOf);
    header.leftOut().forEach(leftOut -> problem(Problem.Kind.CORRUPT, ": " + leftOut));
    if (header.damage() != null) {
      problem(Problem.Kind.CORRUPT, ": " + header.damage());
      return new LogBlock(offset, length, type, version, header.entries(), -1, -1, null);
    }
    long contentLength = contentLength(header.end(), pointerAt);
    LogBlock read =
        new LogBlock(
            offset,
            length,
            type,
            version,
            header.entries(),
            contentLength,
            contentLength < 0 ? -1 : header.end() + Long.BYTES,
            null);
    if (contentLength >= 0 && version == LogBlockReader.CURRENT_VERSION) {
      checkFooter(header.end() + Long.BYTES + contentLength, pointerAt);
    }
    if (type == LogBlockType.COMMAND_BLOCK
        && !numeric(header.entries().get(HeaderMetadataType.COMMAND_BLOCK_TYPE.name()))) {
      // Hudi's HoodieCommandBlock parses the value as the ordinal of its command.
      problem(Problem.Kind.INVALID, " is a COMMAND_BLOCK without a numeric COMMAND_BLOCK_TYPE");
    }
    return read;
  }

  /** The content's length, written at an offset; -1 and a problem when it does not fit. */
  private long contentLength(long at, long pointerAt) throws IOException {
    if (pointerAt - at < Long.BYTES) {
      problem(Problem.Kind.CORRUPT, ": its content length runs past its end");
      return -1;
    }
    long contentLength = window.readLong(at);
    long left = pointerAt - at - Long.BYTES;
    if (contentLength < 0 || contentLength > left) {
      problem(
          Problem.Kind.CORRUPT,
          ": its content length says "
              + contentLength
              + " bytes"
              + (contentLength < 0 ? "" : ", more than the " + left + " left in the block"));
      return -1;
    }
    return contentLength;
  }

  /** A version 1 footer: Hudi defines no footer keys, so it writes an empty one. */
  private void checkFooter(long at, long pointerAt) throws IOException {
    LogMetadata footer = LogMetadata.read(window, at, pointerAt, "footer", key -> "UNKNOWN_" + key);
    if (footer.damage() != null) {
      problem(Problem.Kind.CORRUPT, ": " + footer.damage());
    } else if (!footer.entries().isEmpty() || !footer.leftOut().isEmpty()) {
      problem(
          Problem.Kind.UNSUPPORTED,
          ": its footer holds "
              + (footer.entries().size() + footer.leftOut().size())
              + " entries, where Hudi defines no footer keys");
    } else if (footer.end() != pointerAt) {
      problem(
          Problem.Kind.CORRUPT,
          ": "
              + (pointerAt - footer.end())
              + " bytes lie between its footer and its reverse pointer");
    }
  }

  private static boolean numeric(String value) {
    return value != null && !value.isEmpty() && value.chars().allMatch(Character::isDigit);
  }

  private void problem(Problem.Kind kind, String message) {
    problems.add(new Problem(kind, location, block + message));
  }
}
