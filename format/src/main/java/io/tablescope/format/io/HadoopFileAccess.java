package io.tablescope.format.io;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.util.Arrays;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

/**
 * Reads through Hadoop's FileSystem, for {@code hdfs://} and every other scheme whose FileSystem is
 * on the class path. Credentials and endpoints come from the usual Hadoop configuration ({@code
 * core-site.xml}, environment).
 */
public final class HadoopFileAccess implements FileAccess {
  private final FileSystem fileSystem;

  /** Connects to the FileSystem that serves the given URI. */
  public HadoopFileAccess(URI uri) {
    try {
      this.fileSystem = FileSystem.get(uri, new Configuration());
    } catch (IOException e) {
      throw new UncheckedIOException(
          "Cannot open file system for " + uri + ": " + e.getMessage(), e);
    }
  }

  @Override
  public boolean isFile(String location) {
    try {
      return fileSystem.getFileStatus(new Path(location)).isFile();
    } catch (IOException e) {
      return false;
    }
  }

  @Override
  public boolean isDirectory(String location) {
    try {
      return fileSystem.getFileStatus(new Path(location)).isDirectory();
    } catch (IOException e) {
      return false;
    }
  }

  @Override
  public long length(String location) throws IOException {
    return fileSystem.getFileStatus(new Path(location)).getLen();
  }

  @Override
  public long modificationTime(String location) throws IOException {
    return fileSystem.getFileStatus(new Path(location)).getModificationTime();
  }

  @Override
  public byte[] readAllBytes(String location) throws IOException {
    try (InputStream in = open(location)) {
      return in.readAllBytes();
    }
  }

  @Override
  public InputStream open(String location) throws IOException {
    return fileSystem.open(new Path(location));
  }

  @Override
  public byte[] readRange(String location, long offset, int length) throws IOException {
    Path path = new Path(location);
    int available = (int) Math.min(length, Math.max(0, length(location) - offset));
    byte[] bytes = new byte[available];
    try (FSDataInputStream in = fileSystem.open(path)) {
      in.readFully(offset, bytes);
    }
    return bytes;
  }

  @Override
  public List<String> list(String directory) throws IOException {
    FileStatus[] statuses = fileSystem.listStatus(new Path(directory));
    return Arrays.stream(statuses)
        .map(status -> FileAccess.child(directory, status.getPath().getName()))
        .sorted()
        .toList();
  }
}
