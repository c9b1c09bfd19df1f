package io.tablescope.format.testing;

import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.FileEntry;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Reads through another access and records every location asked about one at a time (exists, is a
 * folder, length, time): each is a request on HDFS or object storage, which a listing may answer.
 */
public final class CountingFiles implements FileAccess {
  private final FileAccess files;
  private final List<String> statusAsked = new CopyOnWriteArrayList<>();

  public CountingFiles(FileAccess files) {
    this.files = files;
  }

  /** The locations asked about one at a time, in order. */
  public List<String> statusAsked() {
    return List.copyOf(statusAsked);
  }

  @Override
  public boolean isFile(String location) {
    statusAsked.add(location);
    return files.isFile(location);
  }

  @Override
  public boolean isDirectory(String location) {
    statusAsked.add(location);
    return files.isDirectory(location);
  }

  @Override
  public long length(String location) throws IOException {
    statusAsked.add(location);
    return files.length(location);
  }

  @Override
  public long modificationTime(String location) throws IOException {
    statusAsked.add(location);
    return files.modificationTime(location);
  }

  @Override
  public byte[] readAllBytes(String location) throws IOException {
    return files.readAllBytes(location);
  }

  @Override
  public InputStream open(String location) throws IOException {
    return files.open(location);
  }

  @Override
  public List<String> list(String directory) throws IOException {
    return files.list(directory);
  }

  @Override
  public List<FileEntry> listEntries(String directory) throws IOException {
    return files.listEntries(directory);
  }
}
