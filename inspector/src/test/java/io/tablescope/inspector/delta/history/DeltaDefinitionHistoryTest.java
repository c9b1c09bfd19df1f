package io.tablescope.inspector.delta.history;

import static org.assertj.core.api.Assertions.assertThat;

import io.delta.standalone.DeltaLog;
import io.delta.standalone.Operation;
import io.delta.standalone.OptimisticTransaction;
import io.delta.standalone.actions.Metadata;
import io.delta.standalone.types.StructField;
import io.delta.standalone.types.StructType;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import io.tablescope.format.testing.delta.HandWrittenLog;
import io.tablescope.format.testing.delta.HandWrittenTables;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.delta.history.DeltaDefinitionChange.What;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Delta's definition history, against the metadata delta-standalone reads at each version. */
class DeltaDefinitionHistoryTest {
  @TempDir Path root;

  @Test
  void replayingTheChangesGivesStandalonesMetadataAtEveryVersion() throws Exception {
    DeltaTableWriter writer =
        DeltaTableWriter.create(root, List.of("region"), Map.of("delta.checkpointInterval", "2"));
    writer.append("EU");
    writer.setProperties(Map.of("owner", "sales", "delta.appendOnly", "false"));
    writer.append("US");
    writer.setProperties(Map.of("owner", "finance"));
    addColumn(writer.log());
    writer.append("EU");
    DeltaTable table = DeltaTable.open(root.toString(), Runnable::run);

    DeltaDefinitionHistory history = DeltaDefinitionHistory.read(table);

    Map<String, String> properties = new LinkedHashMap<>();
    Set<String> fields = new LinkedHashSet<>();
    String partitionColumns = null;
    int next = 0;
    for (long version = 0; version <= table.log().latestVersion(); version++) {
      if (next < history.versions().size() && history.versions().get(next).version() == version) {
        for (DeltaDefinitionChange change : history.versions().get(next).changes()) {
          if (change.what() == What.PROPERTY) {
            if (change.after() == null) {
              properties.remove(change.name());
            } else {
              properties.put(change.name(), change.after());
            }
          } else if (change.what() == What.SCHEMA_FIELD) {
            if (change.after() == null) {
              fields.remove(change.name());
            } else {
              fields.add(change.name());
            }
          } else if (change.what() == What.PARTITION_COLUMNS) {
            partitionColumns = change.after();
          }
        }
        next++;
      }
      Metadata expected = writer.log().getSnapshotForVersionAsOf(version).getMetadata();
      assertThat(properties).as("version " + version).isEqualTo(expected.getConfiguration());
      assertThat(fields)
          .as("version " + version)
          .containsExactlyElementsOf(
              List.of(expected.getSchema().getFields()).stream()
                  .map(StructField::getName)
                  .toList());
      assertThat(partitionColumns).isEqualTo(expected.getPartitionColumns().toString());
    }
    assertThat(history.versions())
        .extracting(DeltaDefinitionVersion::version)
        .containsExactly(0L, 2L, 4L, 5L);
    assertThat(history.versions().get(2).changes())
        .containsExactly(new DeltaDefinitionChange(What.PROPERTY, "owner", "sales", "finance"));
    assertThat(history.versions().get(3).operation()).isEqualTo("ADD COLUMNS");
    assertThat(history.versions().get(3).changes())
        .contains(new DeltaDefinitionChange(What.SCHEMA_FIELD, "note", null, "string"));
    assertThat(history.problems()).isEmpty();
  }

  @Test
  void theFirstVersionDeclaresTheProtocolAndItsTableFeatures() throws Exception {
    HandWrittenTables.featureTable(root);
    DeltaTable table = DeltaTable.open(root.toString(), Runnable::run);

    DeltaDefinitionHistory history = DeltaDefinitionHistory.read(table);

    assertThat(history.versions()).hasSize(1);
    List<DeltaDefinitionChange> first = new ArrayList<>(history.versions().get(0).changes());
    assertThat(first)
        .contains(
            new DeltaDefinitionChange(What.PROTOCOL_VERSION, "minReaderVersion", null, "3"),
            new DeltaDefinitionChange(What.TABLE_FEATURE, "deletionVectors", null, "reader"),
            new DeltaDefinitionChange(What.TABLE_FEATURE, "inCommitTimestamp", null, "writer"),
            new DeltaDefinitionChange(What.PARTITION_COLUMNS, "partitionColumns", null, "[region]"),
            new DeltaDefinitionChange(What.PROPERTY, "delta.checkpointPolicy", null, "v2"));
  }

  @Test
  void aProtocolUpgradeNamesTheVersionsRaisedAndTheFeaturesAdded() throws Exception {
    HandWrittenLog log = new HandWrittenLog(root);
    String schema = HandWrittenLog.schema(Map.of("id", "col-1"));
    log.commit(
        0,
        1_700_000_000_000L,
        List.of(
            HandWrittenLog.commitInfo("CREATE TABLE", null),
            HandWrittenLog.protocol(1, 2, null, null),
            HandWrittenLog.metadata("t", schema, List.of(), Map.of())));
    log.commit(
        1,
        1_700_000_001_000L,
        List.of(
            HandWrittenLog.commitInfo("SET TBLPROPERTIES", null),
            HandWrittenLog.protocol(3, 7, List.of("deletionVectors"), List.of("deletionVectors")),
            HandWrittenLog.metadata(
                "t", schema, List.of(), Map.of("delta.enableDeletionVectors", "true"))));
    DeltaTable table = DeltaTable.open(root.toString(), Runnable::run);

    DeltaDefinitionHistory history = DeltaDefinitionHistory.read(table);

    assertThat(history.versions().get(1).operation()).isEqualTo("SET TBLPROPERTIES");
    assertThat(history.versions().get(1).changes())
        .containsExactly(
            new DeltaDefinitionChange(What.PROTOCOL_VERSION, "minReaderVersion", "1", "3"),
            new DeltaDefinitionChange(What.PROTOCOL_VERSION, "minWriterVersion", "2", "7"),
            new DeltaDefinitionChange(What.TABLE_FEATURE, "deletionVectors", null, "reader"),
            new DeltaDefinitionChange(What.TABLE_FEATURE, "deletionVectors", null, "writer"),
            new DeltaDefinitionChange(What.PROPERTY, "delta.enableDeletionVectors", null, "true"));
  }

  /** A column added, as ALTER TABLE ADD COLUMNS does. */
  private static void addColumn(DeltaLog log) {
    OptimisticTransaction txn = log.startTransaction();
    Metadata current = txn.metadata();
    StructType schema = current.getSchema().add("note", new io.delta.standalone.types.StringType());
    txn.updateMetadata(current.copyBuilder().schema(schema).build());
    txn.commit(List.of(), new Operation(Operation.Name.ADD_COLUMNS), "tablescope-test");
  }
}
