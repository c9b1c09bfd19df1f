package io.tablescope.app.demo.lake;

import io.delta.standalone.DeltaLog;
import io.delta.standalone.Operation;
import io.delta.standalone.OptimisticTransaction;
import io.delta.standalone.actions.Action;
import io.delta.standalone.actions.AddFile;
import io.delta.standalone.actions.Metadata;
import io.delta.standalone.exceptions.DeltaConcurrentModificationException;
import io.delta.standalone.types.StructType;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.apache.hadoop.conf.Configuration;

/**
 * One demo Delta table being written with delta-standalone: its folder, its log, and the data files
 * its commits add. Names and times are derived from the table name and a counter, so a regenerated
 * table has the same file names.
 */
final class LakeTable {
  /** When the demo's first Delta file was written; later files are a few minutes apart. */
  static final Instant START = Instant.parse("2026-11-29T08:00:00Z");

  private final Path dir;
  private final String name;
  private final DeltaLog log;
  private int files;

  private LakeTable(Path dir, String name) {
    this.dir = dir;
    this.name = name;
    this.log = open(dir);
  }

  /** Creates the table at version 0 with a {@code CREATE TABLE} commit. */
  static LakeTable create(
      Path dir,
      String name,
      StructType schema,
      List<String> partitionColumns,
      Map<String, String> configuration,
      String engineInfo)
      throws IOException {
    Files.createDirectories(dir);
    LakeTable table = new LakeTable(dir, name);
    Metadata metadata =
        Metadata.builder()
            .id(
                UUID.nameUUIDFromBytes(name.getBytes(java.nio.charset.StandardCharsets.UTF_8))
                    .toString())
            .name(name)
            .schema(schema)
            .partitionColumns(partitionColumns)
            .configuration(configuration)
            .createdTime(START.toEpochMilli())
            .build();
    OptimisticTransaction txn = table.log.startTransaction();
    txn.updateMetadata(metadata);
    table.commit(
        txn,
        List.of(),
        new Operation(
            Operation.Name.CREATE_TABLE,
            Json.parameters(
                "isManaged",
                "false",
                "description",
                null,
                "partitionBy",
                Json.array(partitionColumns),
                "properties",
                Json.object(configuration))),
        engineInfo);
    return table;
  }

  static DeltaLog open(Path dir) {
    return DeltaLog.forTable(new Configuration(), dir.toString());
  }

  Path dir() {
    return dir;
  }

  DeltaLog log() {
    return log;
  }

  long version() {
    return log.update().getVersion();
  }

  StructType schema() {
    return log.update().getMetadata().getSchema();
  }

  OptimisticTransaction startTransaction() {
    return log.startTransaction();
  }

  /** Writes the rows (all of one partition, or none) as a new data file and returns its add. */
  AddFile write(Map<String, String> partition, List<Map<String, Object>> rows) throws IOException {
    files++;
    List<String> partitionColumns = log.update().getMetadata().getPartitionColumns();
    StringBuilder folder = new StringBuilder();
    for (String column : partitionColumns) {
      folder.append(column).append('=').append(partition.get(column)).append('/');
    }
    UUID id =
        UUID.nameUUIDFromBytes(
            (name + "/" + files).getBytes(java.nio.charset.StandardCharsets.UTF_8));
    String path = folder + "part-00000-" + id + "-c000.snappy.parquet";
    DataFiles.Written written =
        DataFiles.write(dir.resolve(path), schema(), partitionColumns, rows);
    long modified = START.plusSeconds(300L * files).toEpochMilli();
    return AddFile.builder(path, partition, written.size(), modified, true)
        // delta-standalone writes stats as raw JSON; Delta stores them as a string.
        .stats(Json.of(written.stats()))
        .build();
  }

  /** Commits the actions and returns the version written. */
  long commit(
      OptimisticTransaction txn, List<? extends Action> actions, Operation op, String engineInfo) {
    return txn.commit(actions, op, engineInfo).getVersion();
  }

  /** Tries a commit that must lose a race and returns the exception it lost with. */
  DeltaConcurrentModificationException lose(
      OptimisticTransaction txn, List<? extends Action> actions, Operation op, String engineInfo) {
    try {
      long version = txn.commit(actions, op, engineInfo).getVersion();
      throw new IllegalStateException(name + ": the losing writer committed version " + version);
    } catch (DeltaConcurrentModificationException e) {
      return e;
    }
  }
}
