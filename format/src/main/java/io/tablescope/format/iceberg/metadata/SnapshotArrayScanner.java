package io.tablescope.format.iceberg.metadata;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Optional;

/**
 * Finds, by a byte scan, where the top-level {@code snapshots} array of a metadata file lies and
 * where each of its elements starts and ends, so the snapshots of a long history can be parsed in
 * parallel. The scan only tracks strings (with escapes) and nesting; it is not a JSON validator,
 * and any surprise makes it give up so that the file is parsed in one pass instead.
 */
final class SnapshotArrayScanner {
  private static final byte[] KEY = "snapshots".getBytes(StandardCharsets.UTF_8);

  private SnapshotArrayScanner() {}

  /**
   * The array and its elements.
   *
   * @param start the index of the array's {@code [}
   * @param end the index just after its {@code ]}
   * @param elementStarts the index of each element's {@code {}
   * @param elementEnds the index just after each element's {@code }}
   */
  record Layout(int start, int end, int[] elementStarts, int[] elementEnds) {
    int size() {
      return elementStarts.length;
    }
  }

  static Optional<Layout> scan(byte[] json) {
    int depth = 0;
    int i = 0;
    while (i < json.length) {
      byte b = json[i];
      if (b == '"') {
        int close = stringEnd(json, i);
        if (close < 0) {
          return Optional.empty();
        }
        if (depth == 1 && isKey(json, i + 1, close) && nextNonSpace(json, close + 1) == ':') {
          int valueStart = skipSpace(json, indexOf(json, close + 1, (byte) ':') + 1);
          return valueStart < json.length && json[valueStart] == '['
              ? elements(json, valueStart)
              : Optional.empty();
        }
        i = close + 1;
        continue;
      }
      if (b == '{' || b == '[') {
        depth++;
      } else if (b == '}' || b == ']') {
        depth--;
      }
      i++;
    }
    return Optional.empty();
  }

  private static Optional<Layout> elements(byte[] json, int arrayStart) {
    int[] starts = new int[1024];
    int[] ends = new int[1024];
    int count = 0;
    int depth = 0;
    int elementStart = -1;
    for (int i = arrayStart + 1; i < json.length; i++) {
      byte b = json[i];
      if (b == '"') {
        int close = stringEnd(json, i);
        if (close < 0) {
          return Optional.empty();
        }
        i = close;
      } else if (b == '{' || b == '[') {
        if (depth == 0) {
          if (b != '{') {
            return Optional.empty();
          }
          elementStart = i;
        }
        depth++;
      } else if (b == '}' || b == ']') {
        if (depth == 0) {
          return b == ']'
              ? Optional.of(
                  new Layout(
                      arrayStart, i + 1, Arrays.copyOf(starts, count), Arrays.copyOf(ends, count)))
              : Optional.empty();
        }
        depth--;
        if (depth == 0) {
          if (count == starts.length) {
            starts = Arrays.copyOf(starts, count * 2);
            ends = Arrays.copyOf(ends, count * 2);
          }
          starts[count] = elementStart;
          ends[count] = i + 1;
          count++;
        }
      }
    }
    return Optional.empty();
  }

  /** The index of the quote that closes the string opened at {@code open}, or -1. */
  private static int stringEnd(byte[] json, int open) {
    for (int i = open + 1; i < json.length; i++) {
      if (json[i] == '\\') {
        i++;
      } else if (json[i] == '"') {
        return i;
      }
    }
    return -1;
  }

  private static boolean isKey(byte[] json, int from, int to) {
    return to - from == KEY.length && Arrays.equals(json, from, to, KEY, 0, KEY.length);
  }

  private static int skipSpace(byte[] json, int from) {
    int i = from;
    while (i < json.length
        && (json[i] == ' ' || json[i] == '\n' || json[i] == '\r' || json[i] == '\t')) {
      i++;
    }
    return i;
  }

  private static int nextNonSpace(byte[] json, int from) {
    int i = skipSpace(json, from);
    return i < json.length ? json[i] : -1;
  }

  private static int indexOf(byte[] json, int from, byte wanted) {
    for (int i = from; i < json.length; i++) {
      if (json[i] == wanted) {
        return i;
      }
    }
    return json.length;
  }
}
