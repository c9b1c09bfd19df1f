package io.tablescope.format.hudi.log;

import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.LocalFileAccess;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;

/** Local files whose ranged reads are counted, and fail from the nth on. */
final class CountingFileAccess implements FileAccess {
  private final FileAccess files = new LocalFileAccess();
  private final int failing;
  private int reads;
  private long bytesRead;

  /**
   * @param failing the first ranged read that fails
   */
  CountingFileAccess(int failing) {
    this.failing = failing;
  }

  int reads() {
    return reads;
  }

  long bytesRead() {
    return bytesRead;
  }

  @Override
  public byte[] readRange(String location, long offset, int length) throws IOException {
    if (++reads >= failing) {
      throw new IOException("the disk went away");
    }
    byte[] read = files.readRange(location, offset, length);
    bytesRead += read.length;
    return read;
  }

  @Override
  public boolean isFile(String location) {
    return files.isFile(location);
  }

  @Override
  public boolean isDirectory(String location) {
    return files.isDirectory(location);
  }

  @Override
  public long length(String location) throws IOException {
    return files.length(location);
  }

  @Override
  public long modificationTime(String location) throws IOException {
    return files.modificationTime(location);
  }

  @Override
  public byte[] readAllBytes(String location) {
    throw new AssertionError("a log file is never read whole");
  }

  @Override
  public InputStream open(String location) {
    throw new AssertionError("a log file is read by ranges");
  }

  @Override
  public List<String> list(String directory) throws IOException {
    return files.list(directory);
  }
}
