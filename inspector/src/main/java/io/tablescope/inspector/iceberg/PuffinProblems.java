package io.tablescope.inspector.iceberg;

import io.tablescope.format.Problem;
import java.io.FileNotFoundException;
import java.nio.file.NoSuchFileException;

/**
 * A Puffin file's read failure as a problem at the path the metadata records: the reader names the
 * location it read from, which is dropped from the message so the path is not said twice.
 */
public final class PuffinProblems {
  private PuffinProblems() {}

  public static Problem of(String recordedPath, String readFrom, Exception e) {
    String message = e.getMessage() == null ? "cannot be read" : e.getMessage();
    if (message.startsWith(readFrom)) {
      message = message.substring(readFrom.length()).strip();
      message = message.startsWith(":") ? message.substring(1).strip() : message;
    }
    boolean missing = e instanceof NoSuchFileException || e instanceof FileNotFoundException;
    return new Problem(
        missing ? Problem.Kind.MISSING : Problem.Kind.CORRUPT,
        recordedPath,
        message.isEmpty() ? "cannot be read" : message);
  }
}
