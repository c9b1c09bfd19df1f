package io.tablescope.inspector.iceberg.replay;

import java.util.Arrays;

/**
 * How Iceberg's evaluators compare bounds with a {@code startsWith} prefix. The manifest evaluator
 * compares UTF-8 bytes. The metrics evaluators compare strings: the bound cut to the prefix's
 * length in UTF-16 chars, which may split a surrogate pair, compared by {@code
 * Comparators.charSequences()}, where a high surrogate sorts above every other char.
 */
final class Prefixes {
  private Prefixes() {}

  /**
   * The inclusive test of {@code startsWith} on a column's bounds: bounds cut to the prefix's
   * length leave room for it. Iceberg looks at the upper bound only when there is a lower one.
   */
  static boolean mightStartWith(Object lower, Object upper, String prefix) {
    return !(lower instanceof String low)
        || compareCut(low, prefix) <= 0
            && !(upper instanceof String high && compareCut(high, prefix) < 0);
  }

  /** Whether both bounds are known and start with the prefix, so every value does. */
  static boolean allStartWith(Object lower, Object upper, String prefix) {
    return lower instanceof String low
        && upper instanceof String high
        && low.startsWith(prefix)
        && high.startsWith(prefix);
  }

  /** Whether a bound cut to the prefix's length lies outside it, so no value starts with it. */
  static boolean noneStartWith(Object lower, Object upper, String prefix) {
    return lower instanceof String low && compareCut(low, prefix) > 0
        || upper instanceof String high && compareCut(high, prefix) < 0;
  }

  /**
   * The manifest summaries' test of {@code startsWith}: UTF-8 bounds cut to the prefix's length in
   * bytes leave room for it, compared as unsigned bytes; a missing upper bound leaves room.
   */
  static boolean bytesMightStartWith(byte[] lower, byte[] upper, byte[] prefix) {
    return compareCut(lower, prefix) <= 0 && (upper == null || compareCut(upper, prefix) >= 0);
  }

  /** Whether both UTF-8 bounds start with the prefix's bytes. */
  static boolean bytesAllStartWith(byte[] lower, byte[] upper, byte[] prefix) {
    return lower.length >= prefix.length
        && upper.length >= prefix.length
        && compareCut(lower, prefix) == 0
        && compareCut(upper, prefix) == 0;
  }

  private static int compareCut(byte[] bound, byte[] prefix) {
    return Arrays.compareUnsigned(
        bound, 0, Math.min(prefix.length, bound.length), prefix, 0, prefix.length);
  }

  /** The bound's first chars, at most as many as the prefix has, compared with the prefix. */
  private static int compareCut(String bound, String prefix) {
    return compare(bound.substring(0, Math.min(prefix.length(), bound.length())), prefix);
  }

  /** Iceberg's {@code CharSeqComparator}. */
  private static int compare(String left, String right) {
    int length = Math.min(left.length(), right.length());
    for (int i = 0; i < length; i++) {
      char l = left.charAt(i);
      char r = right.charAt(i);
      boolean highLeft = Character.isHighSurrogate(l);
      boolean highRight = Character.isHighSurrogate(r);
      if (highLeft != highRight) {
        return highLeft ? 1 : -1;
      }
      if (l != r) {
        return Character.compare(l, r);
      }
    }
    return Integer.compare(left.length(), right.length());
  }
}
