package io.tablescope.inspector.iceberg.definition;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

import io.tablescope.format.iceberg.metadata.SnapshotRef;
import io.tablescope.inspector.iceberg.IcebergTable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import org.apache.hadoop.conf.Configuration;
import org.apache.iceberg.DataFiles;
import org.apache.iceberg.NullOrder;
import org.apache.iceberg.PartitionField;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.SortField;
import org.apache.iceberg.Table;
import org.apache.iceberg.expressions.Expressions;
import org.apache.iceberg.hadoop.HadoopTables;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The definition in the current metadata file of tables iceberg-core evolved: partition specs and
 * their evolution, sort orders, properties and refs with retention, each equal to what
 * iceberg-core's {@code specs()}, {@code sortOrders()}, {@code properties()} and {@code refs()}
 * give.
 */
class TableDefinitionTest {
  private static final Executor DIRECT = Runnable::run;
  private static final Schema SCHEMA =
      new Schema(
          Types.NestedField.required(1, "id", Types.LongType.get()),
          Types.NestedField.optional(2, "region", Types.StringType.get()),
          Types.NestedField.optional(3, "ts", Types.TimestampType.withZone()));

  @TempDir Path folder;

  private Table create(int formatVersion) {
    return new HadoopTables(new Configuration())
        .create(
            SCHEMA,
            PartitionSpec.builderFor(SCHEMA).identity("region").build(),
            Map.of("format-version", Integer.toString(formatVersion)),
            folder.toString());
  }

  @Test
  void specEvolutionMatchesIcebergCoreSpecs() throws IOException {
    Table table = create(2);
    table.updateSpec().addField(Expressions.day("ts")).commit();
    table.updateSpec().renameField("ts_day", "day").removeField("region").commit();

    TableDefinition definition =
        TableDefinition.of(IcebergTable.open(folder.toString(), DIRECT).metadata());

    assertThat(definition.specs()).hasSize(table.specs().size());
    for (SpecVersion version : definition.specs()) {
      PartitionSpec spec = table.specs().get(version.specId());
      List<SpecField> kept =
          version.fields().stream().filter(f -> !f.change().equals("removed")).toList();
      assertThat(kept)
          .extracting(SpecField::fieldId, SpecField::name, SpecField::transform, SpecField::source)
          .containsExactlyElementsOf(
              spec.fields().stream()
                  .map(
                      field ->
                          tuple(
                              field.fieldId(),
                              field.name(),
                              field.transform().toString(),
                              SCHEMA.findColumnName(field.sourceId())))
                  .toList());
      assertThat(version.isDefault()).isEqualTo(spec.specId() == table.spec().specId());
    }
    assertThat(definition.specs().get(0).fields())
        .extracting(SpecField::change)
        .containsExactly("");
    assertThat(definition.specs().get(1).fields())
        .extracting(SpecField::name, SpecField::change)
        .containsExactly(tuple("region", ""), tuple("ts_day", "added"));
    assertThat(definition.specs().get(2).fields())
        .extracting(SpecField::name, SpecField::change, SpecField::previousName)
        .containsExactly(tuple("day", "renamed", "ts_day"), tuple("region", "removed", "region"));
  }

  @Test
  void aFieldDroppedFromAVersionOneSpecBecomesVoid() throws IOException {
    Table table = create(1);
    table.updateSpec().removeField("region").commit();
    PartitionField voided = table.spec().fields().get(0);

    TableDefinition definition =
        TableDefinition.of(IcebergTable.open(folder.toString(), DIRECT).metadata());

    assertThat(definition.specs().get(1).fields())
        .extracting(SpecField::fieldId, SpecField::transform, SpecField::change)
        .containsExactly(tuple(voided.fieldId(), voided.transform().toString(), "void"));
  }

