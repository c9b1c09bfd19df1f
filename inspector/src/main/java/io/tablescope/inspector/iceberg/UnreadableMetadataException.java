package io.tablescope.inspector.iceberg;

import java.io.IOException;
import java.util.List;

/**
 * The metadata file chosen for a table exists but cannot be read (truncated, malformed, not table
 * metadata, a damaged gzip stream). Its message names the file and the problem; it also carries the
 * table's other metadata files, so the user can be offered an older one.
 */
public final class UnreadableMetadataException extends IOException {
  private final String metadataFile;
  private final List<String> metadataFiles;
  private final boolean chosenByTablescope;

  /**
   * @param metadataFile the file that could not be read
   * @param metadataFiles every metadata file of the table's folder, newest first
   * @param chosenByTablescope whether Tablescope chose the file (from a folder) rather than the
   *     user (a file opened directly or named with {@code --metadata})
   */
  public UnreadableMetadataException(
      String metadataFile,
      List<String> metadataFiles,
      boolean chosenByTablescope,
      IOException cause) {
    super(metadataFile + ": " + cause.getMessage(), cause);
    this.metadataFile = metadataFile;
    this.metadataFiles = List.copyOf(metadataFiles);
    this.chosenByTablescope = chosenByTablescope;
  }

  /** The metadata file that could not be read. */
  public String metadataFile() {
    return metadataFile;
  }

  /** The table's other metadata files, newest first by Iceberg's naming rule. */
  public List<String> otherMetadataFiles() {
    return metadataFiles.stream().filter(file -> !file.equals(metadataFile)).toList();
  }

  /**
   * The other metadata files older than the unreadable one, newest first; every other file when the
   * unreadable one is not among the folder's files.
   */
  public List<String> olderMetadataFiles() {
    int index = metadataFiles.indexOf(metadataFile);
    return index < 0 ? metadataFiles : metadataFiles.subList(index + 1, metadataFiles.size());
  }

  /** Whether Tablescope chose the file, so opening another one instead is not overruling a user. */
  public boolean chosenByTablescope() {
    return chosenByTablescope;
  }
}
