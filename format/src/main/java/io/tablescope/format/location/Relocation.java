package io.tablescope.format.location;

import java.util.Objects;

/**
 * Maps the table location recorded in metadata onto the folder the table was opened from, for
 * tables copied elsewhere (from {@code s3://bucket/wh/db/t} to a laptop). Paths under the recorded
 * location are rewritten; others are left as they are.
 *
 * @param recordedLocation the {@code location} written in the table metadata
 * @param openedLocation the folder the table was opened from
 */
public record Relocation(String recordedLocation, String openedLocation) {
  public Relocation {
    Objects.requireNonNull(recordedLocation, "recordedLocation");
    Objects.requireNonNull(openedLocation, "openedLocation");
    recordedLocation = trimSlash(recordedLocation);
    openedLocation = trimSlash(openedLocation);
  }

  /** The relocation between a recorded and an opened location; none when they are the same. */
  public static Relocation between(String recordedLocation, String openedLocation) {
    if (recordedLocation == null || sameLocation(recordedLocation, openedLocation)) {
      return new Relocation(openedLocation, openedLocation);
    }
    return new Relocation(recordedLocation, openedLocation);
  }

  /** Whether paths are rewritten at all. */
  public boolean isRelocated() {
    return !recordedLocation.equals(openedLocation);
  }

  /** Where a path recorded in metadata is to be read from. */
  public String map(String recordedPath) {
    if (!isRelocated()) {
      return recordedPath;
    }
    String recorded = comparable(recordedLocation);
    String path = comparable(recordedPath);
    if (path.equals(recorded)) {
      return openedLocation;
    }
    if (path.startsWith(recorded + "/")) {
      return openedLocation + path.substring(recorded.length());
    }
    return recordedPath;
  }

  private static boolean sameLocation(String a, String b) {
    return comparable(trimSlash(a)).equals(comparable(trimSlash(b)));
  }

  /** Local locations in one form: {@code file:/a}, {@code file:///a} and {@code /a} alike. */
  private static String comparable(String location) {
    if (location.startsWith("file:///")) {
      return location.substring("file://".length());
    }
    if (location.startsWith("file:/")) {
      return location.substring("file:".length());
    }
    return location;
  }

  private static String trimSlash(String location) {
    return location.length() > 1 && location.endsWith("/")
        ? location.substring(0, location.length() - 1)
        : location;
  }
}