  @Test
  void sortOrdersPropertiesAndRefsMatchIcebergCore() throws IOException {
    Table table = create(2);
    table
        .replaceSortOrder()
        .asc("region")
        .desc(Expressions.bucket("id", 4), NullOrder.NULLS_LAST)
        .commit();
    table
        .updateProperties()
        .set("history.expire.max-snapshot-age-ms", "3600000")
        .set("history.expire.max-ref-age-ms", "86400000")
        .commit();
    table
        .newFastAppend()
        .appendFile(
            DataFiles.builder(table.spec())
                .withPath("/nowhere/data/1.parquet")
                .withPartitionPath("region=eu")
                .withFileSizeInBytes(10)
                .withRecordCount(1)
                .build())
        .commit();
    long head = table.currentSnapshot().snapshotId();
    table
        .manageSnapshots()
        .createBranch("audit", head)
        .setMinSnapshotsToKeep("audit", 3)
        .createTag("eod", head)
        .setMaxRefAgeMs("eod", 1000L)
        .commit();
    table.refresh();

    TableDefinition definition =
        TableDefinition.of(IcebergTable.open(folder.toString(), DIRECT).metadata());

    assertThat(definition.sortOrders()).hasSize(table.sortOrders().size());
    SortOrderVersion order = definition.sortOrders().get(1);
    assertThat(order.orderId()).isEqualTo(table.sortOrder().orderId());
    assertThat(order.isDefault()).isTrue();
    List<SortField> fields = table.sortOrder().fields();
    assertThat(order.fields())
        .containsExactly(
            "region "
                + fields.get(0).direction().name().toLowerCase(java.util.Locale.ROOT)
                + " nulls-first",
            fields.get(1).transform() + "(id) desc nulls-last");
    assertThat(definition.sortOrders().get(0).isUnsorted()).isTrue();

    assertThat(definition.properties()).isEqualTo(table.properties());

    assertThat(definition.refs())
        .extracting(RefRetention::name)
        .containsExactlyInAnyOrderElementsOf(table.refs().keySet());
    for (RefRetention ref : definition.refs()) {
      org.apache.iceberg.SnapshotRef core = table.refs().get(ref.name());
      assertThat(ref.snapshotId()).isEqualTo(core.snapshotId());
      assertThat(ref.type() == SnapshotRef.Type.BRANCH).isEqualTo(core.isBranch());
      if (core.isBranch()) {
        assertThat(ref.minSnapshotsToKeep().onRef())
            .isEqualTo(
                core.minSnapshotsToKeep() == null ? null : core.minSnapshotsToKeep().longValue());
        assertThat(ref.maxSnapshotAgeMs().onRef()).isEqualTo(core.maxSnapshotAgeMs());
      } else {
        assertThat(ref.minSnapshotsToKeep()).isNull();
        assertThat(ref.maxSnapshotAgeMs()).isNull();
      }
    }
    RefRetention audit = find(definition, "audit");
    assertThat(audit.minSnapshotsToKeep().effective()).isEqualTo(3);
    assertThat(audit.minSnapshotsToKeep().from()).isEqualTo("ref");
    assertThat(audit.maxSnapshotAgeMs().effective()).isEqualTo(3_600_000L);
    assertThat(audit.maxSnapshotAgeMs().from()).isEqualTo("history.expire.max-snapshot-age-ms");
    assertThat(audit.maxRefAgeMs().effective()).isEqualTo(86_400_000L);
    RefRetention eod = find(definition, "eod");
    assertThat(eod.maxRefAgeMs().effective()).isEqualTo(table.refs().get("eod").maxRefAgeMs());
    RefRetention main = find(definition, "main");
    assertThat(main.maxRefAgeMs()).isNull();
    assertThat(main.minSnapshotsToKeep().effective()).isEqualTo(1);
    assertThat(main.minSnapshotsToKeep().from()).isEqualTo("default");
  }

  private static RefRetention find(TableDefinition definition, String name) {
    return definition.refs().stream()
        .filter(ref -> ref.name().equals(name))
        .findFirst()
        .orElseThrow();
  }
}
