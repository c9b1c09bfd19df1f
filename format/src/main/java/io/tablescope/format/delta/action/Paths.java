package io.tablescope.format.delta.action;

import java.net.URI;
import java.net.URISyntaxException;

/** Decoding of the URL-encoded paths the log writes. */
final class Paths {
  private Paths() {}

  /**
   * The path with percent-escapes decoded, as a URI's path; a path that is not a valid URI (a
   * writer that did not encode) is returned as written.
   */
  static String decode(String path) {
    if (path.indexOf('%') < 0) {
      return path;
    }
    try {
      URI uri = new URI(path);
      if (uri.getScheme() == null) {
        return uri.getPath();
      }
      return uri.getScheme() + ":" + uri.getSchemeSpecificPart();
    } catch (URISyntaxException e) {
      return path;
    }
  }
}
