package io.tablescope.format.testing.delta;

import io.delta.standalone.DeltaLog;
import io.delta.standalone.Operation;
import io.delta.standalone.OptimisticTransaction;
import io.delta.standalone.actions.Action;
import io.delta.standalone.actions.AddFile;
import io.delta.standalone.actions.Metadata;
import io.delta.standalone.actions.RemoveFile;
import io.delta.standalone.actions.SetTransaction;
import io.delta.standalone.types.LongType;
import io.delta.standalone.types.StringType;
import io.delta.standalone.types.StructType;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.hadoop.conf.Configuration;

/**
 * Writes a Delta table with delta-standalone, the way a real writer does: appends, removes,
 * overwrites, metadata changes and app transactions, each one commit; checkpoints come from
 * standalone itself every {@code delta.checkpointInterval} commits. Data files are not written (the
 * log is all Tablescope reads); their names are what the log records.
 *
 * <p>The schema is {@code id long, value string} plus one string column per partition column.
 */
public final class DeltaTableWriter {
  private final Path root;
  private final DeltaLog log;
  private final List<String> partitionColumns;
  private int fileCounter;

  private DeltaTableWriter(Path root, List<String> partitionColumns) {
    this.root = root;
    this.log = DeltaLog.forTable(new Configuration(), root.toString());
    this.partitionColumns = List.copyOf(partitionColumns);
  }

  /** Creates the table (version 0: protocol and metadata) with these properties. */
  public static DeltaTableWriter create(
      Path root, List<String> partitionColumns, Map<String, String> configuration) {
    DeltaTableWriter writer = new DeltaTableWriter(root, partitionColumns);
    StructType schema = new StructType().add("id", new LongType()).add("value", new StringType());
    for (String column : partitionColumns) {
      schema = schema.add(column, new StringType());
    }
    Metadata metadata =
        Metadata.builder()
            .schema(schema)
            .partitionColumns(partitionColumns)
            .configuration(configuration)
            .name("t")
            .build();
    OptimisticTransaction txn = writer.log.startTransaction();
    txn.updateMetadata(metadata);
    txn.commit(List.of(), new Operation(Operation.Name.CREATE_TABLE), "tablescope-test");
    return writer;
  }

  /** Opens an existing table to write more commits. */
  public static DeltaTableWriter open(Path root) {
    DeltaLog log = DeltaLog.forTable(new Configuration(), root.toString());
    return new DeltaTableWriter(root, log.snapshot().getMetadata().getPartitionColumns());
  }

  public Path root() {
    return root;
  }

  public DeltaLog log() {
    return log;
  }

  /** Appends one file per partition value to a partitioned table. Returns the new version. */
  public long append(String... partitionValues) {
    List<Action> adds = new ArrayList<>();
    for (String value : partitionValues) {
      adds.add(newFile(value));
    }
    return commit(adds, Operation.Name.WRITE);
  }

  /** Appends files to an unpartitioned table. Returns the new version. */
  public long appendFiles(int count) {
    List<Action> adds = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      adds.add(newFile(null));
    }
    return commit(adds, Operation.Name.WRITE);
  }

  /** Removes the live files whose path contains the text. Returns the new version. */
  public long removeWhere(String pathContains) {
    return removeWhere(pathContains, System.currentTimeMillis());
  }

  /**
   * Removes the live files whose path contains the text, their tombstones dated {@code
   * deletionTimestamp} (VACUUM's retention counts from it). Returns the new version.
   */
  public long removeWhere(String pathContains, long deletionTimestamp) {
    List<Action> removes = new ArrayList<>();
    for (AddFile add : log.update().getAllFiles()) {
      if (add.getPath().contains(pathContains)) {
        removes.add(add.remove(deletionTimestamp, true));
      }
    }
    return commit(removes, Operation.Name.DELETE);
  }

  /** Removes every live file and adds new ones: an overwrite. Returns the new version. */
  public long overwrite(String... partitionValues) {
    List<Action> actions = new ArrayList<>();
    for (AddFile add : log.update().getAllFiles()) {
      RemoveFile remove = add.remove(System.currentTimeMillis(), true);
      actions.add(remove);
    }
    for (String value : partitionValues) {
      actions.add(newFile(value));
    }
    return commit(actions, Operation.Name.WRITE);
  }

  /** Sets table properties (a metadata-only commit). Returns the new version. */
  public long setProperties(Map<String, String> properties) {
    OptimisticTransaction txn = log.startTransaction();
    Metadata current = txn.metadata();
    Map<String, String> configuration = new LinkedHashMap<>(current.getConfiguration());
    configuration.putAll(properties);
    txn.updateMetadata(current.copyBuilder().configuration(configuration).build());
    return txn.commit(List.of(), new Operation(Operation.Name.SET_TABLE_PROPERTIES), "t")
        .getVersion();
  }

  /** Records an application transaction with one appended file. Returns the new version. */
  public long appendAsApplication(String appId, long appVersion, String partitionValue) {
    List<Action> actions = new ArrayList<>();
    actions.add(new SetTransaction(appId, appVersion, Optional.of(System.currentTimeMillis())));
    actions.add(newFile(partitionValue));
    return commit(actions, Operation.Name.STREAMING_UPDATE);
  }

  /**
   * Appends files to a partition in one commit whose {@code commitInfo.engineInfo} starts with the
   * engine. Returns the new version.
   */
  public long appendAs(String engineInfo, String... partitionValues) {
    List<Action> adds = new ArrayList<>();
    for (String value : partitionValues) {
      adds.add(newFile(value));
    }
    OptimisticTransaction txn = log.startTransaction();
    return txn.commit(adds, new Operation(Operation.Name.WRITE), engineInfo).getVersion();
  }

  /**
   * Blind appends by writers that all read the same version, committed one after another: each
   * after the first commits on top of the ones before it, its {@code readVersion} behind. Returns
   * the versions committed.
   */
  public List<Long> concurrentAppends(String engineInfo, String... partitionValues) {
    List<OptimisticTransaction> transactions = new ArrayList<>();
    for (int i = 0; i < partitionValues.length; i++) {
      transactions.add(log.startTransaction());
    }
    List<Long> versions = new ArrayList<>();
    for (int i = 0; i < partitionValues.length; i++) {
      versions.add(
          transactions
              .get(i)
              .commit(
                  List.of(newFile(partitionValues[i])),
                  new Operation(Operation.Name.WRITE),
                  engineInfo)
              .getVersion());
    }
    return versions;
  }

  private long commit(List<Action> actions, Operation.Name operation) {
    OptimisticTransaction txn = log.startTransaction();
    return txn.commit(actions, new Operation(operation), "tablescope-test").getVersion();
  }

  private AddFile newFile(String partitionValue) {
    fileCounter++;
    Map<String, String> values = new LinkedHashMap<>();
    String folder = "";
    for (String column : partitionColumns) {
      values.put(column, partitionValue);
      folder += column + "=" + partitionValue + "/";
    }
    // A space in every name, so the log holds URL-encoded paths.
    String name = folder + "part " + fileCounter + "-" + System.nanoTime() + ".parquet";
    return new AddFile(
        name.replace(" ", "%20"),
        values,
        100 + fileCounter,
        System.currentTimeMillis(),
        true,
        // No stats: standalone writes them unquoted (a raw object) against our Jackson version.
        null,
        null);
  }
}
