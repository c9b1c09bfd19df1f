package io.tablescope.inspector.delta;

import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.delta.action.RemoveFile;
import io.tablescope.format.delta.log.StateSink;
import io.tablescope.inspector.table.PartitionMap;
import io.tablescope.inspector.table.TableFile;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Turns each live file a replay hands over into its neutral {@link TableFile} at once and passes it
 * on, keeping nothing of it: the files of one partition share one partition map, named by the
 * version's partition columns, so a version of many files is read in a small heap.
 */
final class LiveFileSink implements StateSink {
  private final String tableRoot;
  private final DeltaPartitionColumns columns;
  private final Consumer<TableFile> files;
  private final Runnable checkpointReached;
  private final Map<Map<String, String>, PartitionMap> partitions = new HashMap<>();
  private long count;
  private long bytes;

  /**
   * @param columns the version's partition columns, which name each file's partition
   * @param files takes each live file
   * @param checkpointReached told when the replay reaches the checkpoint
   */
  LiveFileSink(
      String tableRoot,
      DeltaPartitionColumns columns,
      Consumer<TableFile> files,
      Runnable checkpointReached) {
    this.tableRoot = tableRoot;
    this.columns = columns;
    this.files = files;
    this.checkpointReached = checkpointReached;
  }

  @Override
  public void live(AddFile add) {
    PartitionMap partition =
        partitions.computeIfAbsent(
            add.partitionValues(), values -> PartitionMap.copyOf(columns.byLogicalName(values)));
    files.accept(DeltaFiles.file(tableRoot, add, null, partition));
    count++;
    bytes += add.size();
  }

  @Override
  public void tombstone(RemoveFile remove) {}

  @Override
  public void checkpointReached() {
    checkpointReached.run();
  }

  /** How many live files were passed on. */
  long count() {
    return count;
  }

  /** The total size of the live files, in bytes. */
  long bytes() {
    return bytes;
  }
}
