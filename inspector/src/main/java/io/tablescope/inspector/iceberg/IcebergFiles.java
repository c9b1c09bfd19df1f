package io.tablescope.inspector.iceberg;

import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.PartitionValue;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.PartitionMap;
import io.tablescope.inspector.table.TableFile;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Iceberg's snapshots and entries as the format-neutral commits and files. */
final class IcebergFiles {
  private IcebergFiles() {}

  static Commit commit(Snapshot snapshot) {
    return new Commit(
        snapshot.snapshotId(),
        snapshot.parentId(),
        snapshot.sequenceNumber(),
        snapshot.timestampMillis(),
        snapshot.operation(),
        writer(snapshot),
        snapshot.summary());
  }

  /**
   * Who wrote a snapshot, from the summary properties engines set: the Spark application or Flink
   * job, as {@code key=value} so it can be searched for, else the engine.
   */
  private static String writer(Snapshot snapshot) {
    for (String key : List.of("spark.app.id", "flink.job-id")) {
      String id = snapshot.summary().get(key);
      if (id != null) {
        return key + "=" + id;
      }
    }
    String engine = snapshot.summary().get("engine-name");
    String version = snapshot.summary().get("engine-version");
    return engine == null || version == null ? engine : engine + " " + version;
  }

  static TableFile file(ManifestEntry entry) {
    return file(entry, partition(entry.file()), entry.snapshotId());
  }

  private static TableFile file(ManifestEntry entry, Map<String, String> partition, Long addedBy) {
    ContentFile file = entry.file();
    return new TableFile(
        LiveFile.keyOf(entry),
        file.path(),
        file.kind(),
        partition,
        file.recordCount(),
        file.fileSizeInBytes(),
        addedBy,
        file.contentOffset(),
        file.referencedDataFile(),
        null);
  }

  private static PartitionMap partition(ContentFile file) {
    Map<String, String> partition = new LinkedHashMap<>();
    for (PartitionValue value : file.partition()) {
      partition.put(value.name(), value.value().text());
    }
    return PartitionMap.copyOf(partition);
  }

  /**
   * Makes the files of many entries, as {@link #file} does, with one partition map per distinct
   * partition and one boxed id per snapshot that added files: a snapshot's files are many, its
   * partitions and adding snapshots few.
   */
  static final class Converter {
    private final Map<List<String>, PartitionMap> partitions = new HashMap<>();
    private final Map<Long, Long> snapshotIds = new HashMap<>();

    TableFile file(ManifestEntry entry) {
      List<String> tuple = new ArrayList<>();
      for (PartitionValue value : entry.file().partition()) {
        tuple.add(value.name());
        tuple.add(value.value().text());
      }
      PartitionMap partition =
          partitions.computeIfAbsent(tuple, names -> IcebergFiles.partition(entry.file()));
      Long addedBy = entry.snapshotId();
      return IcebergFiles.file(
          entry,
          partition,
          addedBy == null ? null : snapshotIds.computeIfAbsent(addedBy, id -> id));
    }
  }
}
