package io.tablescope.format.io;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.FileSystemException;
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
    return LocalFiles.attributes(readablePath(location)).size();
  }

  @Override
  public long modificationTime(String location) throws IOException {
    return LocalFiles.attributes(readablePath(location)).lastModifiedTime().toMillis();
  }

  @Override
  public byte[] readAllBytes(String location) throws IOException {
    Path path = LocalFiles.requireRegularFile(readablePath(location));
    long limit = ReadLimits.wholeFileLimit();
    try (InputStream in = Files.newInputStream(path)) {
      long size = Files.size(path);
      if (size > limit) {
        throw ReadLimits.tooLarge("the file", size, limit);
      }
      // The file may grow while it is read: the limit holds for what is read, not what was sized.
      return ReadLimits.readAtMost(in, limit, "the file");
    } catch (FileSystemException e) {
      throw LocalFiles.inWords(path, e);
    }
  }

  @Override
  public InputStream open(String location) throws IOException {
    Path path = LocalFiles.requireRegularFile(readablePath(location));
    try {
      return Files.newInputStream(path);
    } catch (IOException e) {
      throw LocalFiles.inWords(path, e);
    }
  }

  @Override
  public List<FileEntry> listEntries(String directory) throws IOException {
    List<FileEntry> entries = new ArrayList<>();
    for (String location : list(directory)) {
      BasicFileAttributes attributes = LocalFiles.attributes(readablePath(location));
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
    try (FileChannel channel =
        FileChannel.open(LocalFiles.requireRegularFile(readablePath(location)))) {
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
    Path folder = readablePath(directory);
    try (Stream<Path> children = Files.list(folder)) {
      return children
          .map(child -> FileAccess.child(directory, child.getFileName().toString()))
          .sorted()
          .toList();
    } catch (IOException e) {
      throw LocalFiles.inWords(folder, e);
    }
  }
}
