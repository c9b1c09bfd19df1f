package io.tablescope.format.testing;

import static org.apache.iceberg.types.Types.NestedField.optional;
import static org.apache.iceberg.types.Types.NestedField.required;

import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.data.GenericRecord;
import org.apache.iceberg.data.Record;
import org.apache.iceberg.expressions.Literal;
import org.apache.iceberg.types.Types;
import org.apache.iceberg.variants.ShreddedObject;
import org.apache.iceberg.variants.Variant;
import org.apache.iceberg.variants.VariantMetadata;
import org.apache.iceberg.variants.Variants;

/**
 * Fixture tables whose interest is their schema: nested types, an evolved schema, and the types and
 * default values of format v3. Like {@link FixtureTables}, each method creates one table {@code
 * <root>/<name>} (named in its documentation) through the given fixtures and returns it.
 */
public final class SchemaFixtureTables {
  /** Structs, lists and maps, nested in each other. */
  public static final Schema NESTED =
      new Schema(
          required(1, "id", Types.LongType.get()),
          optional(
              2,
              "location",
              Types.StructType.of(
                  optional(3, "lat", Types.DoubleType.get()),
                  optional(
                      4,
                      "address",
                      Types.StructType.of(
                          optional(5, "city", Types.StringType.get()),
                          optional(6, "zip", Types.IntegerType.get()))))),
          optional(7, "tags", Types.ListType.ofOptional(8, Types.StringType.get())),
          optional(
              9,
              "attributes",
              Types.MapType.ofOptional(10, 11, Types.StringType.get(), Types.IntegerType.get())),
          optional(
              12,
              "points",
              Types.ListType.ofRequired(
                  13,
                  Types.StructType.of(
                      required(14, "x", Types.IntegerType.get()),
                      optional(15, "y", Types.IntegerType.get())))),
          optional(
              16,
              "index",
              Types.MapType.ofRequired(
                  17,
                  18,
                  Types.StringType.get(),
                  Types.ListType.ofOptional(19, Types.LongType.get()))));

  /** The schema of {@link #schemaEvolution()} before it evolves. */
  public static final Schema BEFORE_EVOLUTION =
      new Schema(
          required(1, "id", Types.IntegerType.get()),
          optional(2, "name", Types.StringType.get()),
          optional(3, "price", Types.FloatType.get()),
          optional(4, "amount", Types.DecimalType.of(9, 2)),
          optional(5, "note", Types.StringType.get()));

  /** Format v3's new types, beside an id. */
  public static final Schema V3_TYPES =
      new Schema(
          required(1, "id", Types.LongType.get()),
          optional(2, "ts_ns", Types.TimestampNanoType.withoutZone()),
          optional(3, "tstz_ns", Types.TimestampNanoType.withZone()),
          optional(4, "payload", Types.VariantType.get()),
          optional(5, "nothing", Types.UnknownType.get()));

  private static final OffsetDateTime EPOCH =
      OffsetDateTime.of(2026, 11, 27, 0, 0, 0, 0, ZoneOffset.UTC);

  private final FixtureTables fixtures;

  public SchemaFixtureTables(FixtureTables fixtures) {
    this.fixtures = fixtures;
  }

  /**
   * {@code nested}: schema {@link #NESTED}, partitioned by {@code identity(location.address.city)};
   * one append of ids 1-4 (row 4 has nulls and empty collections), one data file per city.
   */
  public Table nested() {
    Table table =
        fixtures.create(
            "nested",
            NESTED,
            PartitionSpec.builderFor(NESTED).identity("location.address.city").build(),
            2,
            Map.of());
    List<Record> rows = new ArrayList<>();
    for (long id = 1; id <= 4; id++) {
      rows.add(nestedRow(id));
    }
    append(table, rows);
    return table;
  }

