package io.tablescope.format;

import java.util.Objects;

/**
 * Something that could not be read, attached to the node it belongs to. A debugger shows problems
 * as data beside what it could read, so reading never stops at the first broken file.
 *
 * @param kind what sort of problem it is
 * @param path the file (or file and field) the problem is in
 * @param message what is wrong, worded for a person, naming values where it helps
 */
public record Problem(Kind kind, String path, String message) {

  /** The sorts of problem a reader meets. */
  public enum Kind {
    /** The file does not exist where the metadata says it is. */
    MISSING,
    /** The file exists but cannot be decoded (truncated, malformed, wrong format). */
    CORRUPT,
    /** The file decodes but breaks a rule of the Iceberg spec. */
    INVALID,
    /** The file uses something this reader does not support, such as a newer format version. */
    UNSUPPORTED
  }

  public Problem {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(path, "path");
    Objects.requireNonNull(message, "message");
  }

  /** One line: the path and what is wrong with it. */
  @Override
  public String toString() {
    return path + ": " + message;
  }
}
