package io.tablescope.format.hudi.log;

import io.tablescope.format.io.ReadLimits;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * A block's header or footer as Hudi's {@code HoodieLogBlock.getLogMetadataBytes} writes it: an int
 * count, then per entry an int key ordinal, an int value length and the value's UTF-8 bytes.
 *
 * @param entries the entries read, keys in Hudi's words, in written order (a key written twice
 *     keeps its last value, as Hudi's map does)
 * @param end where the metadata ends, when all of it was read
 * @param damage why the rest could not be read, or null when all of it was
 * @param leftOut entries read past but not kept, as too long to hold
 */
record LogMetadata(Map<String, String> entries, long end, String damage, List<String> leftOut) {
  /** The most entries Tablescope reads of one header: Hudi defines nine keys. */
  static final int MAX_ENTRIES = 64;

  /**
   * Reads metadata from an offset, within a limit it may not pass (the block's reverse pointer).
   *
   * @param what "header" or "footer", for the messages
   * @param keys the name of a key's ordinal
   */
  static LogMetadata read(
      FileWindow window, long offset, long limit, String what, IntFunction<String> keys)
      throws IOException {
    Map<String, String> entries = new LinkedHashMap<>();
    List<String> leftOut = new ArrayList<>();
    if (limit - offset < Integer.BYTES) {
      return new LogMetadata(entries, -1, "its " + what + " runs past the block's end", leftOut);
    }
    int count = window.readInt(offset);
    long at = offset + Integer.BYTES;
    if (count < 0 || count > MAX_ENTRIES) {
      return new LogMetadata(
          entries,
          -1,
          "its "
              + what
              + " claims "
              + count
              + " entries"
              + (count < 0 ? "" : ", more than the " + MAX_ENTRIES + " Tablescope reads"),
          leftOut);
    }
    for (int entry = 0; entry < count; entry++) {
      if (limit - at < 2 * Integer.BYTES) {
        return new LogMetadata(
            entries,
            -1,
            "its " + what + " entry " + (entry + 1) + " runs past the block's end",
            leftOut);
      }
      String key = keys.apply(window.readInt(at));
      int size = window.readInt(at + Integer.BYTES);
      at += 2 * Integer.BYTES;
      if (size < 0 || size > limit - at) {
        return new LogMetadata(
            entries,
            -1,
            "its "
                + what
                + " value "
                + key
                + " claims "
                + size
                + " bytes"
                + (size < 0 ? "" : ", more than the " + (limit - at) + " left in the block"),
            leftOut);
      }
      if (size > ReadLimits.blockLimit()) {
        // Within the block, so the entries after it are still where the length says.
        leftOut.add(
            "its "
                + what
                + " value "
                + key
                + " is "
                + size
                + " bytes, more than the "
                + ReadLimits.describe(ReadLimits.blockLimit())
                + " Tablescope reads of a value; it is left out");
      } else {
        entries.put(key, new String(window.bytes(at, size), StandardCharsets.UTF_8));
      }
      at += size;
    }
    return new LogMetadata(entries, at, null, leftOut);
  }
}
