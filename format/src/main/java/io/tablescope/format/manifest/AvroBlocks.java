package io.tablescope.format.manifest;

/**
 * Walks the blocks of an Avro container file (record count, byte size, data, 16-byte sync marker)
 * to find where a file was cut short, which Avro's own reader does not report.
 */
final class AvroBlocks {
  private static final int SYNC_SIZE = 16;

  private AvroBlocks() {}

  /** What is wrong with the blocks after the header, or null when they are whole. */
  static String damage(byte[] bytes, long headerEnd) {
    int position = (int) headerEnd;
    int block = 0;
    while (position < bytes.length) {
      long[] count = readLong(bytes, position);
      if (count == null) {
        return "block " + block + " is cut short in its record count";
      }
      long[] size = readLong(bytes, (int) count[1]);
      if (size == null) {
        return "block " + block + " is cut short in its size";
      }
      long end = size[1] + size[0] + SYNC_SIZE;
      if (size[0] < 0 || end > bytes.length) {
        return "block "
            + block
            + " ("
            + count[0]
            + " records) needs "
            + (end - bytes.length)
            + " more bytes than the file has";
      }
      position = (int) end;
      block++;
    }
    return null;
  }

  /** A zig-zag varint at a position: {value, position after it}, or null if the bytes end first. */
  private static long[] readLong(byte[] bytes, int position) {
    long value = 0;
    int shift = 0;
    int at = position;
    while (at < bytes.length && shift < 64) {
      int b = bytes[at++] & 0xff;
      value |= (long) (b & 0x7f) << shift;
      if ((b & 0x80) == 0) {
        return new long[] {(value >>> 1) ^ -(value & 1), at};
      }
      shift += 7;
    }
    return null;
  }
}
