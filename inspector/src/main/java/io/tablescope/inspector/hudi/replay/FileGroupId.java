package io.tablescope.inspector.hudi.replay;

import java.util.Comparator;
import java.util.Objects;

/**
 * A file group as Hudi's conflict check names it: its partition path and file id, the pair {@code
 * ConcurrentOperation} collects of every write and plan.
 */
public record FileGroupId(String partition, String fileId) implements Comparable<FileGroupId> {
  private static final Comparator<FileGroupId> ORDER =
      Comparator.comparing(FileGroupId::partition).thenComparing(FileGroupId::fileId);

  public FileGroupId {
    Objects.requireNonNull(partition, "partition");
    Objects.requireNonNull(fileId, "fileId");
  }

  @Override
  public int compareTo(FileGroupId other) {
    return ORDER.compare(this, other);
  }

  /** {@code partition/fileId}, or the file id alone in a table without partitions. */
  @Override
  public String toString() {
    return partition.isEmpty() ? fileId : partition + "/" + fileId;
  }
}