  /**
   * {@code schema_evolution}: schema {@link #BEFORE_EVOLUTION}, partitioned by {@code
   * bucket[4](id)}; append of ids 1-3; then one schema update that adds {@code category}, renames
   * {@code name} to {@code title}, widens {@code id} to long, {@code price} to double and {@code
   * amount} to decimal(18, 2), drops {@code note} and moves {@code category} first; then an append
   * of ids 4-6 in the new schema.
   */
  public Table schemaEvolution() {
    Table table =
        fixtures.create(
            "schema_evolution",
            BEFORE_EVOLUTION,
            PartitionSpec.builderFor(BEFORE_EVOLUTION).bucket("id", 4).build(),
            2,
            Map.of());
    List<Record> before = new ArrayList<>();
    for (int id = 1; id <= 3; id++) {
      before.add(
          TableFiles.row(
              table.schema(),
              id,
              "item-" + id,
              id * 1.25f,
              new BigDecimal(id + ".50"),
              "note " + id));
    }
    append(table, before);
    table
        .updateSchema()
        .addColumn("category", Types.StringType.get())
        .renameColumn("name", "title")
        .updateColumn("id", Types.LongType.get())
        .updateColumn("price", Types.DoubleType.get())
        .updateColumn("amount", Types.DecimalType.of(18, 2))
        .deleteColumn("note")
        .moveFirst("category")
        .commit();
    List<Record> after = new ArrayList<>();
    for (long id = 4; id <= 6; id++) {
      after.add(
          TableFiles.row(
              table.schema(),
              id % 2 == 0 ? "even" : "odd",
              id * 5_000_000_000L,
              "item-" + id,
              id * 1e300,
              new BigDecimal("1234567890123456.0" + id)));
    }
    append(table, after);
    return table;
  }

  /**
   * {@code v3_types}: format v3, schema {@link #V3_TYPES}, partitioned by {@code day(ts_ns)};
   * append of ids 1-3; then {@code score int} is added with initial and write default 7, {@code
   * region string} is added as required with default {@code EU}, and the write default of {@code
   * score} becomes 9; then an append of ids 4-5.
   */
  public Table v3Types() {
    Table table =
        fixtures.create(
            "v3_types",
            V3_TYPES,
            PartitionSpec.builderFor(V3_TYPES).day("ts_ns").build(),
            3,
            Map.of());
    List<Record> rows = new ArrayList<>();
    for (long id = 1; id <= 3; id++) {
      rows.add(TableFiles.row(table.schema(), v3Values(id, 0)));
    }
    append(table, rows);
    table
        .updateSchema()
        .addColumn("score", Types.IntegerType.get(), "a score", Literal.of(7))
        .addRequiredColumn("region", Types.StringType.get(), Literal.of("EU"))
        .commit();
    table.updateSchema().updateColumnDefault("score", Literal.of(9)).commit();
    List<Record> more = new ArrayList<>();
    for (long id = 4; id <= 5; id++) {
      more.add(TableFiles.row(table.schema(), v3Values(id, 2)));
    }
    more.get(0).setField("score", 40);
    more.forEach(row -> row.setField("region", "US"));
    append(table, more);
    return table;
  }

  private static Object[] v3Values(long id, int extraColumns) {
    Object[] values = new Object[5 + extraColumns];
    values[0] = id;
    LocalDateTime time = EPOCH.toLocalDateTime().plusHours(13 * id).plusNanos(id * 1_001);
    values[1] = time;
    values[2] = time.atOffset(ZoneOffset.UTC);
    values[3] = id == 3 ? null : variant(id);
    values[4] = null;
    return values;
  }

  private static Variant variant(long id) {
    VariantMetadata metadata = Variants.metadata("name", "count");
    ShreddedObject object = Variants.object(metadata);
    object.put("name", Variants.of("row " + id));
    object.put("count", Variants.of(id));
    return Variant.of(metadata, id % 2 == 0 ? object : Variants.of("plain " + id));
  }

  private static Record nestedRow(long id) {
    Types.StructType location = NESTED.findField("location").type().asStructType();
    Types.StructType address = location.field("address").type().asStructType();
    Types.StructType point =
        NESTED.findField("points").type().asListType().elementType().asStructType();
    if (id == 4) {
      return TableFiles.row(NESTED, id, null, List.of(), Map.of(), null, Map.of());
    }
    GenericRecord addressRecord = GenericRecord.create(address);
    addressRecord.setField("city", id == 2 ? "Lyon" : "Oslo");
    addressRecord.setField("zip", (int) (1000 * id));
    GenericRecord locationRecord = GenericRecord.create(location);
    locationRecord.setField("lat", 40.5 + id);
    locationRecord.setField("address", addressRecord);
    List<Record> points = new ArrayList<>();
    for (int i = 0; i < id; i++) {
      GenericRecord p = GenericRecord.create(point);
      p.setField("x", i * (int) id);
      p.setField("y", i == 0 ? null : -i);
      points.add(p);
    }
    return TableFiles.row(
        NESTED,
        id,
        locationRecord,
        List.of("t" + id, "common"),
        Map.of("a", (int) id, "b", (int) (10 * id)),
        points,
        Map.of("k" + id, List.of(id, id * 100)));
  }

  private static void append(Table table, List<Record> rows) {
    var append = table.newAppend();
    TableFiles.writeDataByPartition(table, rows).forEach(append::appendFile);
    append.commit();
  }
}
