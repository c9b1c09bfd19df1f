package io.tablescope.format.hudi.hfile;

/** An HFile that cannot be read: its location and what is wrong, in words for the user. */
public final class HFileException extends RuntimeException {
  public HFileException(String message) {
    super(message);
  }

  public HFileException(String message, Throwable cause) {
    super(message, cause);
  }
}
