package io.tablescope.inspector.delta;

import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.delta.action.RemoveFile;
import io.tablescope.format.delta.log.LogOrder;
import io.tablescope.format.delta.log.LogState;
import io.tablescope.format.delta.log.StateSink;
import io.tablescope.inspector.table.PartitionMap;
import io.tablescope.inspector.table.TableFile;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Keeps of each live file a replay hands over only its neutral {@link TableFile}, the files of one
 * partition sharing one partition map, so a version of many files is read in a small heap. The
 * partition columns' logical names are known once the replay has met the metadata, at its end, so
 * partitions are named then.
 */
final class LiveFileSink implements StateSink {
  private final String tableRoot;
  private final LogOrder<TableFile> files = new LogOrder<>();
  private final Map<Map<String, String>, PartitionMap> written = new HashMap<>();
  private long bytes;

  LiveFileSink(String tableRoot) {
    this.tableRoot = tableRoot;
  }

  @Override
  public void live(AddFile add) {
    PartitionMap partition =
        written.computeIfAbsent(add.partitionValues(), values -> PartitionMap.copyOf(values));
    files.add(DeltaFiles.file(tableRoot, add, null, partition));
    bytes += add.size();
  }

  @Override
  public void tombstone(RemoveFile remove) {}

  @Override
  public void checkpointReached() {
    files.checkpointReached();
  }

  /** The total size of the live files, in bytes. */
  long bytes() {
    return bytes;
  }

  /** The live files in log order, by key, their partitions named as the state's metadata does. */
  Map<String, TableFile> files(LogState state) {
    DeltaPartitionColumns columns = DeltaPartitionColumns.of(state.metadata());
    // Files of one partition share its map, so each map is named once, looked up by identity.
    Map<PartitionMap, PartitionMap> logical = new IdentityHashMap<>();
    written
        .values()
        .forEach(
            physical ->
                logical.put(physical, PartitionMap.copyOf(columns.byLogicalName(physical))));
    List<TableFile> ordered = files.inLogOrder();
    Map<String, TableFile> byKey = new LinkedHashMap<>();
    for (TableFile file : ordered) {
      PartitionMap physical = (PartitionMap) file.partition();
      PartitionMap named = logical.get(physical);
      // Without column mapping a partition is named as written, and the file stands as it is.
      byKey.put(file.key(), named.equals(physical) ? file : DeltaFiles.withPartition(file, named));
    }
    return byKey;
  }
}
