package io.tablescope.format.delta.log;

import io.tablescope.format.Problem;
import java.util.List;
import java.util.Objects;

/**
 * One {@code N.crc} file as read.
 *
 * @param version the version it describes
 * @param location the file
 * @param checksum its content, or null when it could not be read
 * @param problems what was wrong with it
 */
public record ChecksumFile(
    long version, String location, VersionChecksum checksum, List<Problem> problems) {
  public ChecksumFile {
    Objects.requireNonNull(location, "location");
    problems = List.copyOf(problems);
  }
}
