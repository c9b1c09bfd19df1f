package io.tablescope.format.delta.action;

import java.util.Map;
import java.util.Objects;

/**
 * A {@code cdc} action: a change-data file of the commit, read by the change data feed only.
 *
 * @param path the file as written (URL-encoded URI)
 * @param partitionValues partition column to value; a value may be null
 * @param size the file size in bytes
 * @param dataChange always false for a valid writer
 * @param tags the tags, or null when absent
 * @param otherFields fields this reader does not know, name to JSON text
 */
public record AddCDCFile(
    String path,
    Map<String, String> partitionValues,
    long size,
    boolean dataChange,
    Map<String, String> tags,
    Map<String, String> otherFields)
    implements Action {

  public AddCDCFile {
    Objects.requireNonNull(path, "path");
    partitionValues = Maps.copyOrEmpty(partitionValues);
    tags = Maps.copy(tags);
    otherFields = Maps.copyOrEmpty(otherFields);
  }

  @Override
  public String key() {
    return "cdc";
  }

  /** The path URL-decoded. */
  public String decodedPath() {
    return Paths.decode(path);
  }
}
