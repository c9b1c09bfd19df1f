package io.tablescope.format.io;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * An http(s) address Tablescope connects to (a catalog, a token endpoint, an S3 endpoint): shown
 * without what may carry a secret, and checked in words before any request is built from it.
 *
 * <p>A user name and password ({@code user:password@}) is a credential, never shown: everything up
 * to the last {@code @} of the address is, since a password may itself hold {@code @}, {@code /} or
 * {@code ?}. A query or fragment may carry a key or a page token and is not shown either.
 */
public final class ServerUri {
  private static final Pattern USER_INFO =
      Pattern.compile("([A-Za-z][A-Za-z0-9+.\\-]*://)[^\\s/?#]*@");

  private ServerUri() {}

  /** Whether the address holds a user name or password (anything before an {@code @}). */
  public static boolean hasUserInfo(String uri) {
    return uri.indexOf('@') >= 0;
  }

  /**
   * The text with the user information of every address in it ({@code scheme://user:password@})
   * blotted out: a message that quotes what the user typed (a table location, a catalog name that
   * is really a uri) must not print a password with it. Up to the last {@code @} before the
   * address's path, as a password may hold {@code @}.
   */
  public static String withoutUserInfo(String text) {
    return text == null ? null : USER_INFO.matcher(text).replaceAll("$1" + Secrets.REDACTED + "@");
  }

  /** The address as messages show it: no user information, no query, no fragment. */
  public static String display(String uri) {
    int start = uri.indexOf("://");
    start = start < 0 ? 0 : start + 3;
    int at = uri.lastIndexOf('@');
    String shown = at < start ? uri : uri.substring(0, start) + uri.substring(at + 1);
    int end = shown.length();
    for (char stop : new char[] {'?', '#'}) {
      int index = shown.indexOf(stop, start);
      if (index >= 0) {
        end = Math.min(end, index);
      }
    }
    return shown.substring(0, end);
  }

  /**
   * Why no request can go to the address, in words without the address itself; null when it is an
   * http or https address with a host and a port a connection can use. User information is not
   * judged here: see {@link #hasUserInfo}.
   */
  public static String problem(String uri) {
    URI parsed;
    try {
      parsed = new URI(uri);
    } catch (URISyntaxException e) {
      return "is not a valid uri (" + e.getReason().toLowerCase(Locale.ROOT) + ")";
    }
    String scheme = parsed.getScheme() == null ? "" : parsed.getScheme().toLowerCase(Locale.ROOT);
    if (!scheme.equals("http") && !scheme.equals("https")) {
      return "is not an http:// or https:// uri";
    }
    String port = portOf(parsed.getRawAuthority());
    if (port != null && !port.isEmpty()) {
      if (!port.chars().allMatch(Character::isDigit)) {
        return "has a port that is not a number: " + port;
      }
      if (port.length() > 5 || Integer.parseInt(port) < 1 || Integer.parseInt(port) > 65535) {
        return "has port " + port + ", out of the range 1 to 65535";
      }
    }
    if (parsed.getHost() == null || parsed.getHost().isEmpty()) {
      return "names no host";
    }
    return null;
  }

  /** The port of an authority ({@code host:port}, {@code [v6]:port}), or null when none. */
  private static String portOf(String authority) {
    if (authority == null) {
      return null;
    }
    int colon = authority.lastIndexOf(':');
    return colon < 0 || colon < authority.lastIndexOf(']') ? null : authority.substring(colon + 1);
  }
}
