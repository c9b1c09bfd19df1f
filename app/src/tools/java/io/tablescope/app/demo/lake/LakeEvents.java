package io.tablescope.app.demo.lake;

import io.delta.standalone.Operation;
import io.delta.standalone.OptimisticTransaction;
import io.delta.standalone.actions.AddFile;
import io.delta.standalone.actions.Metadata;
import io.delta.standalone.actions.SetTransaction;
import io.delta.standalone.types.LongType;
import io.delta.standalone.types.StringType;
import io.delta.standalone.types.StructField;
import io.delta.standalone.types.StructType;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code lake/events}, unpartitioned, {@code delta.checkpointInterval=10}: a streaming ingest long
 * enough for a checkpoint, and a schema change.
 *
 * <ul>
 *   <li>v0 CREATE TABLE; v1-v4 STREAMING UPDATE, one file each, with the query's {@code txn} (appId
 *       {@value #QUERY_ID}, version = epoch).
 *   <li>v{@value #SCHEMA_CHANGE_VERSION} ADD COLUMNS {@code device} (a metaData with the new
 *       schemaString); v6-v8 STREAMING UPDATE with {@code device} filled.
 *   <li>v9 DELETE of the test events removes one file (a tombstone the checkpoint keeps).
 *   <li>v{@value #CHECKPOINT_VERSION} STREAMING UPDATE; delta-standalone writes {@code
 *       00000000000000000010.checkpoint.parquet} and {@code _last_checkpoint}; v11 STREAMING UPDATE
 *       after it.
 * </ul>
 */
final class LakeEvents {
  static final String NAME = "events";
  static final String QUERY_ID = "4f1b2c6e-events-ingest";
  static final long SCHEMA_CHANGE_VERSION = 5;
  static final long CHECKPOINT_VERSION = 10;
  static final long LAST_VERSION = 11;

  private static final StructType SCHEMA =
      new StructType()
          .add("event_id", new LongType())
          .add("event_type", new StringType())
          .add("user_id", new LongType());

  private LakeEvents() {}

  static void build(Path lake) throws IOException {
    LakeTable table =
        LakeTable.create(
            lake.resolve(NAME),
            NAME,
            SCHEMA,
            List.of(),
            Map.of("delta.checkpointInterval", String.valueOf(CHECKPOINT_VERSION)),
            Engines.FLINK);
    long epoch = 0;
    AddFile testEvents = null;
    for (; epoch < 4; epoch++) {
      AddFile file = table.write(Map.of(), List.of(event(epoch, epoch == 2 ? "test" : "click")));
      testEvents = epoch == 2 ? file : testEvents;
      stream(table, epoch, file);
    }

    OptimisticTransaction alter = table.startTransaction();
    Metadata metadata = alter.metadata();
    StructField device = new StructField("device", new StringType(), true);
    alter.updateMetadata(metadata.copyBuilder().schema(metadata.getSchema().add(device)).build());
    table.commit(
        alter,
        List.of(),
        new Operation(
            Operation.Name.ADD_COLUMNS,
            Json.parameters("columns", Json.of(List.of(Map.of("column", column(device)))))),
        Engines.FLINK);
    for (; epoch < 7; epoch++) {
      Map<String, Object> row = new LinkedHashMap<>(event(epoch, "view"));
      row.put("device", epoch % 2 == 0 ? "ios" : "web");
      stream(table, epoch, table.write(Map.of(), List.of(row)));
    }

    OptimisticTransaction delete = table.startTransaction();
    new TableRead("true").applyTo(delete);
    table.commit(
        delete,
        List.of(testEvents.remove(LakeTable.START.plusSeconds(7200).toEpochMilli(), true)),
        new Operation(
            Operation.Name.DELETE,
            Json.parameters("predicate", Json.predicate("event_type = 'test'"))),
        Engines.FLINK);
    for (; epoch < 9; epoch++) {
      Map<String, Object> row = new LinkedHashMap<>(event(epoch, "click"));
      row.put("device", "web");
      stream(table, epoch, table.write(Map.of(), List.of(row)));
    }
  }

  private static void stream(LakeTable table, long epoch, AddFile file) {
    OptimisticTransaction txn = table.startTransaction();
    txn.txnVersion(QUERY_ID);
    List<io.delta.standalone.actions.Action> actions = new ArrayList<>();
    actions.add(new SetTransaction(QUERY_ID, epoch, Optional.of(file.getModificationTime())));
    actions.add(file);
    table.commit(
        txn,
        actions,
        new Operation(
            Operation.Name.STREAMING_UPDATE,
            Json.parameters(
                "outputMode", "Append", "queryId", QUERY_ID, "epochId", String.valueOf(epoch))),
        Engines.FLINK);
  }

  /** A column as Spark describes it in the ADD COLUMNS parameters. */
  private static Map<String, Object> column(StructField field) {
    Map<String, Object> column = new LinkedHashMap<>();
    column.put("name", field.getName());
    column.put("type", field.getDataType().getTypeName());
    column.put("nullable", field.isNullable());
    column.put("metadata", Map.of());
    return column;
  }

  private static Map<String, Object> event(long epoch, String type) {
    return Map.of("event_id", 9000 + epoch, "event_type", type, "user_id", 700 + epoch % 3);
  }
}
