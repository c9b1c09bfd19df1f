package io.tablescope.format.io;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

/** Reads local files with java.nio; accepts plain paths and {@code file:} URIs. */
public final class LocalFileAccess implements FileAccess {

  /** Whether a location is on the local disk: a plain path or a {@code file:} URI. */
  public static boolean isLocal(String location) {
    int colon = location.indexOf(':');
    int slash = location.indexOf('/');
    // A scheme is letters before a colon that comes before the first slash; "C:\" is a drive.
    boolean hasScheme = colon > 1 && (slash < 0 || colon < slash);
    return !hasScheme || location.startsWith("file:");
  }

  /** The local path of a location. */
  public static Path toPath(String location) {
    if (location.startsWith("file:")) {
      // Iceberg writes both file:/a/b and file:///a/b.
      return Paths.get(
          URI.create(
              location.startsWith("file:///") ? location : "file://" + location.substring(5)));
    }
    return Paths.get(location);
  }

  /**
   * The local path of a location read from a file, which may be damaged: one that cannot be a path
   * (a NUL character, a malformed {@code file:} URI) is an I/O error naming it.
   */
  private static Path readablePath(String location) throws IOException {
    try {
      return toPath(location);
    } catch (IllegalArgumentException e) {
      throw new IOException("Not a valid local path: " + location + " (" + e.getMessage() + ")", e);
    }
  }

  @Override
  public boolean isFile(String location) {
    try {
      return Files.isRegularFile(readablePath(location));
    } catch (IOException e) {
      return false;
    }
  }

  @Override
  public boolean isDirectory(String location) {
    try {
      return Files.isDirectory(readablePath(location));
    } catch (IOException e) {
      return false;
    }
  }

  @Override
  public long length(String location) throws IOException {
    return Files.size(readablePath(location));
  }

  @Override
  public long modificationTime(String location) throws IOException {
    return Files.getLastModifiedTime(readablePath(location)).toMillis();
  }

  @Override
  public byte[] readAllBytes(String location) throws IOException {
    return Files.readAllBytes(readablePath(location));
  }

  @Override
  public InputStream open(String location) throws IOException {
    return Files.newInputStream(readablePath(location));
  }

  @Override
  public List<FileEntry> listEntries(String directory) throws IOException {
    List<FileEntry> entries = new ArrayList<>();
    for (String location : list(directory)) {
      BasicFileAttributes attributes =
          Files.readAttributes(readablePath(location), BasicFileAttributes.class);
      entries.add(
          new FileEntry(
              location,
              attributes.isDirectory(),
              attributes.isDirectory() ? 0 : attributes.size(),
              attributes.lastModifiedTime().toMillis()));
    }
    return entries;
  }

  @Override
  public byte[] readRange(String location, long offset, int length) throws IOException {
    try (FileChannel channel = FileChannel.open(readablePath(location))) {
      long available = Math.max(0, channel.size() - offset);
      ByteBuffer buffer = ByteBuffer.allocate((int) Math.min(length, available));
      // A positional read may return fewer bytes than asked: read until the range is full.
      while (buffer.hasRemaining()) {
        if (channel.read(buffer, offset + buffer.position()) < 0) {
          break;
        }
      }
      return Arrays.copyOf(buffer.array(), buffer.position());
    }
  }

  @Override
  public List<String> list(String directory) throws IOException {
    try (Stream<Path> children = Files.list(readablePath(directory))) {
      return children
          .map(child -> FileAccess.child(directory, child.getFileName().toString()))
          .sorted()
          .toList();
    }
  }
}
