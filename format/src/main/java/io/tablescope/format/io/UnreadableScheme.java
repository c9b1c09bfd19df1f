package io.tablescope.format.io;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * The access for a scheme nothing can read ({@code foo://}): every read fails with one line naming
 * the location, the scheme and the schemes that can be read.
 */
final class UnreadableScheme implements FileAccess {
  private final String scheme;
  private final String readable;

  /**
   * @param scheme the scheme nothing reads
   * @param readable the schemes that can be read, in words
   */
  UnreadableScheme(String scheme, String readable) {
    this.scheme = scheme;
    this.readable = readable;
  }

  private IOException error(String location) {
    return new IOException(
        location + ": no file system for scheme \"" + scheme + "\"; Tablescope reads " + readable);
  }

  @Override
  public boolean isFile(String location) {
    IOException error = error(location);
    throw new UncheckedIOException(error.getMessage(), error);
  }

  @Override
  public boolean isDirectory(String location) {
    IOException error = error(location);
    throw new UncheckedIOException(error.getMessage(), error);
  }

  @Override
  public long length(String location) throws IOException {
    throw error(location);
  }

  @Override
  public long modificationTime(String location) throws IOException {
    throw error(location);
  }

  @Override
  public byte[] readAllBytes(String location) throws IOException {
    throw error(location);
  }

  @Override
  public InputStream open(String location) throws IOException {
    throw error(location);
  }

  @Override
  public List<String> list(String directory) throws IOException {
    throw error(directory);
  }

  @Override
  public List<FileEntry> listEntries(String directory) throws IOException {
    throw error(directory);
  }
}
