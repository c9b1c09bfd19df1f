package io.tablescope.format.delta;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import io.tablescope.format.Problem;
import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;

/**
 * Why a log file could not be read, in words, for a problem that already names the file: a file
 * system's message starts with the path (or is only the path), which would name it twice.
 */
public final class ReadFailure {
  // How Jackson's strict duplicate detection starts its message.
  private static final String DUPLICATE = "Duplicate field ";

  private ReadFailure() {}

  /** The reason without the file's own path; never empty. */
  public static String reason(String location, IOException e) {
    if (e instanceof NoSuchFileException) {
      return "no such file";
    }
    String message = e.getMessage();
    if (e instanceof FileSystemException system && system.getReason() != null) {
      message = system.getReason();
    }
    if (message == null || message.isBlank() || message.equals(location)) {
      return "it cannot be opened";
    }
    String prefix = location + ": ";
    return message.startsWith(prefix) ? message.substring(prefix.length()) : message;
  }

  /**
   * The problem of a log file that could not be read, then what the reader does instead: missing if
   * it is not there, corrupt if it is there but not readable (too large, not a regular file).
   */
  public static Problem problem(String location, IOException e, String instead) {
    return new Problem(
        e instanceof NoSuchFileException ? Problem.Kind.MISSING : Problem.Kind.CORRUPT,
        location,
        "cannot be read (" + reason(location, e) + ")" + instead);
  }

  /**
   * What is wrong with text that does not parse as JSON, on one line: what and where; a key written
   * twice (which a strict parser refuses) is said as such.
   */
  public static String notJson(JsonProcessingException e) {
    String twice = keyWrittenTwice(e);
    if (twice != null) {
      return twice;
    }
    String what = e.getOriginalMessage() == null ? "malformed" : e.getOriginalMessage();
    JsonLocation at = e.getLocation();
    String where =
        at == null || at.getLineNr() < 0
            ? ""
            : " at line " + at.getLineNr() + ", column " + at.getColumnNr();
    return "not JSON (" + what.replaceAll("\\s+", " ").strip() + where + ")";
  }

  /**
   * {@code key 'name' is written twice} when a parser with strict duplicate detection refused the
   * text for that, else null.
   */
  public static String keyWrittenTwice(JsonProcessingException e) {
    String original = String.valueOf(e.getOriginalMessage());
    return original.startsWith(DUPLICATE)
        ? "key " + original.substring(DUPLICATE.length()) + " is written twice"
        : null;
  }
}
