package io.tablescope.format.io;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * What the local disk says of a path, in words: the file system's errors name only the path, which
 * every caller already prints beside them. Only regular files are read: a FIFO blocks its reader
 * until something writes, and a device such as {@code /dev/zero} never ends.
 */
final class LocalFiles {
  private static final int TYPE_MASK = 0170000;
  private static final int FIFO = 0010000;
  private static final int CHARACTER_DEVICE = 0020000;
  private static final int BLOCK_DEVICE = 0060000;
  private static final int SOCKET = 0140000;

  private LocalFiles() {}

  /** The attributes of what a path names, links followed; the error says why none can be read. */
  static BasicFileAttributes attributes(Path path) throws IOException {
    try {
      return Files.readAttributes(path, BasicFileAttributes.class);
    } catch (IOException e) {
      throw inWords(path, e);
    }
  }

  /** The path, when it names a regular file; else why it cannot be read as one. */
  static Path requireRegularFile(Path path) throws IOException {
    BasicFileAttributes attributes = attributes(path);
    if (attributes.isDirectory()) {
      throw new FileSystemException(null, null, "a folder, not a file");
    }
    if (!attributes.isRegularFile()) {
      throw new FileSystemException(
          null,
          null,
          specialKind(path) + ", not a regular file: Tablescope reads only regular files");
    }
    return path;
  }

  /** The file system's error on a path, as the reason alone, in words, of the same kind. */
  static IOException inWords(Path path, IOException e) {
    if (e instanceof NoSuchFileException) {
      String reason = Files.isSymbolicLink(path) ? "a link to nothing" : "no such file or folder";
      return withCause(new NoSuchFileException(null, null, reason), e);
    }
    if (e instanceof AccessDeniedException) {
      return withCause(new AccessDeniedException(null, null, "permission denied"), e);
    }
    if (e instanceof NotDirectoryException) {
      return withCause(new NotDirectoryException(null), e);
    }
    if (e instanceof FileSystemException failure) {
      String reason = failure.getReason();
      if (reason != null && reason.contains("symbolic links")) {
        return withCause(
            new FileSystemException(null, null, "a symbolic link that loops or cannot be followed"),
            e);
      }
      if (Files.isSymbolicLink(path) && !Files.exists(path)) {
        return withCause(new NoSuchFileException(null, null, "a link to nothing"), e);
      }
      return withCause(
          new FileSystemException(null, null, reason == null ? "cannot be read" : reason), e);
    }
    return e;
  }

  private static String specialKind(Path path) {
    try {
      int mode = (Integer) Files.getAttribute(path, "unix:mode");
      return switch (mode & TYPE_MASK) {
        case FIFO -> "a named pipe (FIFO)";
        case CHARACTER_DEVICE -> "a character device";
        case BLOCK_DEVICE -> "a block device";
        case SOCKET -> "a socket";
        default -> "a special file";
      };
    } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
      return "a special file";
    }
  }

  private static IOException withCause(IOException translated, IOException cause) {
    translated.initCause(cause);
    return translated;
  }
}
