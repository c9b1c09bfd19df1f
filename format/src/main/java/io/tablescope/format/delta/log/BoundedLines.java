package io.tablescope.format.delta.log;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The lines of a stream, none held past a limit: a line longer than it is skipped to its end
 * without being kept, so one endless line cannot exhaust the heap as {@code readLine} would.
 */
final class BoundedLines {
  private final InputStream in;
  private final int limit;
  private final byte[] buffer = new byte[8192];
  // The longest line so far, reused: never past the limit.
  private byte[] line = new byte[256];
  private int bufferLength;
  private int bufferPosition;
  private boolean ended;
  private boolean tooLong;

  BoundedLines(InputStream in, int limit) {
    this.in = in;
    this.limit = limit;
  }

  /** The next line, empty if it passes the limit (see {@link #tooLong}), null at the end. */
  String next() throws IOException {
    int length = 0;
    tooLong = false;
    boolean any = false;
    while (true) {
      if (bufferPosition == bufferLength && !fill()) {
        if (!any) {
          return null;
        }
        break;
      }
      any = true;
      int end = bufferPosition;
      while (end < bufferLength && buffer[end] != '\n') {
        end++;
      }
      int chunk = end - bufferPosition;
      if (!tooLong && (long) length + chunk > limit) {
        tooLong = true;
      } else if (!tooLong) {
        if (length + chunk > line.length) {
          line =
              Arrays.copyOf(
                  line, (int) Math.min(limit, Math.max(2L * line.length, length + chunk)));
        }
        System.arraycopy(buffer, bufferPosition, line, length, chunk);
        length += chunk;
      }
      bufferPosition = end;
      if (end < bufferLength) {
        bufferPosition++;
        break;
      }
    }
    if (tooLong) {
      return "";
    }
    if (length > 0 && line[length - 1] == '\r') {
      length--;
    }
    return new String(line, 0, length, StandardCharsets.UTF_8);
  }

  /** Whether the line {@link #next} returned last was longer than the limit. */
  boolean tooLong() {
    return tooLong;
  }

  /** Reads the next block of the stream; false at its end. */
  private boolean fill() throws IOException {
    while (!ended) {
      int read = in.read(buffer, 0, buffer.length);
      if (read < 0) {
        ended = true;
      } else if (read > 0) {
        bufferLength = read;
        bufferPosition = 0;
        return true;
      }
    }
    return false;
  }
}
