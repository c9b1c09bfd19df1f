package io.tablescope.format.io;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
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

  @Override
  public boolean isFile(String location) {
    return Files.isRegularFile(toPath(location));
  }

  @Override
  public boolean isDirectory(String location) {
    return Files.isDirectory(toPath(location));
  }

  @Override
  public long length(String location) throws IOException {
    return Files.size(toPath(location));
  }

  @Override
  public byte[] readAllBytes(String location) throws IOException {
    return Files.readAllBytes(toPath(location));
  }

  @Override
  public InputStream open(String location) throws IOException {
    return Files.newInputStream(toPath(location));
  }

  @Override
  public List<String> list(String directory) throws IOException {
    try (Stream<Path> children = Files.list(toPath(directory))) {
      return children
          .map(child -> FileAccess.child(directory, child.getFileName().toString()))
          .sorted()
          .toList();
    }
  }
}
