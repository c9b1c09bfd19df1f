package io.tablescope.inspector.iceberg.health;

import java.util.Locale;

/** Byte counts as people read them in advice: {@code 2.1 GB}. */
final class Sizes {
  private Sizes() {}

  static String human(long bytes) {
    String[] units = {"KB", "MB", "GB", "TB"};
    if (bytes < 1024) {
      return bytes + " B";
    }
    double value = bytes;
    int unit = -1;
    while (value >= 1024 && unit < units.length - 1) {
      value /= 1024;
      unit++;
    }
    return String.format(Locale.ROOT, "%.1f %s", value, units[unit]);
  }
}
