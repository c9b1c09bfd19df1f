package io.tablescope.inspector.table;

import io.tablescope.format.ContentKind;
import java.util.Map;
import java.util.Objects;

/**
 * A data or delete file as a read of the table sees it, in any format.
 *
 * @param key what tells the file apart from every other live one: its path, with a deletion
 *     vector's offset (Iceberg) or unique id (Delta)
 * @param path where the file is, as the table records it (Delta: resolved and URL-decoded)
 * @param partition partition column to value as text, in the table's partition order; kept as an
 *     immutable {@link PartitionMap}, which files of one partition may share
 * @param recordCount rows in the file (for a delete file, rows it deletes), or null when the table
 *     does not record it
 * @param addedBy the commit that added the file, or null when not known
 * @param contentOffset where an Iceberg deletion vector starts in its Puffin file, or null
 * @param referencedDataFile the data file an Iceberg position delete or deletion vector applies to,
 *     or null
 * @param deletionVector the Delta deletion vector attached to a data file, or null
 */
public record TableFile(
    String key,
    String path,
    ContentKind kind,
    Map<String, String> partition,
    Long recordCount,
    long sizeInBytes,
    Long addedBy,
    Long contentOffset,
    String referencedDataFile,
    DeletionVector deletionVector) {
  public TableFile {
    Objects.requireNonNull(key, "key");
    Objects.requireNonNull(path, "path");
    Objects.requireNonNull(kind, "kind");
    partition = PartitionMap.copyOf(partition);
  }

  /** The partition as {@code name=value} pairs, e.g. {@code region=EU/day=2026-11-29}. */
  public String partitionText() {
    StringBuilder text = new StringBuilder();
    partition.forEach(
        (name, value) ->
            text.append(text.isEmpty() ? "" : "/").append(name).append('=').append(value));
    return text.toString();
  }

  /** Rows in the file, 0 when the table does not record them. */
  public long records() {
    return recordCount == null ? 0 : recordCount;
  }
}
