package io.tablescope.format.hudi.hfile;

/**
 * The codecs an HFile's trailer may name, in the order of HBase's {@code Compression.Algorithm},
 * whose ordinal the trailer stores: one codec for every block. Hudi compresses its metadata table's
 * HFiles with GZ.
 */
enum Compression {
  LZO("LZO", false),
  GZ("gzip", true),
  NONE("no codec", true),
  SNAPPY("Snappy", false),
  LZ4("LZ4", false),
  BZIP2("bzip2", false),
  ZSTD("Zstandard", false);

  private final String words;
  private final boolean read;

  Compression(String words, boolean read) {
    this.words = words;
    this.read = read;
  }

  /** The codec of an ordinal, or null for one HBase does not define. */
  static Compression of(long ordinal) {
    return ordinal >= 0 && ordinal < values().length ? values()[(int) ordinal] : null;
  }

  /** Whether Tablescope reads blocks of this codec. */
  boolean isRead() {
    return read;
  }

  /** The codec as a message names it: "gzip". */
  String words() {
    return words;
  }
}
