package io.tablescope.inspector.iceberg.health;

import io.tablescope.format.ContentKind;
import java.util.Objects;

/**
 * A live delete file that can no longer apply to any live data file, by Iceberg's sequence-number
 * and partition rules: it costs every scan that lists it and deletes nothing.
 *
 * @param contentOffset where a deletion vector starts in its Puffin file (one file holds many), or
 *     null
 * @param sequenceNumber the delete file's data sequence number
 * @param manifestPath the manifest whose entry keeps it live
 * @param reason why it applies to nothing, naming the rule
 */
public record DanglingDelete(
    String path,
    Long contentOffset,
    ContentKind kind,
    String partition,
    long sequenceNumber,
    long recordCount,
    String manifestPath,
    String reason) {
  public DanglingDelete {
    Objects.requireNonNull(path, "path");
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(partition, "partition");
    Objects.requireNonNull(manifestPath, "manifestPath");
    Objects.requireNonNull(reason, "reason");
    if (!kind.isDelete()) {
      throw new IllegalArgumentException("Not a delete file: " + path);
    }
  }
}
