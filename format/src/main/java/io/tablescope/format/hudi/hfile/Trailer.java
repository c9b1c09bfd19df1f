package io.tablescope.format.hudi.hfile;

import java.nio.charset.StandardCharsets;

/**
 * The fields Tablescope uses of an HFile's fixed trailer, its last {@link #SIZE} bytes in version
 * 3: the magic {@code TRABLK"$}, HBase's {@code FileTrailerProto} written with its varint length,
 * zeros, then an int version (the major in its low three bytes, the minor in its high byte).
 *
 * @param start where the trailer starts: every block ends by here
 * @param fileInfoOffset where the FILE_INFO block starts
 * @param entryCount how many cells the data blocks hold
 * @param firstDataBlockOffset where the first data block starts
 * @param lastDataBlockOffset where the last data block starts
 * @param compression the codec of every block
 */
record Trailer(
    int start,
    long fileInfoOffset,
    long entryCount,
    long firstDataBlockOffset,
    long lastDataBlockOffset,
    Compression compression) {

  /** The version Hudi writes and Tablescope reads. */
  static final int VERSION = 3;

  /** A version 3 trailer's size, whatever its protobuf takes. */
  static final int SIZE = 4096;

  static final byte[] MAGIC = "TRABLK\"$".getBytes(StandardCharsets.US_ASCII);

  /** The most cells Tablescope reads of one HFile. */
  static final long MAX_CELLS = 10_000_000;

  // HBase's FileTrailerProto field numbers.
  private static final int FILE_INFO_OFFSET = 1;
  private static final int ENTRY_COUNT = 7;
  private static final int FIRST_DATA_BLOCK_OFFSET = 9;
  private static final int LAST_DATA_BLOCK_OFFSET = 10;
  private static final int COMPRESSION_CODEC = 12;
  private static final int ENCRYPTION_KEY = 13;

  /** Reads the trailer at a file's end, refusing a file no version 3 trailer ends. */
  static Trailer read(FileBytes file) {
    int length = file.length();
    if (length < Integer.BYTES) {
      throw cutShort(file);
    }
    int versionAt = length - Integer.BYTES;
    int major = file.readInt(versionAt) & 0xffffff;
    int minor = file.bytes()[versionAt] & 0xff;
    int start = length - SIZE;
    boolean magic = file.matches(start, MAGIC);
    // Versions 1 and 2 end with shorter trailers: their magic is not where version 3 puts it.
    if (major != VERSION && (magic || major == 1 || major == 2)) {
      throw file.damage(
          "is HFile version "
              + major
              + "."
              + minor
              + ", which Tablescope does not read: Hudi writes version "
              + VERSION);
    }
    if (length < SIZE) {
      throw cutShort(file);
    }
    if (major != VERSION || !magic) {
      throw file.damage(
          "is not an HFile, or is cut short: the trailer's magic TRABLK\"$ is missing, "
              + SIZE
              + " bytes before its end");
    }
    return fields(file, start, versionAt);
  }

  private static Trailer fields(FileBytes file, int start, int end) {
    long fileInfoOffset = 0;
    long entryCount = 0;
    long firstDataBlockOffset = 0;
    long lastDataBlockOffset = 0;
    // A trailer without a codec is uncompressed, as Hudi's reader takes it.
    long codec = Compression.NONE.ordinal();
    boolean encrypted = false;
    ProtobufReader proto =
        new ProtobufReader(file.bytes(), start + MAGIC.length, end, file, "trailer").delimited();
    while (proto.hasMore()) {
      int tag = proto.readTag();
      switch (ProtobufReader.field(tag)) {
        case FILE_INFO_OFFSET -> fileInfoOffset = proto.readVarint(tag);
        case ENTRY_COUNT -> entryCount = proto.readVarint(tag);
        case FIRST_DATA_BLOCK_OFFSET -> firstDataBlockOffset = proto.readVarint(tag);
        case LAST_DATA_BLOCK_OFFSET -> lastDataBlockOffset = proto.readVarint(tag);
        case COMPRESSION_CODEC -> codec = proto.readVarint(tag);
        case ENCRYPTION_KEY -> encrypted = proto.readBytes(tag).length > 0;
        default -> proto.skip(tag);
      }
    }
    Compression compression = Compression.of(codec);
    if (compression == null) {
      throw file.damage(
          "has a damaged trailer: it names compression codec "
              + Long.toUnsignedString(codec)
              + ", which HBase does not define");
    }
    if (encrypted) {
      // Every block would be ciphertext: the trailer holds the wrapped key.
      throw file.damage("is encrypted, which Tablescope does not read");
    }
    if (entryCount < 0 || entryCount > MAX_CELLS) {
      throw file.damage(
          "has a trailer counting "
              + Long.toUnsignedString(entryCount)
              + " cells, more than the "
              + MAX_CELLS
              + " Tablescope reads of one HFile");
    }
    within(file, "the file info", fileInfoOffset, start);
    if (entryCount > 0) {
      within(file, "the first data block", firstDataBlockOffset, start);
      within(file, "the last data block", lastDataBlockOffset, start);
      if (firstDataBlockOffset > lastDataBlockOffset) {
        throw file.damage(
            "has a damaged trailer: it puts the first data block at byte "
                + firstDataBlockOffset
                + ", after the last at byte "
                + lastDataBlockOffset);
      }
    }
    return new Trailer(
        start, fileInfoOffset, entryCount, firstDataBlockOffset, lastDataBlockOffset, compression);
  }

  private static HFileException cutShort(FileBytes file) {
    return file.damage(
        "is not an HFile, or is cut short: its "
            + file.length()
            + " bytes are fewer than the "
            + SIZE
            + " of an HFile's trailer");
  }

  /** Refuses an offset the trailer gives that is not before the trailer itself. */
  private static void within(FileBytes file, String what, long offset, int start) {
    if (offset < 0 || offset >= start) {
      throw file.damage(
          "has a damaged trailer: it puts "
              + what
              + " at byte "
              + Long.toUnsignedString(offset)
              + ", outside the "
              + start
              + " bytes before the trailer");
    }
  }
}
