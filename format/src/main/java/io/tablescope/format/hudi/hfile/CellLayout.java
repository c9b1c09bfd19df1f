package io.tablescope.format.hudi.hfile;

import java.nio.ByteBuffer;
import java.util.Map;

/**
 * What follows each cell's value in the data blocks, as HBase's writer puts it and its file info
 * says: the tags (a short length, then the tags) when the file info has {@code hfile.MAX_TAGS_LEN},
 * then the memstore timestamp (a Hadoop vlong) when its {@code KEY_VALUE_VERSION} is 1. Hudi writes
 * no tags and a timestamp of 0, one byte, which Hudi's own reader takes as given.
 *
 * @param tags whether a tags length, and the tags, follow each value
 * @param memstoreTimestamp whether a memstore timestamp follows each value, after any tags
 */
record CellLayout(boolean tags, boolean memstoreTimestamp) {
  static final String MAX_TAGS_LEN = "hfile.MAX_TAGS_LEN";
  static final String KEY_VALUE_VERSION = "KEY_VALUE_VERSION";

  /** The {@code KEY_VALUE_VERSION} of cells followed by their memstore timestamp. */
  static final int WITH_MEMSTORE_TIMESTAMP = 1;

  static CellLayout of(FileBytes file, Map<String, byte[]> fileInfo) {
    byte[] version = fileInfo.get(KEY_VALUE_VERSION);
    if (version != null && version.length != Integer.BYTES) {
      throw file.damage(
          "has a damaged file info: its "
              + KEY_VALUE_VERSION
              + " takes "
              + version.length
              + " bytes, not the 4 of an int");
    }
    boolean memstoreTimestamp =
        version != null && ByteBuffer.wrap(version).getInt() == WITH_MEMSTORE_TIMESTAMP;
    return new CellLayout(fileInfo.containsKey(MAX_TAGS_LEN), memstoreTimestamp);
  }
}
