package io.tablescope.format.io;

import java.util.Objects;

/**
 * An entry of a folder as the folder's listing tells it, so that what the listing already answered
 * costs no request per file (on HDFS or object storage, one request each).
 *
 * @param location the entry's location, inside the listed folder
 * @param directory whether it is a folder
 * @param length its length in bytes (0 for a folder)
 * @param modificationTime when it was last modified, in milliseconds since the epoch
 */
public record FileEntry(String location, boolean directory, long length, long modificationTime) {
  public FileEntry {
    Objects.requireNonNull(location, "location");
  }
}
