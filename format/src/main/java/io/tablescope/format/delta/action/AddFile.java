package io.tablescope.format.delta.action;

import java.util.Map;
import java.util.Objects;

/**
 * An {@code add} action: a data file that becomes part of the table.
 *
 * @param path the file as written, a URI relative to the table root or absolute (URL-encoded)
 * @param partitionValues partition column to value as a string; a value may be null
 * @param size the file size in bytes
 * @param modificationTime when the file was written, in milliseconds since the epoch
 * @param dataChange whether the add changes data (false for compaction)
 * @param stats the statistics JSON as written, or null
 * @param parsedStats the statistics parsed, or null when absent or unparseable
 * @param tags the tags, or null when absent
 * @param deletionVector the deletion vector, or null
 * @param baseRowId the first row id of the file under row tracking, or null
 * @param defaultRowCommitVersion the commit version rows inherit under row tracking, or null
 * @param clusteringProvider the clustering implementation that wrote the file, or null
 * @param otherFields fields this reader does not know, name to JSON text
 */
public record AddFile(
    String path,
    Map<String, String> partitionValues,
    long size,
    long modificationTime,
    boolean dataChange,
    String stats,
    FileStats parsedStats,
    Map<String, String> tags,
    DeletionVectorDescriptor deletionVector,
    Long baseRowId,
    Long defaultRowCommitVersion,
    String clusteringProvider,
    Map<String, String> otherFields)
    implements Action {

  public AddFile {
    Objects.requireNonNull(path, "path");
    partitionValues = Maps.copyOrEmpty(partitionValues);
    tags = Maps.copy(tags);
    otherFields = Maps.copyOrEmpty(otherFields);
  }

  @Override
  public String key() {
    return "add";
  }

  /** The path URL-decoded, as the file is named on storage. */
  public String decodedPath() {
    return Paths.decode(path);
  }

  /** The key that identifies this file in the table: decoded path and deletion vector id. */
  public FileKey fileKey() {
    return new FileKey(decodedPath(), deletionVector == null ? null : deletionVector.uniqueId());
  }
}
