package io.tablescope.format.testing;

import java.nio.file.Path;
import org.apache.iceberg.Files;
import org.apache.iceberg.io.InputFile;
import org.apache.iceberg.io.OutputFile;
import org.apache.iceberg.io.PositionOutputStream;

/** An {@link OutputFile} that writes a local file but reports its recorded location. */
final class MappedOutputFile implements OutputFile {
  private final String location;
  private final Path localPath;
  private final OutputFile local;

  MappedOutputFile(String location, Path localPath) {
    this.location = location;
    this.localPath = localPath;
    this.local = Files.localOutput(localPath.toFile());
  }

  @Override
  public PositionOutputStream create() {
    return local.create();
  }

  @Override
  public PositionOutputStream createOrOverwrite() {
    return local.createOrOverwrite();
  }

  @Override
  public String location() {
    return location;
  }

  @Override
  public InputFile toInputFile() {
    return new MappedInputFile(location, localPath);
  }

  @Override
  public String toString() {
    return location;
  }
}
