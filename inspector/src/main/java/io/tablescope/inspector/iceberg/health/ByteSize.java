package io.tablescope.inspector.iceberg.health;

import java.util.Locale;

/** Sizes in bytes as people read them, the same in the CLI and the app. */
public final class ByteSize {
  private static final String[] UNITS = {"KiB", "MiB", "GiB", "TiB", "PiB"};

  private ByteSize() {}

  /** A size in bytes, or in KiB, MiB, GiB, ... with one decimal: {@code 1.5 KiB}. */
  public static String text(long bytes) {
    if (bytes < 1024) {
      return bytes + " B";
    }
    double value = bytes;
    int unit = -1;
    while (value >= 1024 && unit < UNITS.length - 1) {
      value /= 1024;
      unit++;
    }
    return String.format(Locale.ROOT, "%.1f %s", value, UNITS[unit]);
  }
}
