package io.tablescope.format.avro;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Reads Avro's binary encoding from a range of a byte array: zig-zag varints, little-endian floats,
 * length-prefixed bytes and strings, and the blocks of arrays and maps. Data that runs past the
 * range, or a length that cannot be, is an {@link AvroException} saying which.
 */
public final class AvroDecoder {
  private final byte[] bytes;
  private final int limit;
  private int position;

  /** Decodes {@code length} bytes from {@code offset}. */
  public AvroDecoder(byte[] bytes, int offset, int length) {
    this.bytes = bytes;
    this.position = offset;
    this.limit = offset + length;
  }

  /** Where the next value starts. */
  public int position() {
    return position;
  }

  /** Whether every byte of the range was read. */
  public boolean isEnd() {
    return position == limit;
  }

  public long readLong() {
    long value = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      if (position == limit) {
        throw new AvroException("the data ends inside a number");
      }
      int b = bytes[position++] & 0xff;
      value |= (long) (b & 0x7f) << shift;
      if ((b & 0x80) == 0) {
        return (value >>> 1) ^ -(value & 1);
      }
    }
    throw new AvroException("a number runs past the ten bytes a long can take");
  }

  public int readInt() {
    long value = readLong();
    if (value != (int) value) {
      throw new AvroException("an int holds " + value + ", out of an int's range");
    }
    return (int) value;
  }

  public boolean readBoolean() {
    require(1, "a boolean");
    return bytes[position++] != 0;
  }

  public float readFloat() {
    return Float.intBitsToFloat((int) littleEndian(4, "a float"));
  }

  public double readDouble() {
    return Double.longBitsToDouble(littleEndian(8, "a double"));
  }

  public byte[] readBytes() {
    int length = length("bytes");
    byte[] value = Arrays.copyOfRange(bytes, position, position + length);
    position += length;
    return value;
  }

  public String readString() {
    int length = length("a string");
    String value = new String(bytes, position, length, StandardCharsets.UTF_8);
    position += length;
    return value;
  }

  /**
   * Reads a string and tells whether it is the given ASCII text in any case, without making a
   * String of it.
   *
   * @param upperCase the text, in capitals
   */
  public boolean readStringIgnoringCase(byte[] upperCase) {
    int length = length("a string");
    boolean equal = length == upperCase.length;
    for (int i = 0; equal && i < length; i++) {
      equal = (bytes[position + i] & 0xDF) == upperCase[i];
    }
    position += length;
    return equal;
  }

  public byte[] readFixed(int size) {
    require(size, "a fixed value of " + size + " bytes");
    byte[] value = Arrays.copyOfRange(bytes, position, position + size);
    position += size;
    return value;
  }

  /** Skips bytes or a string. */
  public void skipBytes() {
    int length = length("bytes");
    position += length;
  }

  public void skipFixed(int size) {
    require(size, "a fixed value of " + size + " bytes");
    position += size;
  }

  /** The branch of a union the next value belongs to. */
  public int readIndex(int branches) {
    long index = readLong();
    if (index < 0 || index >= branches) {
      throw new AvroException("a union value names branch " + index + " of " + branches);
    }
    return (int) index;
  }

  /**
   * The number of items in the next block of an array or map; 0 ends it. A block's byte size,
   * written when its count is negative, is read past.
   */
  public int readBlockCount() {
    long count = readLong();
    if (count < 0) {
      count = -count;
      readLong();
    }
    // Each item of the arrays and maps Iceberg writes takes a byte or more: a count beyond the
    // bytes left is damage, found before a huge list is made for it.
    if (count < 0 || count > limit - position) {
      throw new AvroException(
          "an array or map block of "
              + count
              + " items, with only "
              + (limit - position)
              + " bytes left");
    }
    return (int) count;
  }

  private int length(String what) {
    long length = readLong();
    if (length < 0) {
      throw new AvroException(what + " with a negative length (" + length + ")");
    }
    if (length > limit - position) {
      throw new AvroException(
          what + " of " + length + " bytes, with only " + (limit - position) + " bytes left");
    }
    return (int) length;
  }

  private long littleEndian(int size, String what) {
    require(size, what);
    long value = 0;
    for (int i = size - 1; i >= 0; i--) {
      value = (value << 8) | (bytes[position + i] & 0xff);
    }
    position += size;
    return value;
  }

  private void require(int size, String what) {
    if (size > limit - position) {
      throw new AvroException("the data ends inside " + what);
    }
  }
}
