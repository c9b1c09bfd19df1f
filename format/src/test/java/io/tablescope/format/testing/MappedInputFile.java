package io.tablescope.format.testing;

import java.nio.file.Path;
import org.apache.iceberg.Files;
import org.apache.iceberg.io.InputFile;
import org.apache.iceberg.io.SeekableInputStream;

/** An {@link InputFile} that reads a local file but reports its recorded location. */
final class MappedInputFile implements InputFile {
  private final String location;
  private final InputFile local;

  MappedInputFile(String location, Path localPath) {
    this.location = location;
    this.local = Files.localInput(localPath.toFile());
  }

  @Override
  public long getLength() {
    return local.getLength();
  }

  @Override
  public SeekableInputStream newStream() {
    return local.newStream();
  }

  @Override
  public String location() {
    return location;
  }

  @Override
  public boolean exists() {
    return local.exists();
  }

  @Override
  public String toString() {
    return location;
  }
}
