package io.tablescope.format.io;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads files by location string, as they are written in Iceberg metadata: plain local paths,
 * {@code file:} URIs, S3 URIs, or any Hadoop FileSystem URI ({@code hdfs://}, ...).
 *
 * <p>Tablescope only ever reads: there is no write method.
 */
public interface FileAccess {

  /**
   * Whether a file (not a directory) exists at the location.
   *
   * @throws java.io.UncheckedIOException when the store cannot answer (unreachable, no answer in
   *     time, a scheme nothing reads): false would claim the file is missing
   */
  boolean isFile(String location);

  /**
   * Whether a directory exists at the location.
   *
   * @throws java.io.UncheckedIOException when the store cannot answer
   */
  boolean isDirectory(String location);

  /** The file's length in bytes. */
  long length(String location) throws IOException;

  /**
   * When the file was last modified, in milliseconds since the epoch: Delta dates a commit by its
   * file's modification time when the table has no in-commit timestamps.
   */
  long modificationTime(String location) throws IOException;

  /** The whole file; manifests and manifest lists are small enough to hold. */
  byte[] readAllBytes(String location) throws IOException;

  /** A stream over the file, for files too large to hold (a metadata.json of 100k snapshots). */
  InputStream open(String location) throws IOException;

  /**
   * The bytes of a file from an offset: fewer than asked only where the file ends first. Object
   * stores read just that range (a Parquet footer) rather than the whole file.
   */
  default byte[] readRange(String location, long offset, int length) throws IOException {
    try (InputStream in = open(location)) {
      in.skipNBytes(offset);
      return in.readNBytes(length);
    }
  }

  /** The locations of the entries directly inside a directory, sorted by name. */
  List<String> list(String directory) throws IOException;

  /**
   * The entries directly inside a directory with what a listing tells of each, sorted by location.
   * Stores whose listing carries sizes and times answer in one listing; this default asks for each
   * entry.
   */
  default List<FileEntry> listEntries(String directory) throws IOException {
    List<FileEntry> entries = new ArrayList<>();
    for (String location : list(directory)) {
      boolean folder = isDirectory(location);
      // A folder is a name in an object store, with no time to ask for.
      entries.add(
          new FileEntry(
              location,
              folder,
              folder ? 0 : length(location),
              folder ? 0 : modificationTime(location)));
    }
    return entries;
  }

  /**
   * A read's failure as one line naming the location: the local disk's errors give the reason
   * alone, an object store's name the location already.
   */
  static String describe(String location, IOException e) {
    String reason = e.getMessage() == null ? "cannot be read" : e.getMessage().replace('\n', ' ');
    return reason.startsWith(location) ? reason : location + ": " + reason;
  }

  /** The name of the last path element of a location. */
  static String fileName(String location) {
    String trimmed =
        location.endsWith("/") ? location.substring(0, location.length() - 1) : location;
    return trimmed.substring(trimmed.lastIndexOf('/') + 1);
  }

  /** The location of the folder holding a location. */
  static String parent(String location) {
    String trimmed =
        location.endsWith("/") ? location.substring(0, location.length() - 1) : location;
    int slash = trimmed.lastIndexOf('/');
    return slash <= 0 ? trimmed : trimmed.substring(0, slash);
  }

  /** A location inside a folder. */
  static String child(String directory, String name) {
    return directory.endsWith("/") ? directory + name : directory + "/" + name;
  }
}
