package io.tablescope.format.hudi.hfile;

import io.tablescope.format.io.ReadLimits;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.zip.CRC32;
import java.util.zip.CRC32C;
import java.util.zip.Checksum;
import java.util.zip.GZIPInputStream;

/**
 * One block of an HFile, from its header: the 8-byte magic of its type; an int of its bytes on disk
 * after the header (its data, then its checksums); an int of its data's bytes inflated; a long
 * offset of the block before it of its type; a byte checksum type; an int of the bytes each
 * checksum covers; and an int of its header's and on-disk data's bytes, which the checksums cover.
 *
 * @param type the block's type
 * @param offset where the block's header starts in the file
 * @param inflatedSize the bytes of the block's data inflated, header and checksums not counted
 * @param dataEnd where the block's on-disk data ends and its checksums start
 * @param end where the block ends, and the next one starts
 */
record Block(BlockType type, int offset, int inflatedSize, int dataEnd, int end) {
  static final int HEADER_SIZE = 33;

  private static final int NULL_CHECKSUM = 0;
  private static final int CRC32_CHECKSUM = 1;
  private static final int CRC32C_CHECKSUM = 2;

  /**
   * Reads the header of the block at an offset and verifies its checksums, refusing a block that
   * does not end by a limit (the trailer's start) or would inflate past Tablescope's block limit.
   */
  static Block read(FileBytes file, int offset, int limit) {
    if ((long) offset + HEADER_SIZE > limit) {
      throw pastEnd(file, "the block header at byte " + offset, offset + (long) HEADER_SIZE, limit);
    }
    BlockType type = BlockType.at(file, offset);
    if (type == null) {
      throw file.damage(
          "has no block at byte "
              + offset
              + ": "
              + FileBytes.shown(file.bytes(), offset, BlockType.MAGIC_LENGTH)
              + " is no block's magic");
    }
    String named = "the " + type.words() + " at byte " + offset;
    // The header's fields after the magic, at their offsets in HBase's layout.
    int onDiskSize = file.readInt(offset + 8);
    int inflatedSize = file.readInt(offset + 12);
    int checksumType = file.bytes()[offset + 24];
    int bytesPerChecksum = file.readInt(offset + 25);
    int dataSizeWithHeader = file.readInt(offset + 29);
    if (onDiskSize < 0 || inflatedSize < 0) {
      throw file.damage("has a damaged header in " + named + ": it gives a negative size");
    }
    long end = (long) offset + HEADER_SIZE + onDiskSize;
    if (end > limit) {
      throw pastEnd(file, named, end, limit);
    }
    int blockLimit = ReadLimits.blockLimit();
    if (inflatedSize > blockLimit) {
      throw file.damage(
          "has a "
              + type.words()
              + " at byte "
              + offset
              + " that inflates to "
              + inflatedSize
              + " bytes, more than the "
              + ReadLimits.describe(blockLimit)
              + " Tablescope reads of a block");
    }
    if (dataSizeWithHeader < HEADER_SIZE || dataSizeWithHeader > end - offset) {
      throw file.damage(
          "has a damaged header in "
              + named
              + ": it gives its data "
              + dataSizeWithHeader
              + " bytes with its header, outside the "
              + HEADER_SIZE
              + " to "
              + (end - offset)
              + " the block takes");
    }
    Block block = new Block(type, offset, inflatedSize, offset + dataSizeWithHeader, (int) end);
    block.verify(file, named, checksumType, bytesPerChecksum);
    return block;
  }

  /**
   * Checks the checksums that follow the block's data: one for each chunk of a number of bytes of
   * its header and on-disk data, as HBase's {@code ChecksumUtil} writes them.
   */
  private void verify(FileBytes file, String named, int checksumType, int bytesPerChecksum) {
    if (checksumType == NULL_CHECKSUM) {
      return;
    }
    if (checksumType != CRC32_CHECKSUM && checksumType != CRC32C_CHECKSUM) {
      throw file.damage(
          "has a damaged header in "
              + named
              + ": it names checksum type "
              + checksumType
              + ", which HBase does not define");
    }
    if (bytesPerChecksum <= 0) {
      throw file.damage(
          "has a damaged header in "
              + named
              + ": each checksum covers "
              + bytesPerChecksum
              + " bytes");
    }
    int covered = dataEnd - offset;
    long chunks = (covered + (long) bytesPerChecksum - 1) / bytesPerChecksum;
    if (chunks * Integer.BYTES != end - dataEnd) {
      throw file.damage(
          "has a damaged header in "
              + named
              + ": it leaves "
              + (end - dataEnd)
              + " bytes for the checksums of its "
              + covered
              + " bytes, which take "
              + chunks * Integer.BYTES);
    }
    String algorithm = checksumType == CRC32C_CHECKSUM ? "CRC32C" : "CRC32";
    for (int chunk = 0; chunk < chunks; chunk++) {
      int from = offset + chunk * bytesPerChecksum;
      Checksum checksum = checksumType == CRC32C_CHECKSUM ? new CRC32C() : new CRC32();
      checksum.update(file.bytes(), from, Math.min(bytesPerChecksum, dataEnd - from));
      if ((int) checksum.getValue() != file.readInt(dataEnd + chunk * Integer.BYTES)) {
        throw file.damage(
            "is damaged: "
                + named
                + " fails its "
                + algorithm
                + " checksum"
                + (chunks == 1
                    ? ""
                    : " of bytes " + from + " to " + Math.min(from + bytesPerChecksum, dataEnd)));
      }
    }
  }

  /** The block's data, inflated: exactly as many bytes as its header says. */
  byte[] data(FileBytes file, Compression compression) {
    int start = offset + HEADER_SIZE;
    String named = "the " + type.words() + " at byte " + offset;
    if (compression == Compression.NONE) {
      if (dataEnd - start != inflatedSize) {
        throw file.damage(
            "has a damaged header in "
                + named
                + ": it gives its data "
                + inflatedSize
                + " bytes, and "
                + (dataEnd - start)
                + " uncompressed bytes follow");
      }
      return Arrays.copyOfRange(file.bytes(), start, dataEnd);
    }
    byte[] data = new byte[inflatedSize];
    try (InputStream in =
        new GZIPInputStream(new ByteArrayInputStream(file.bytes(), start, dataEnd - start))) {
      int read = in.readNBytes(data, 0, inflatedSize);
      if (read < inflatedSize || in.read() >= 0) {
        throw file.damage(
            "is damaged: "
                + named
                + (read < inflatedSize
                    ? " inflates to " + read + " bytes where its header says " + inflatedSize
                    : " inflates to more than the " + inflatedSize + " bytes its header says"));
      }
    } catch (IOException e) {
      throw file.damage("is damaged: " + named + " is not gzip data (" + e.getMessage() + ")", e);
    }
    return data;
  }

  /** A block, or its header, that does not end by a limit: the trailer's start. */
  private static HFileException pastEnd(FileBytes file, String what, long end, int limit) {
    if (end > file.length()) {
      return file.damage(
          "is cut short: "
              + what
              + " runs to byte "
              + end
              + ", past the file's "
              + file.length()
              + " bytes");
    }
    return file.damage(
        "is damaged: " + what + " runs to byte " + end + ", into its trailer at byte " + limit);
  }
}
