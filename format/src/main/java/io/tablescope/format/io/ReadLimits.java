package io.tablescope.format.io;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The most Tablescope reads of anything a file or a server hands it. A size past a limit is damage
 * named at its file, never an allocation: a 150 KB manifest must not claim 4 GB of heap.
 */
public final class ReadLimits {
  /** The largest file held whole (a manifest, a commit, a response), heap permitting. */
  public static final long MAX_WHOLE_FILE_BYTES = 512L << 20;

  // Under half of G1's smallest region, so no block is a humongous allocation.
  private static final int GATHER_BLOCK_BYTES = 256 * 1024;

  /** The largest decompressed block of an Avro or Parquet file: writers emit a few hundred KB. */
  public static final int MAX_BLOCK_BYTES = 64 << 20;

  /** The most a compressed metadata file may inflate to: 100,000 snapshots take about 100 MB. */
  public static final long MAX_INFLATED_BYTES = 1L << 30;

  /** The most pages one listing from a server may take before it is a server that never ends. */
  public static final int MAX_PAGES = 10_000;

  private ReadLimits() {}

  /**
   * The largest block (an Avro block, a Parquet page, a commit's line) this JVM may inflate: the
   * limit, or a sixteenth of the heap if less, as parallel readers inflate several at once and a
   * growing buffer briefly takes half as much again.
   */
  public static int blockLimit() {
    return (int) Math.min(MAX_BLOCK_BYTES, Runtime.getRuntime().maxMemory() / 16);
  }

  /** The largest file this JVM may hold whole: the limit, or a quarter of the heap if less. */
  public static long wholeFileLimit() {
    return Math.min(MAX_WHOLE_FILE_BYTES, Runtime.getRuntime().maxMemory() / 4);
  }

  /**
   * The most one compressed file (a manifest's blocks, a gzipped metadata file) may inflate to in
   * this JVM: the limit, or a quarter of the heap if less, as its records are held.
   */
  public static long inflatedLimit() {
    return Math.min(MAX_INFLATED_BYTES, Runtime.getRuntime().maxMemory() / 4);
  }

  /** A limit in words, for the message that names it. */
  public static String describe(long bytes) {
    if (bytes >= 1L << 30 && bytes % (1L << 30) == 0) {
      return (bytes >> 30) + " GB";
    }
    if (bytes >= 1L << 20) {
      return (bytes >> 20) + " MB";
    }
    return bytes + " bytes";
  }

  /** Why a file of a size is not read: it names the limit, for the message that names the file. */
  public static IOException tooLarge(String what, long size, long limit) {
    return new TooLarge(
        size < 0
            ? what + " holds more than " + describe(limit) + ", the most Tablescope reads"
            : what
                + " is "
                + size
                + " bytes, more than the "
                + describe(limit)
                + " Tablescope reads");
  }

  /**
   * A size past a limit, in words: told apart from a failure to read, so a library that wraps it
   * (an SDK parsing a stream) can be unwrapped to this message.
   */
  public static final class TooLarge extends IOException {
    public TooLarge(String message) {
      super(message);
    }
  }

  /**
   * Every byte of a stream, refusing one that holds more than the limit (an endless body, a FIFO
   * written without end) before the heap does. The bytes are gathered in small blocks and joined
   * once at the end, so a stream refused at the limit never needed one array of the limit's size,
   * nor a copy of one.
   */
  public static byte[] readAtMost(InputStream in, long limit, String what) throws IOException {
    List<byte[]> blocks = new ArrayList<>();
    long total = 0;
    while (true) {
      byte[] block = new byte[(int) Math.max(1, Math.min(GATHER_BLOCK_BYTES, limit - total + 1))];
      int filled = in.readNBytes(block, 0, block.length);
      total += filled;
      if (total > limit) {
        throw tooLarge(what, -1, limit);
      }
      blocks.add(filled == block.length ? block : Arrays.copyOf(block, filled));
      if (filled < block.length) {
        break;
      }
    }
    byte[] all = new byte[(int) total];
    int at = 0;
    for (byte[] block : blocks) {
      System.arraycopy(block, 0, all, at, block.length);
      at += block.length;
    }
    return all;
  }

  /** A stream that fails once more than the limit has been read from it (a decompression bomb). */
  public static InputStream atMost(InputStream in, long limit, String what) {
    return new FilterInputStream(in) {
      private long read;

      @Override
      public int read() throws IOException {
        int b = super.read();
        if (b >= 0) {
          count(1);
        }
        return b;
      }

      @Override
      public int read(byte[] bytes, int offset, int length) throws IOException {
        int n = super.read(bytes, offset, length);
        if (n > 0) {
          count(n);
        }
        return n;
      }

      private void count(int n) throws IOException {
        read += n;
        if (read > limit) {
          throw tooLarge(what, -1, limit);
        }
      }
    };
  }
}
