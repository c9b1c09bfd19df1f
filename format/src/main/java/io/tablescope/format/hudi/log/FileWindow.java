package io.tablescope.format.hudi.log;

import io.tablescope.format.io.FileAccess;
import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * Ranged reads of one log file through two windows of its bytes: one on a block's start, one on its
 * end and the next block's start, so a block takes about one read however long its content, which
 * is never read.
 */
final class FileWindow {
  /** Bytes read at a time: a block's header without a long schema, and what follows it. */
  static final int SIZE = 64 << 10;

  /** Bytes read at a time looking for a magic, as Hudi's reader does, to cross damage quickly. */
  private static final int SCAN_SIZE = 1 << 20;

  /** Bytes read before the offset asked for: more than an empty footer and a reverse pointer. */
  private static final int LOOK_BEHIND = 256;

  private final FileAccess files;
  private final String location;
  private final long length;
  private final long[] starts = new long[2];
  private final byte[][] windows = {new byte[0], new byte[0]};
  // The window read or used last: a new read replaces the other one.
  private int latest;

  FileWindow(FileAccess files, String location, long length) {
    this.files = files;
    this.location = location;
    this.length = length;
  }

  /** The file's length when the read began. */
  long length() {
    return length;
  }

  /**
   * The bytes from an offset: all of them, as the caller bounds the count by the file's length.
   *
   * @throws EOFException when the file has become shorter than it was
   */
  byte[] bytes(long offset, int count) throws IOException {
    int window = windowOf(offset, count);
    int from = (int) (offset - starts[window]);
    return Arrays.copyOfRange(windows[window], from, from + count);
  }

  int readInt(long offset) throws IOException {
    return buffer(offset, Integer.BYTES).getInt();
  }

  long readLong(long offset) throws IOException {
    return buffer(offset, Long.BYTES).getLong();
  }

  /** Whether the bytes from an offset are the ones given (false where the file ends first). */
  boolean matches(long offset, byte[] expected) throws IOException {
    return offset + expected.length <= length
        && Arrays.equals(bytes(offset, expected.length), expected);
  }

  /**
   * Where the bytes given next occur at or after an offset, or the file's length when they do not:
   * read a megabyte at a time, the window left as it was.
   */
  long indexOf(byte[] pattern, long from) throws IOException {
    for (long at = from; length - at >= pattern.length; at += SCAN_SIZE - pattern.length + 1) {
      byte[] read = files.readRange(location, at, (int) Math.min(SCAN_SIZE, length - at));
      for (int i = 0; i + pattern.length <= read.length; i++) {
        if (Arrays.equals(read, i, i + pattern.length, pattern, 0, pattern.length)) {
          return at + i;
        }
      }
      if (read.length < SCAN_SIZE) {
        break;
      }
    }
    return length;
  }

  private ByteBuffer buffer(long offset, int count) throws IOException {
    int window = windowOf(offset, count);
    return ByteBuffer.wrap(windows[window], (int) (offset - starts[window]), count);
  }

  /** The window holding the bytes from an offset, read into the older one if neither does. */
  private int windowOf(long offset, int count) throws IOException {
    for (int window : new int[] {latest, 1 - latest}) {
      if (offset >= starts[window] && offset + count <= starts[window] + windows[window].length) {
        latest = window;
        return window;
      }
    }
    fill(1 - latest, offset, count);
    latest = 1 - latest;
    return latest;
  }

  private void fill(int window, long offset, int count) throws IOException {
    // A read starts a little before the offset: a block's reverse pointer is read first, and its
    // footer, just before it, is read next. A value longer than a window is read as asked.
    long from = Math.max(0, offset - LOOK_BEHIND);
    int want = (int) Math.max(offset - from + count, Math.min(SIZE, length - from));
    byte[] read = files.readRange(location, from, want);
    if (read.length < offset - from + count) {
      throw new EOFException(
          "the file ends at byte " + (from + read.length) + ", before its length of " + length);
    }
    starts[window] = from;
    windows[window] = read;
  }
}
