package io.tablescope.format.iceberg.location;

import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Maps the locations recorded in metadata onto the folder the table was opened from, for tables
 * copied elsewhere (from {@code s3://bucket/wh/db/t} to a laptop) or written with relative
 * locations ({@code ./orders}, {@code file:orders}). Locations are compared in one form: {@code
 * file:}, {@code file:/}, {@code file://} and {@code file:///} prefixes, duplicate slashes and
 * {@code ./} segments do not matter.
 *
 * <p>A path under the recorded location is mapped by that prefix. When the table is read from
 * elsewhere, a path outside the recorded location (metadata rewritten by a second tool, say) is
 * mapped by what follows its last {@code metadata/} or {@code data/} folder; {@link #outsidePrefix}
 * names what was dropped, so that the user can be told. Other paths are read as they are. Immutable
 * and safe to share between threads.
 */
public final class Relocation {
  private static final String[] TABLE_FOLDERS = {"metadata", "data"};
  private static final Pattern SCHEME = Pattern.compile("[A-Za-z][A-Za-z0-9+.-]*");

  private final String recordedLocation;
  private final String openedLocation;
  private final String recorded;
  private final String recordedPrefix;
  private final boolean relocated;

  /**
   * @param recordedLocation the {@code location} written in the table metadata
   * @param openedLocation the folder the table was opened from
   */
  public Relocation(String recordedLocation, String openedLocation) {
    Objects.requireNonNull(recordedLocation, "recordedLocation");
    Objects.requireNonNull(openedLocation, "openedLocation");
    this.recordedLocation = trimSlash(recordedLocation);
    this.openedLocation = trimSlash(openedLocation);
    this.recorded = normalise(recordedLocation);
    this.recordedPrefix = recorded + "/";
    this.relocated = !recorded.equals(normalise(openedLocation));
  }

  /** The {@code location} written in the table metadata. */
  public String recordedLocation() {
    return recordedLocation;
  }

  /** The folder the table was opened from. */
  public String openedLocation() {
    return openedLocation;
  }

  /** The relocation between a recorded and an opened location; none when they are the same. */
  public static Relocation between(String recordedLocation, String openedLocation) {
    if (recordedLocation == null || normalise(recordedLocation).equals(normalise(openedLocation))) {
      return new Relocation(openedLocation, openedLocation);
    }
    return new Relocation(recordedLocation, openedLocation);
  }

  /** Whether paths are rewritten at all. */
  public boolean isRelocated() {
    return relocated;
  }

  /** Where a path recorded in metadata is to be read from. */
  public String map(String recordedPath) {
    return resolve(recordedPath).path();
  }

  /**
   * For a path that {@link #map} reads by its {@code metadata/} or {@code data/} folder because it
   * lies outside the recorded location: the part before that folder (e.g. {@code
   * some/other/prefix}). Empty for every other path.
   */
  public Optional<String> outsidePrefix(String recordedPath) {
    return Optional.ofNullable(resolve(recordedPath).outsidePrefix());
  }

  /**
   * Where a recorded path is read from and, when it was mapped by its folder, the prefix dropped;
   * one pass over the path for callers that want both.
   */
  public Resolved resolve(String recordedPath) {
    if (!relocated) {
      return new Resolved(recordedPath, null);
    }
    String path = normalise(recordedPath);
    if (path.equals(recorded)) {
      return new Resolved(openedLocation, null);
    }
    if (path.startsWith(recordedPrefix)) {
      return new Resolved(openedLocation + path.substring(recorded.length()), null);
    }
    int folder = lastTableFolder(path);
    if (folder < 0) {
      return new Resolved(recordedPath, null);
    }
    return new Resolved(
        openedLocation + "/" + path.substring(folder),
        folder == 0 ? "." : path.substring(0, folder - 1));
  }

  /**
   * A recorded path resolved.
   *
   * @param path where it is read from
   * @param outsidePrefix what was dropped when it was mapped by its {@code metadata/} or {@code
   *     data/} folder; null otherwise
   */
  public record Resolved(String path, String outsidePrefix) {}

  /** Where the last {@code metadata} or {@code data} segment of a path starts, or -1. */
  private static int lastTableFolder(String path) {
    int best = -1;
    for (String name : TABLE_FOLDERS) {
      if (path.startsWith(name + "/")) {
        best = Math.max(best, 0);
      }
      int inside = path.lastIndexOf("/" + name + "/");
      if (inside >= 0) {
        best = Math.max(best, inside + 1);
      }
    }
    return best;
  }

  /**
   * A location in one form: local {@code file:} URIs as plain paths ({@code file:/a}, {@code
   * file:///a} and {@code /a} alike; {@code file:a} as {@code a}), single slashes, no {@code .}
   * segments and no trailing slash. A scheme's {@code //} is kept.
   */
  static String normalise(String location) {
    String scheme = "";
    String rest = location;
    if (rest.startsWith("file:")) {
      rest = rest.substring("file:".length());
    } else {
      int separator = rest.indexOf("://");
      if (separator > 0 && SCHEME.matcher(rest.substring(0, separator)).matches()) {
        scheme = rest.substring(0, separator + 3);
        rest = rest.substring(separator + 3);
      }
    }
    StringBuilder normal = new StringBuilder(scheme);
    boolean absolute = scheme.isEmpty() && rest.startsWith("/");
    if (absolute) {
      normal.append('/');
    }
    boolean first = true;
    for (String segment : rest.split("/")) {
      if (segment.isEmpty() || segment.equals(".")) {
        continue;
      }
      if (!first) {
        normal.append('/');
      }
      normal.append(segment);
      first = false;
    }
    return normal.toString();
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Relocation that
        && recordedLocation.equals(that.recordedLocation)
        && openedLocation.equals(that.openedLocation);
  }

  @Override
  public int hashCode() {
    return Objects.hash(recordedLocation, openedLocation);
  }

  @Override
  public String toString() {
    return "Relocation[" + recordedLocation + " -> " + openedLocation + "]";
  }

  private static String trimSlash(String location) {
    return location.length() > 1 && location.endsWith("/")
        ? location.substring(0, location.length() - 1)
        : location;
  }
}
