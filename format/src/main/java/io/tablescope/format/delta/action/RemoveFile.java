package io.tablescope.format.delta.action;

import java.util.Map;
import java.util.Objects;

/**
 * A {@code remove} action: a data file (with a given deletion vector) leaves the table and stays as
 * a tombstone until it expires.
 *
 * @param path the file as written (URL-encoded URI)
 * @param deletionTimestamp when it was removed, in milliseconds since the epoch, or null
 * @param dataChange whether the removal changes data
 * @param extendedFileMetadata whether partition values, size and stats are present, or null
 * @param partitionValues partition column to value, or null when absent
 * @param size the file size in bytes, or null
 * @param stats the statistics JSON as written, or null
 * @param parsedStats the statistics parsed, or null
 * @param tags the tags, or null when absent
 * @param deletionVector the deletion vector the removed entry had, or null
 * @param baseRowId row tracking's first row id, or null
 * @param defaultRowCommitVersion row tracking's commit version, or null
 * @param otherFields fields this reader does not know, name to JSON text
 */
public record RemoveFile(
    String path,
    Long deletionTimestamp,
    boolean dataChange,
    Boolean extendedFileMetadata,
    Map<String, String> partitionValues,
    Long size,
    String stats,
    FileStats parsedStats,
    Map<String, String> tags,
    DeletionVectorDescriptor deletionVector,
    Long baseRowId,
    Long defaultRowCommitVersion,
    Map<String, String> otherFields)
    implements Action {

  public RemoveFile {
    Objects.requireNonNull(path, "path");
    partitionValues = Maps.copy(partitionValues);
    tags = Maps.copy(tags);
    otherFields = Maps.copyOrEmpty(otherFields);
  }

  @Override
  public String key() {
    return "remove";
  }

  /** The path URL-decoded, as the file is named on storage. */
  public String decodedPath() {
    return Paths.decode(path);
  }

  /** The key of the table entry this removes: decoded path and deletion vector id. */
  public FileKey fileKey() {
    return new FileKey(decodedPath(), deletionVector == null ? null : deletionVector.uniqueId());
  }
}
