package io.tablescope.format.testing;

import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.FileEntry;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Wraps a file access and records, in order, every file opened, range read and folder listed, and
 * every location asked about one at a time (exists, is a folder, length, time): each of those is a
 * request on HDFS or object storage, which a listing may answer.
 */
public final class CountingFileAccess implements FileAccess {
  private final FileAccess files;
  private final List<String> reads = Collections.synchronizedList(new ArrayList<>());
  private final List<String> listings = Collections.synchronizedList(new ArrayList<>());
  private final List<String> ranges = Collections.synchronizedList(new ArrayList<>());
  private final List<String> fileChecks = Collections.synchronizedList(new ArrayList<>());
  private final List<String> statusAsked = Collections.synchronizedList(new ArrayList<>());

  public CountingFileAccess(FileAccess files) {
    this.files = files;
  }

  /** The files read (whole or streamed), in order. */
  public List<String> reads() {
    return List.copyOf(reads);
  }

  /** The locations asked whether they are a file (one HEAD each on an object store), in order. */
  public List<String> fileChecks() {
    return List.copyOf(fileChecks);
  }

  /** The locations asked about one at a time (exists, is a folder, length, time), in order. */
  public List<String> statusAsked() {
    return List.copyOf(statusAsked);
  }

  /** The ranges read, as {@code location@offset+length}, in order. */
  public List<String> ranges() {
    return List.copyOf(ranges);
  }

  /** The folders listed, in order. */
  public List<String> listings() {
    return List.copyOf(listings);
  }

  /** Forgets what was counted so far. */
  public void reset() {
    reads.clear();
    listings.clear();
    ranges.clear();
    fileChecks.clear();
    statusAsked.clear();
  }

  @Override
  public boolean isFile(String location) {
    fileChecks.add(location);
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
    reads.add(location);
    return files.readAllBytes(location);
  }

  @Override
  public InputStream open(String location) throws IOException {
    reads.add(location);
    return files.open(location);
  }

  @Override
  public byte[] readRange(String location, long offset, int length) throws IOException {
    ranges.add(location + "@" + offset + "+" + length);
    return files.readRange(location, offset, length);
  }

  @Override
  public List<String> list(String directory) throws IOException {
    listings.add(directory);
    return files.list(directory);
  }

  @Override
  public List<FileEntry> listEntries(String directory) throws IOException {
    listings.add(directory);
    return files.listEntries(directory);
  }
}
