package io.tablescope.format.testing;

import io.tablescope.format.io.FileAccess;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;

/**
 * An access that finds and reads nothing, for tests of which access a location is routed to: each
 * is equal only to itself, and says its name when asked to read.
 */
public final class UnreadAccess implements FileAccess {
  private final String name;

  public UnreadAccess(String name) {
    this.name = name;
  }

  @Override
  public boolean isFile(String location) {
    return false;
  }

  @Override
  public boolean isDirectory(String location) {
    return false;
  }

  @Override
  public long length(String location) throws IOException {
    throw unread(location);
  }

  @Override
  public long modificationTime(String location) throws IOException {
    throw unread(location);
  }

  @Override
  public byte[] readAllBytes(String location) throws IOException {
    throw unread(location);
  }

  @Override
  public InputStream open(String location) throws IOException {
    throw unread(location);
  }

  @Override
  public List<String> list(String directory) throws IOException {
    throw unread(directory);
  }

  private IOException unread(String location) {
    return new IOException(name + " reads nothing: " + location);
  }

  @Override
  public String toString() {
    return name;
  }
}
