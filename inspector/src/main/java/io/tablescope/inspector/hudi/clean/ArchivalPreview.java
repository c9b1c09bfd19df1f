package io.tablescope.inspector.hudi.clean;

import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.inspector.hudi.HudiTable;
import java.util.List;

/**
 * Which instants Hudi's timeline archiver would move out of the active timeline, and what stops it
 * where it stops. Nothing is moved.
 *
 * @param keepMin {@code hoodie.keep.min.commits} as the archiver uses it (raised when the cleaner
 *     retains more)
 * @param keepMax {@code hoodie.keep.max.commits} as the archiver uses it
 * @param instants the instants moved, every state of each, oldest first
 * @param limits what holds archival back: each rule that applies, with the instant it stops before
 */
public record ArchivalPreview(
    int keepMin,
    int keepMax,
    String settingsNote,
    List<HoodieInstant> instants,
    List<String> limits) {
  public static final String MIN_KEY = "hoodie.keep.min.commits";
  public static final String MAX_KEY = "hoodie.keep.max.commits";
  public static final int DEFAULT_MIN = 20;
  public static final int DEFAULT_MAX = 30;

  public ArchivalPreview {
    instants = List.copyOf(instants);
    limits = List.copyOf(limits);
  }

  /**
   * Plans archival as {@code TimelineArchiverV2} does.
   *
   * @param keepMin the minimum given, or null for the table's or Hudi's
   * @param keepMax the maximum given, or null for the table's or Hudi's
   * @param cleaning the cleaner settings the archiver keeps in step with
   */
  public static ArchivalPreview of(
      HudiTable table, Integer keepMin, Integer keepMax, CleanSettings cleaning) {
    int min = keepMin != null ? keepMin : setting(table, MIN_KEY, DEFAULT_MIN);
    int max = keepMax != null ? keepMax : setting(table, MAX_KEY, DEFAULT_MAX);
    if (min < 1 || max <= min) {
      throw new IllegalArgumentException(
          MAX_KEY
              + " ("
              + max
              + ") must be greater than "
              + MIN_KEY
              + " ("
              + min
              + "), both at least 1");
    }
    return new Archiving(new CleanTimeline(table), cleaning).plan(min, max);
  }

  private static int setting(HudiTable table, String key, int otherwise) {
    String value = table.config().get(key);
    if (value == null) {
      return otherwise;
    }
    try {
      return Integer.parseInt(value.trim());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "hoodie.properties: " + key + "=" + value + " is not a number", e);
    }
  }
}
