package io.tablescope.inspector.iceberg.definition;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.inspector.iceberg.IcebergTable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.stream.Collectors;
import org.apache.hadoop.conf.Configuration;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.hadoop.HadoopTables;
import org.apache.iceberg.types.TypeUtil;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Schema versions written by iceberg-core's {@code updateSchema()} (add, delete, rename, widen,
 * move, make optional, document, nested fields included) compared by field id: every field of both
 * versions, each side equal to what iceberg-core's {@code schemas()} say of that field.
 */
class SchemaDiffTest {
  private static final Executor DIRECT = Runnable::run;
  private static final Schema SCHEMA =
      new Schema(
          Types.NestedField.required(1, "id", Types.IntegerType.get()),
          Types.NestedField.optional(2, "data", Types.StringType.get()),
          Types.NestedField.optional(3, "price", Types.DecimalType.of(9, 2)),
          Types.NestedField.optional(
              4,
              "location",
              Types.StructType.of(
                  Types.NestedField.optional(5, "lat", Types.FloatType.get()),
                  Types.NestedField.optional(6, "lon", Types.FloatType.get()))),
          Types.NestedField.optional(
              7, "tags", Types.ListType.ofOptional(8, Types.StringType.get())),
          Types.NestedField.optional(
              9,
              "counts",
              Types.MapType.ofRequired(10, 11, Types.StringType.get(), Types.IntegerType.get())));

  @TempDir Path folder;

  @Test
  void everyFieldOfBothVersionsMatchesIcebergCoreField() throws IOException {
    Table table =
        new HadoopTables(new Configuration())
            .create(SCHEMA, PartitionSpec.unpartitioned(), Map.of(), folder.toString());
    table
        .updateSchema()
        .addColumn("location", "alt", Types.DoubleType.get())
        .addColumn("added", Types.StringType.get())
        .deleteColumn("data")
        .renameColumn("location.lat", "latitude")
        .updateColumn("id", Types.LongType.get())
        .updateColumn("price", Types.DecimalType.of(12, 2))
        .updateColumn("location.lon", Types.DoubleType.get())
        .updateColumn("counts.value", Types.LongType.get())
        .makeColumnOptional("id")
        .updateColumnDoc("tags", "labels a user gave")
        .moveFirst("counts")
        .commit();
    table.refresh();
    Schema before = table.schemas().get(0);
    Schema after = table.schema();

    IcebergTable opened = IcebergTable.open(folder.toString(), DIRECT);
    SchemaDiff diff =
        SchemaDiff.between(
            opened.metadata().schema(0).orElseThrow(),
            opened.metadata().schema(after.schemaId()).orElseThrow());

    Set<Integer> ids = TypeUtil.indexById(before.asStruct()).keySet();
    Set<Integer> union = new java.util.TreeSet<>(ids);
    union.addAll(TypeUtil.indexById(after.asStruct()).keySet());
    assertThat(diff.fields().stream().map(FieldChange::fieldId).collect(Collectors.toSet()))
        .isEqualTo(union);
    assertThat(diff.fields()).hasSize(union.size());
    for (FieldChange change : diff.fields()) {
      assertSide(change.before(), before, change.fieldId());
      assertSide(change.after(), after, change.fieldId());
    }

    // iceberg-core assigns fresh ids on create, so fields are named as the first version has them.
    assertThat(kindsById(diff))
        .containsEntry(
            id(before, "id"), List.of(FieldChange.Kind.WIDENED, FieldChange.Kind.MADE_OPTIONAL))
        .containsEntry(id(before, "data"), List.of(FieldChange.Kind.DROPPED))
        .containsEntry(id(before, "price"), List.of(FieldChange.Kind.WIDENED))
        .containsEntry(id(before, "location"), List.of())
        .containsEntry(id(before, "location.lat"), List.of(FieldChange.Kind.RENAMED))
        .containsEntry(id(before, "location.lon"), List.of(FieldChange.Kind.WIDENED))
        .containsEntry(id(before, "tags"), List.of(FieldChange.Kind.DOC_CHANGED))
        .containsEntry(id(before, "tags.element"), List.of())
        .containsEntry(id(before, "counts"), List.of(FieldChange.Kind.MOVED))
        .containsEntry(id(before, "counts.key"), List.of())
        .containsEntry(id(before, "counts.value"), List.of(FieldChange.Kind.WIDENED));
    int alt = after.findField("location.alt").fieldId();
    int added = after.findField("added").fieldId();
    assertThat(kindsById(diff))
        .containsEntry(alt, List.of(FieldChange.Kind.ADDED))
        .containsEntry(added, List.of(FieldChange.Kind.ADDED));
    // Unchanged: the location struct itself, the list element and the map key.
    assertThat(diff.changed()).hasSize(union.size() - 3);
    // The newer version's order first, so the moved column leads.
    assertThat(diff.fields().get(0).fieldId()).isEqualTo(id(before, "counts"));
  }

  @Test
  void aSchemaComparedWithItselfHasNoChanges() throws IOException {
    new HadoopTables(new Configuration())
        .create(SCHEMA, PartitionSpec.unpartitioned(), Map.of(), folder.toString());
    var schema = IcebergTable.open(folder.toString(), DIRECT).metadata().schema(0).orElseThrow();

    assertThat(SchemaDiff.between(schema, schema).changed()).isEmpty();
    assertThat(SchemaDiff.between(schema, schema).fields())
        .hasSize(TypeUtil.indexById(SCHEMA.asStruct()).size());
  }

  @Test
  void onlyIcebergsPromotionsAreWidenings() {
    assertThat(SchemaDiff.isWidening("int", "long")).isTrue();
    assertThat(SchemaDiff.isWidening("float", "double")).isTrue();
    assertThat(SchemaDiff.isWidening("decimal(9, 2)", "decimal(12, 2)")).isTrue();
    assertThat(SchemaDiff.isWidening("decimal(9,2)", "decimal(12,3)")).isFalse();
    assertThat(SchemaDiff.isWidening("decimal(12,2)", "decimal(9,2)")).isFalse();
    assertThat(SchemaDiff.isWidening("long", "int")).isFalse();
    assertThat(SchemaDiff.isWidening("int", "string")).isFalse();
  }

  private static int id(Schema schema, String name) {
    return schema.findField(name).fieldId();
  }

  private static Map<Integer, List<FieldChange.Kind>> kindsById(SchemaDiff diff) {
    return diff.fields().stream()
        .collect(Collectors.toMap(FieldChange::fieldId, FieldChange::kinds));
  }

  /** One side of a change equals iceberg-core's field of that schema, or both lack it. */
  private static void assertSide(SchemaField side, Schema schema, int id) {
    Types.NestedField field = schema.findField(id);
    if (field == null) {
      assertThat(side).as("field %s", id).isNull();
      return;
    }
    assertThat(side).as("field %s", id).isNotNull();
    assertThat(side.name()).isEqualTo(schema.findColumnName(id));
    assertThat(side.required()).isEqualTo(field.isRequired());
    assertThat(side.doc()).isEqualTo(field.doc());
    String type =
        field.type().isPrimitiveType()
            ? field.type().toString().replace(" ", "")
            : field.type().typeId().name().toLowerCase(java.util.Locale.ROOT);
    assertThat(side.type().replace(" ", "")).isEqualTo(type);
  }
}
