package io.tablescope.format.hudi.metadata;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One record of the {@code files} partition of a Hudi metadata table: Hudi's {@code
 * HoodieMetadataRecord} of the partition list ({@link #PARTITION_LIST}, keyed {@link
 * #ALL_PARTITIONS}, whose entries are partition paths) or of one partition's files ({@link
 * #FILE_LIST}, keyed by the partition path, {@link #NON_PARTITIONED} for a table without
 * partitions).
 *
 * @param entries by name, what the record says of each: its size, or that it was deleted
 */
public record FilesRecord(String key, int type, Map<String, FileInfo> entries) {
  /** {@code MetadataPartitionType.ALL_PARTITIONS}'s record type. */
  public static final int PARTITION_LIST = 1;

  /** {@code MetadataPartitionType.FILES}'s record type. */
  public static final int FILE_LIST = 2;

  /** The key of the partition list's record ({@code RECORDKEY_PARTITION_LIST}). */
  public static final String ALL_PARTITIONS = "__all_partitions__";

  /** The key of a table without partitions ({@code NON_PARTITIONED_NAME}). */
  public static final String NON_PARTITIONED = ".";

  /** Hudi's {@code HoodieMetadataFileInfo}: a file's size, or a tombstone for one deleted. */
  public record FileInfo(long size, boolean deleted) {}

  public FilesRecord {
    entries = Collections.unmodifiableMap(new LinkedHashMap<>(entries));
  }
}
