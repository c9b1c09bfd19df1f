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
  private byte[] buffer = new byte[8192];
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
    byte[] line = new byte[Math.min(8192, limit)];
    int length = 0;
    tooLong = false;
    boolean any = false;
    while (true) {
      int b = read();
      if (b < 0) {
        if (!any) {
          return null;
        }
        break;
      }
      any = true;
      if (b == '\n') {
        break;
      }
      if (tooLong) {
        continue;
      }
      if (length == limit) {
        tooLong = true;
        line = null;
        continue;
      }
      if (length == line.length) {
        line = Arrays.copyOf(line, (int) Math.min(limit, 2L * length));
      }
      line[length++] = (byte) b;
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

  private int read() throws IOException {
    if (bufferPosition == bufferLength) {
      if (ended) {
        return -1;
      }
      bufferLength = in.read(buffer, 0, buffer.length);
      bufferPosition = 0;
      if (bufferLength <= 0) {
        ended = bufferLength < 0;
        bufferLength = 0;
        return ended ? -1 : read();
      }
    }
    return buffer[bufferPosition++] & 0xff;
  }
}
