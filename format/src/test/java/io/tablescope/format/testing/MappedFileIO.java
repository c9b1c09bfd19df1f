package io.tablescope.format.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.apache.iceberg.io.FileIO;
import org.apache.iceberg.io.InputFile;
import org.apache.iceberg.io.OutputFile;

/**
 * A {@link FileIO} that stores files in a local directory while presenting them under a recorded
 * location prefix, such as {@code s3://tablescope-demo/sales/orders}.
 *
 * <p>Every location handed to or returned by this FileIO is a recorded location: the metadata that
 * iceberg-core writes through it therefore refers to the recorded paths, while the bytes live in
 * the local directory. A location {@code <recordedPrefix>/a/b} maps to {@code <localRoot>/a/b}.
 * Locations outside the recorded prefix are rejected with {@link IllegalArgumentException}.
 *
 * <p>With {@link #identity(Path)} the recorded prefix is the directory's absolute path, which makes
 * this a plain local FileIO.
 */
public final class MappedFileIO implements FileIO {
  private final String recordedPrefix;
  private final String localRoot;

  /**
   * Maps locations under {@code recordedPrefix} onto {@code localRoot}.
   *
   * @param recordedPrefix the location prefix written into metadata, without a trailing slash
   * @param localRoot the local directory that holds the files
   */
  public MappedFileIO(String recordedPrefix, Path localRoot) {
    this.recordedPrefix = stripTrailingSlash(recordedPrefix);
    // Path is not Serializable, and FileIO must be.
    this.localRoot = localRoot.toAbsolutePath().normalize().toString();
  }

  /** Returns a FileIO whose recorded locations are the local absolute paths under {@code root}. */
  public static MappedFileIO identity(Path root) {
    Path absolute = root.toAbsolutePath().normalize();
    return new MappedFileIO(absolute.toString(), absolute);
  }

  /** Returns the recorded location prefix, without a trailing slash. */
  public String recordedPrefix() {
    return recordedPrefix;
  }

  /** Returns the local directory that the recorded prefix maps onto. */
  public Path localRoot() {
    return Paths.get(localRoot);
  }

  /**
   * Returns the local path of a recorded location.
   *
   * @throws IllegalArgumentException if the location is not under the recorded prefix
   */
  public Path localPath(String location) {
    if (location.equals(recordedPrefix)) {
      return localRoot();
    }
    if (!location.startsWith(recordedPrefix + "/")) {
      throw new IllegalArgumentException(
          "Location " + location + " is outside the mapped prefix " + recordedPrefix);
    }
    return localRoot().resolve(location.substring(recordedPrefix.length() + 1));
  }

  /** Returns the recorded location of a local path under the local root. */
  public String recordedLocation(Path local) {
    Path relative = localRoot().relativize(local.toAbsolutePath().normalize());
    return relative.toString().isEmpty()
        ? recordedPrefix
        : recordedPrefix + "/" + relative.toString().replace('\\', '/');
  }

  @Override
  public InputFile newInputFile(String location) {
    return new MappedInputFile(location, localPath(location));
  }

  @Override
  public OutputFile newOutputFile(String location) {
    return new MappedOutputFile(location, localPath(location));
  }

  @Override
  public void deleteFile(String location) {
    try {
      Files.deleteIfExists(localPath(location));
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot delete " + location, e);
    }
  }

  private static String stripTrailingSlash(String prefix) {
    return prefix.endsWith("/") ? prefix.substring(0, prefix.length() - 1) : prefix;
  }
}
