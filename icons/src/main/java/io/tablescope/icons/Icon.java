package io.tablescope.icons;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Tablescope's icon set: each icon is SVG path data on a 16×16 grid, filled with the even-odd rule,
 * so it stays crisp at any size and takes its colour from the style sheet of whoever draws it.
 */
public enum Icon {
  SNAPSHOT,
  BRANCH,
  TAG,
  MANIFEST_LIST,
  DATA_MANIFEST,
  DELETE_MANIFEST,
  DATA_FILE,
  POSITION_DELETE,
  EQUALITY_DELETE,
  DELETION_VECTOR,
  ADDED,
  EXISTING,
  DELETED,
  PROBLEM;

  /** The width and height of the grid the path data is drawn on. */
  public static final double SIZE = 16;

  /** The resource name, e.g. {@code data-manifest.path}. */
  public String resourceName() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-') + ".path";
  }

  /** The SVG path data, read from this module's resources. */
  public String pathData() {
    try (InputStream in = Icon.class.getResourceAsStream(resourceName())) {
      if (in == null) {
        throw new IllegalStateException("Icon resource missing: " + resourceName());
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8).trim();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
