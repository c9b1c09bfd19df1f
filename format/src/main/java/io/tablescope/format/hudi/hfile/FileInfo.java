package io.tablescope.format.hudi.hfile;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Reads a FILE_INFO block's data: the magic {@code PBUF}, then HBase's {@code FileInfoProto}
 * written with its varint length, a repeated {@code BytesBytesPair} of a key (field 1) and a value
 * (field 2) each.
 */
final class FileInfo {
  /** The most entries Tablescope reads of a file info: HBase and Hudi write about a dozen. */
  static final int MAX_ENTRIES = 100_000;

  private static final byte[] PB_MAGIC = "PBUF".getBytes(StandardCharsets.US_ASCII);
  private static final int MAP_ENTRY = 1;
  private static final int FIRST = 1;
  private static final int SECOND = 2;

  private FileInfo() {}

  /**
   * The entries of a file info block's data, keys as UTF-8, in written order; a key written twice
   * keeps its last value, as Hudi's reader does.
   *
   * @param named the block, as damage names it: "file info block at byte 1591"
   */
  static Map<String, byte[]> read(FileBytes file, byte[] data, String named) {
    if (data.length < PB_MAGIC.length
        || !Arrays.equals(data, 0, PB_MAGIC.length, PB_MAGIC, 0, PB_MAGIC.length)) {
      throw file.damage("has a damaged " + named + ": it does not start with PBUF");
    }
    ProtobufReader info =
        new ProtobufReader(data, PB_MAGIC.length, data.length, file, named).delimited();
    Map<String, byte[]> entries = new LinkedHashMap<>();
    while (info.hasMore()) {
      int tag = info.readTag();
      if (ProtobufReader.field(tag) != MAP_ENTRY) {
        info.skip(tag);
        continue;
      }
      if (entries.size() == MAX_ENTRIES) {
        throw file.damage(
            "has a damaged "
                + named
                + ": it holds more than the "
                + MAX_ENTRIES
                + " entries Tablescope reads");
      }
      ProtobufReader pair = info.readMessage(tag);
      byte[] key = null;
      byte[] value = null;
      while (pair.hasMore()) {
        int pairTag = pair.readTag();
        switch (ProtobufReader.field(pairTag)) {
          case FIRST -> key = pair.readBytes(pairTag);
          case SECOND -> value = pair.readBytes(pairTag);
          default -> pair.skip(pairTag);
        }
      }
      if (key == null || value == null) {
        throw file.damage(
            "has a damaged "
                + named
                + ": entry "
                + (entries.size() + 1)
                + " lacks its "
                + (key == null ? "key" : "value"));
      }
      entries.put(new String(key, StandardCharsets.UTF_8), value);
    }
    return entries;
  }
}
