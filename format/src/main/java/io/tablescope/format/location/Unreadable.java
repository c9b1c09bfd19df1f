package io.tablescope.format.location;

import java.io.FileNotFoundException;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/**
 * Why a file or folder could not be read, in words: a file system's own error message is often only
 * the path (permission denied), which beside the path says nothing.
 */
public final class Unreadable {
  private Unreadable() {}

  /**
   * The reason, without the path: e.g. "permission denied", "Too many levels of symbolic links".
   */
  public static String why(Exception e) {
    Throwable cause = e instanceof UncheckedIOException unchecked ? unchecked.getCause() : e;
    if (cause instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (cause instanceof NoSuchFileException || cause instanceof FileNotFoundException) {
      return "no such file or folder";
    }
    if (cause instanceof NotDirectoryException) {
      return "not a folder";
    }
    if (cause instanceof FileSystemException system && system.getReason() != null) {
      return system.getReason();
    }
    String message = cause.getMessage();
    return message == null || message.isBlank() ? "the store gave no reason" : message;
  }
}
