package io.tablescope.format.hudi.hfile;

import java.util.Arrays;

/**
 * Reads protobuf's wire format, as HBase writes its trailer and file info: fields of a message in a
 * range of bytes, every length checked against what remains of the range. Damage names the file and
 * the message.
 */
final class ProtobufReader {
  static final int VARINT = 0;
  static final int FIXED64 = 1;
  static final int LENGTH_DELIMITED = 2;
  static final int FIXED32 = 5;

  // A varint carries 7 bits a byte: ten bytes hold 64 bits.
  private static final int MAX_VARINT_BYTES = 10;

  private final byte[] bytes;
  private final int end;
  private final FileBytes file;
  private final String message;
  private int position;

  /**
   * @param message what the bytes are, as damage names them: "trailer"
   */
  ProtobufReader(byte[] bytes, int start, int end, FileBytes file, String message) {
    this.bytes = bytes;
    this.position = start;
    this.end = end;
    this.file = file;
    this.message = message;
  }

  boolean hasMore() {
    return position < end;
  }

  /** A message written as its varint length, then its fields: HBase's {@code writeDelimitedTo}. */
  ProtobufReader delimited() {
    long length = readVarint();
    return sub(length, "the message");
  }

  /** The next field's tag: its number and wire type. */
  int readTag() {
    long tag = readVarint();
    if (tag < 0 || tag > Integer.MAX_VALUE || tag >>> 3 == 0) {
      throw damage("a field's tag is " + Long.toUnsignedString(tag) + ", which names no field");
    }
    return (int) tag;
  }

  static int field(int tag) {
    return tag >>> 3;
  }

  /** The value of a varint field: an int or long, taken as unsigned as HBase's are. */
  long readVarint(int tag) {
    expect(tag, VARINT, "a number");
    return readVarint();
  }

  /** The bytes of a length-delimited field. */
  byte[] readBytes(int tag) {
    expect(tag, LENGTH_DELIMITED, "bytes");
    long length = readVarint();
    ProtobufReader bytesRead = sub(length, "field " + field(tag));
    return Arrays.copyOfRange(bytes, bytesRead.position, bytesRead.end);
  }

  /** The fields of a message field. */
  ProtobufReader readMessage(int tag) {
    expect(tag, LENGTH_DELIMITED, "a message");
    return sub(readVarint(), "field " + field(tag));
  }

  /** Skips a field this reader does not use, as protobuf skips fields it does not know. */
  void skip(int tag) {
    switch (tag & 7) {
      case VARINT -> readVarint();
      case FIXED64 -> advance(Long.BYTES, "field " + field(tag));
      case LENGTH_DELIMITED -> sub(readVarint(), "field " + field(tag));
      case FIXED32 -> advance(Integer.BYTES, "field " + field(tag));
      default ->
          // Groups (3, 4) are long deprecated and never in HBase's messages; 6 and 7 are none.
          throw damage(
              "field " + field(tag) + " has wire type " + (tag & 7) + ", which HBase never writes");
    }
  }

  private void expect(int tag, int wireType, String what) {
    if ((tag & 7) != wireType) {
      throw damage(
          "field " + field(tag) + " has wire type " + (tag & 7) + " where " + what + " belongs");
    }
  }

  private long readVarint() {
    long value = 0;
    for (int i = 0; i < MAX_VARINT_BYTES; i++) {
      if (position >= end) {
        throw damage("it ends inside a number");
      }
      int b = bytes[position++] & 0xff;
      value |= (long) (b & 0x7f) << (7 * i);
      if ((b & 0x80) == 0) {
        if (i == MAX_VARINT_BYTES - 1 && b > 1) {
          throw damage("a number runs past the 64 bits a varint holds");
        }
        return value;
      }
    }
    throw damage("a number runs past the ten bytes a varint takes");
  }

  /** A reader of the next bytes of a length, which this reader steps over. */
  private ProtobufReader sub(long length, String what) {
    int start = position;
    advance(length, what);
    return new ProtobufReader(bytes, start, position, file, message);
  }

  private void advance(long length, String what) {
    // A length past 2^63 reads as negative: it is as much past the end as a huge one.
    if (length < 0 || length > end - position) {
      throw damage(
          what
              + " takes "
              + Long.toUnsignedString(length)
              + " bytes, more than the "
              + (end - position)
              + " left");
    }
    position += (int) length;
  }

  private HFileException damage(String problem) {
    return file.damage("has a damaged " + message + ": " + problem);
  }
}
