package io.tablescope.format.iceberg.puffin;

import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.ReadLimits;
import java.io.IOException;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.zip.CRC32;

/**
 * Reads a {@code deletion-vector-v1} blob of a Puffin file, where a manifest entry's {@code
 * content_offset} and {@code content_size_in_bytes} say it is: the combined length of magic and
 * vector (4 bytes, big-endian), the magic {@code D1 D3 39 64}, the vector as a portable 64-bit
 * Roaring bitmap, and the CRC-32 of magic and vector (4 bytes, big-endian).
 */
public final class DeletionVectorReader {
  private static final byte[] MAGIC = {(byte) 0xD1, (byte) 0xD3, 0x39, 0x64};
  private static final int LENGTH_AND_CRC = 8;

  private DeletionVectorReader() {}

  /**
   * The vector stored at an offset of a Puffin file.
   *
   * @param shown how many of the lowest deleted positions to keep
   * @throws IOException naming the location when the blob cannot be read or is damaged
   */
  public static DeletionVector read(
      FileAccess files, String location, long offset, long length, int shown) throws IOException {
    long fileLength = files.length(location);
    if (offset < 0 || length < 0 || offset > fileLength - length) {
      throw PuffinFooterReader.damaged(
          location,
          "is "
              + fileLength
              + " bytes, but the deletion vector is said to take "
              + length
              + " bytes from offset "
              + offset);
    }
    if (length > ReadLimits.blockLimit()) {
      throw PuffinFooterReader.damaged(
          location,
          ReadLimits.tooLarge("deletion vector", length, ReadLimits.blockLimit()).getMessage());
    }
    byte[] blob = files.readRange(location, offset, (int) length);
    if (blob.length < length) {
      throw PuffinFooterReader.damaged(location, "ends inside its deletion vector");
    }
    return decode(location, blob, shown);
  }

  /**
   * Decodes a whole {@code deletion-vector-v1} blob.
   *
   * @param location the file the blob is from, for messages
   * @param shown how many of the lowest deleted positions to keep
   * @throws IOException naming the location when the blob is damaged
   */
  public static DeletionVector decode(String location, byte[] blob, int shown) throws IOException {
    if (blob.length < LENGTH_AND_CRC + MAGIC.length) {
      throw PuffinFooterReader.damaged(
          location, "holds a deletion vector of " + blob.length + " bytes, too short for one");
    }
    ByteBuffer bytes = ByteBuffer.wrap(blob);
    long stated = Integer.toUnsignedLong(bytes.getInt(0));
    if (stated != blob.length - LENGTH_AND_CRC) {
      throw PuffinFooterReader.damaged(
          location,
          "holds a deletion vector whose length field says "
              + stated
              + " bytes, but its blob has "
              + (blob.length - LENGTH_AND_CRC));
    }
    for (int i = 0; i < MAGIC.length; i++) {
      if (blob[4 + i] != MAGIC[i]) {
        throw PuffinFooterReader.damaged(location, "holds a deletion vector without its magic");
      }
    }
    CRC32 crc = new CRC32();
    crc.update(blob, 4, (int) stated);
    long expected = Integer.toUnsignedLong(bytes.getInt(blob.length - 4));
    if (crc.getValue() != expected) {
      throw PuffinFooterReader.damaged(
          location,
          String.format(
              "holds a deletion vector whose CRC-32 is %08x, but %08x is stored",
              crc.getValue(), expected));
    }
    ByteBuffer vector =
        ByteBuffer.wrap(blob, 4 + MAGIC.length, (int) stated - MAGIC.length)
            .slice()
            .order(ByteOrder.LITTLE_ENDIAN);
    try {
      return new RoaringPositions(location, vector, shown).decode();
    } catch (BufferUnderflowException e) {
      throw PuffinFooterReader.damaged(location, "ends inside its deletion vector's bitmap");
    }
  }
}
