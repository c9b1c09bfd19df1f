package io.tablescope.format.parquet;

import io.tablescope.format.io.ReadLimits;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.apache.parquet.format.Encoding;
import org.apache.parquet.format.SchemaElement;
import org.apache.parquet.format.Type;

/**
 * Checks the counts inside a decompressed Parquet page that parquet-mr allocates by: the runs of
 * the RLE / bit-packed hybrid encoding (levels, dictionary ids, booleans), the value count of a
 * delta encoding, and the lengths of a dictionary's strings. Every count must fit the page it is
 * in.
 */
final class EncodedRuns {
  /** The most values one page may hold: a buffer of them as longs stays within a block. */
  static final int MAX_PAGE_VALUES = ReadLimits.MAX_BLOCK_BYTES / Long.BYTES;

  private EncodedRuns() {}

  /** Levels of a V1 page: a 4-byte length, then the runs; the page is left after them. */
  static void prefixedLevels(ByteBuffer page, int maxLevel, long values, String what)
      throws IOException {
    ByteBuffer runs = prefixed(page, what + " levels");
    levels(runs, maxLevel, values, what);
  }

  /** Levels as runs of the bit width the level needs. */
  static void levels(ByteBuffer runs, int maxLevel, long values, String what) throws IOException {
    if (maxLevel > 0) {
      hybrid(runs, 32 - Integer.numberOfLeadingZeros(maxLevel), values, what);
    }
  }

  /** The values section of a page, from the page's position on. */
  static void values(ByteBuffer page, Encoding encoding, long values, String what)
      throws IOException {
    if (encoding == null || !page.hasRemaining()) {
      return;
    }
    switch (encoding) {
      case PLAIN_DICTIONARY, RLE_DICTIONARY -> {
        int bitWidth = page.get() & 0xff;
        if (bitWidth > 32) {
          throw new IOException(what + " claims dictionary ids of " + bitWidth + " bits");
        }
        hybrid(page, bitWidth, values, what);
      }
      case RLE -> hybrid(prefixed(page, what + " values"), 1, values, what);
      case DELTA_BINARY_PACKED, DELTA_LENGTH_BYTE_ARRAY, DELTA_BYTE_ARRAY -> {
        unsignedVarInt(page, what); // block size
        unsignedVarInt(page, what); // mini-blocks per block
        long total = unsignedVarInt(page, what);
        if (total > values) {
          throw new IOException(
              what + " claims " + total + " delta-encoded values in a page of " + values);
        }
      }
      default -> {
        // Plain and byte-stream-split values are read in place, sized by the page.
      }
    }
  }

  /**
   * The runs of the hybrid encoding: a bit-packed run of n groups is n × 8 values, allocated by
   * parquet-mr before it reads them, so no run may pass the values its page holds.
   */
  private static void hybrid(ByteBuffer runs, int bitWidth, long values, String what)
      throws IOException {
    long seen = 0;
    while (seen < values && runs.hasRemaining()) {
      long header = unsignedVarInt(runs, what);
      long count;
      long bytes;
      if ((header & 1) == 1) {
        count = (header >>> 1) * 8;
        bytes = (header >>> 1) * bitWidth;
        // The last run is padded to a whole group of 8.
        long allowed = (Math.min(values - seen, MAX_PAGE_VALUES) + 7) / 8 * 8;
        if (count > allowed) {
          throw new IOException(
              what + " holds a bit-packed run of " + count + " values in a page of " + values);
        }
      } else {
        count = header >>> 1;
        bytes = (bitWidth + 7) / 8;
      }
      runs.position((int) Math.min(runs.limit(), runs.position() + bytes));
      seen += count;
    }
  }

  /** A section written as a 4-byte little-endian length and its bytes; the page moves past it. */
  private static ByteBuffer prefixed(ByteBuffer page, String what) throws IOException {
    if (page.remaining() < 4) {
      throw new IOException(what + " are cut short");
    }
    int length = page.order(ByteOrder.LITTLE_ENDIAN).getInt();
    if (length < 0 || length > page.remaining()) {
      throw new IOException(
          what + " claim " + length + " bytes, more than the " + page.remaining() + " left");
    }
    ByteBuffer section = page.slice(page.position(), length);
    page.position(page.position() + length);
    return section;
  }

  /** How many bytes a plain-encoded value of a column takes at least. */
  static int plainBytes(Type type, SchemaElement element) {
    return switch (type) {
      case BOOLEAN -> 1;
      case INT32, FLOAT, BYTE_ARRAY -> 4;
      case INT64, DOUBLE -> 8;
      case INT96 -> 12;
      case FIXED_LEN_BYTE_ARRAY -> Math.max(1, element.getType_length());
    };
  }

  /** Each string of a plain-encoded dictionary: its 4-byte length must fit what is left. */
  static void plainBinary(ByteBuffer dictionary, Type type, int entries, String what)
      throws IOException {
    if (type != Type.BYTE_ARRAY) {
      return;
    }
    for (int entry = 0; entry < entries; entry++) {
      prefixed(dictionary, what + " entries");
    }
  }

  /** The length Snappy's own block states, or -1 when its varint is malformed. */
  static long snappyLength(ByteBuffer block) {
    long length = 0;
    for (int shift = 0; shift < 35 && block.hasRemaining(); shift += 7) {
      int b = block.get() & 0xff;
      length |= (long) (b & 0x7f) << shift;
      if ((b & 0x80) == 0) {
        return length;
      }
    }
    return -1;
  }

  private static long unsignedVarInt(ByteBuffer bytes, String what) throws IOException {
    long value = 0;
    for (int shift = 0; shift < 35 && bytes.hasRemaining(); shift += 7) {
      int b = bytes.get() & 0xff;
      value |= (long) (b & 0x7f) << shift;
      if ((b & 0x80) == 0) {
        return value;
      }
    }
    throw new IOException(what + " holds a malformed run length");
  }
}
