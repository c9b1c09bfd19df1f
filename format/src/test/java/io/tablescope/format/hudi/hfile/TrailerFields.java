package io.tablescope.format.hudi.hfile;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The protobuf fields of a version 3 HFile trailer, read and written here apart from the reader
 * under test: a field's value is a Long for a varint, a byte[] for a length-delimited field.
 */
final class TrailerFields {
  static final int SIZE = 4096;
  static final byte[] MAGIC = "TRABLK\"$".getBytes(StandardCharsets.US_ASCII);

  static final int FILE_INFO_OFFSET = 1;
  static final int LOAD_ON_OPEN_DATA_OFFSET = 2;
  static final int ENTRY_COUNT = 7;
  static final int FIRST_DATA_BLOCK_OFFSET = 9;
  static final int LAST_DATA_BLOCK_OFFSET = 10;
  static final int COMPARATOR_CLASS_NAME = 11;
  static final int COMPRESSION_CODEC = 12;

  final Map<Integer, Object> fields = new LinkedHashMap<>();

  /** The trailer fields of an HFile's bytes. */
  static TrailerFields of(byte[] hfile) {
    TrailerFields trailer = new TrailerFields();
    int[] at = {hfile.length - SIZE + MAGIC.length};
    long length = varint(hfile, at);
    int end = at[0] + (int) length;
    while (at[0] < end) {
      long tag = varint(hfile, at);
      int field = (int) (tag >>> 3);
      switch ((int) (tag & 7)) {
        case 0 -> trailer.fields.put(field, varint(hfile, at));
        case 2 -> {
          int size = (int) varint(hfile, at);
          trailer.fields.put(field, Arrays.copyOfRange(hfile, at[0], at[0] + size));
          at[0] += size;
        }
        default -> throw new IllegalArgumentException("wire type " + (tag & 7));
      }
    }
    return trailer;
  }

  long varint(int field) {
    return (Long) fields.get(field);
  }

  TrailerFields with(int field, long value) {
    fields.put(field, value);
    return this;
  }

  /** An HFile's bytes with this trailer in place of its own, its version kept. */
  byte[] into(byte[] hfile) {
    byte[] patched = hfile.clone();
    byte[] trailer = bytes();
    System.arraycopy(trailer, 0, patched, hfile.length - SIZE, SIZE - Integer.BYTES);
    return patched;
  }

  /** The trailer's bytes, zero-padded, and a version of 3.3 in its last four. */
  byte[] bytes() {
    ByteArrayOutputStream message = new ByteArrayOutputStream();
    for (Map.Entry<Integer, Object> field : fields.entrySet()) {
      if (field.getValue() instanceof byte[] bytes) {
        writeVarint(message, (long) field.getKey() << 3 | 2);
        writeVarint(message, bytes.length);
        message.writeBytes(bytes);
      } else {
        writeVarint(message, (long) field.getKey() << 3);
        writeVarint(message, (Long) field.getValue());
      }
    }
    ByteArrayOutputStream trailer = new ByteArrayOutputStream();
    trailer.writeBytes(MAGIC);
    writeVarint(trailer, message.size());
    trailer.writeBytes(message.toByteArray());
    byte[] bytes = Arrays.copyOf(trailer.toByteArray(), SIZE);
    bytes[SIZE - 4] = 3;
    bytes[SIZE - 1] = 3;
    return bytes;
  }

  static long varint(byte[] bytes, int[] at) {
    long value = 0;
    for (int shift = 0; ; shift += 7) {
      int b = bytes[at[0]++] & 0xff;
      value |= (long) (b & 0x7f) << shift;
      if ((b & 0x80) == 0) {
        return value;
      }
    }
  }

  static void writeVarint(ByteArrayOutputStream out, long value) {
    while ((value & ~0x7fL) != 0) {
      out.write((int) (value & 0x7f) | 0x80);
      value >>>= 7;
    }
    out.write((int) value);
  }
}
