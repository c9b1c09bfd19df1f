package io.tablescope.format.iceberg.manifest;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericRecord;
import org.apache.avro.io.DatumReader;
import org.apache.avro.io.Decoder;
import org.apache.avro.util.Utf8;

/**
 * Reads manifest entries into records of the writer's schema without the column statistics of
 * {@code data_file}: those are skipped by steps compiled once from the writer's schema, as {@link
 * StatusCounter} skips, never decoded into maps of records and buffers.
 */
final class StatsSkippingReader implements DatumReader<GenericRecord> {
  /** The {@code data_file} fields that hold column statistics. */
  static final Set<String> STATS_FIELDS =
      Set.of(
          "column_sizes",
          "value_counts",
          "null_value_counts",
          "nan_value_counts",
          "lower_bounds",
          "upper_bounds");

  private Step<GenericRecord> entry;

  /** One decoding action on the stream, giving the value read (null for a skip). */
  private interface Step<T> {
    T apply(Decoder in) throws IOException;
  }

  @Override
  public void setSchema(Schema writer) {
    Schema reader = withoutStats(writer);
    // Not a manifest's entries: the entry reader names what is wrong before any is read.
    entry = reader == writer ? null : entryStep(writer, reader);
  }

  @Override
  public GenericRecord read(GenericRecord reuse, Decoder in) throws IOException {
    if (entry == null) {
      throw new AvroFiles.WrongSchemaException("Not a manifest: no data_file record");
    }
    return entry.apply(in);
  }

  private static Step<GenericRecord> entryStep(Schema writer, Schema reader) {
    List<Schema.Field> fields = writer.getFields();
    @SuppressWarnings("unchecked")
    Step<Object>[] steps = new Step[fields.size()];
    for (int i = 0; i < steps.length; i++) {
      Schema.Field field = fields.get(i);
      steps[i] =
          field.name().equals("data_file")
              ? fileStep(field.schema(), reader.getField("data_file").schema())::apply
              : reader(field.schema());
    }
    return record(reader, fields, steps);
  }

  private static Step<GenericRecord> fileStep(Schema writer, Schema reader) {
    List<Schema.Field> fields = writer.getFields();
    @SuppressWarnings("unchecked")
    Step<Object>[] steps = new Step[fields.size()];
    for (int i = 0; i < steps.length; i++) {
      Schema.Field field = fields.get(i);
      steps[i] =
          STATS_FIELDS.contains(field.name()) ? skipper(field.schema()) : reader(field.schema());
    }
    return record(reader, fields, steps);
  }

  /** Reads the writer's fields in order into a record of the reader's schema, by field name. */
  private static Step<GenericRecord> record(
      Schema reader, List<Schema.Field> writerFields, Step<Object>[] steps) {
    int[] positions = new int[steps.length];
    for (int i = 0; i < steps.length; i++) {
      Schema.Field field = reader.getField(writerFields.get(i).name());
      positions[i] = field == null ? -1 : field.pos();
    }
    return in -> {
      GenericData.Record record = new GenericData.Record(reader);
      for (int i = 0; i < steps.length; i++) {
        Object value = steps[i].apply(in);
        if (positions[i] >= 0) {
          record.put(positions[i], value);
        }
      }
      return record;
    };
  }

  /** Reads a value as Avro's generic reader gives it, logical types undecoded. */
  private static Step<Object> reader(Schema schema) {
    switch (schema.getType()) {
      case NULL:
        return in -> {
          in.readNull();
          return null;
        };
      case BOOLEAN:
        return Decoder::readBoolean;
      case INT:
        return Decoder::readInt;
      case LONG:
        return Decoder::readLong;
      case FLOAT:
        return Decoder::readFloat;
      case DOUBLE:
        return Decoder::readDouble;
      case STRING:
        if ("String".equals(schema.getProp(GenericData.STRING_PROP))) {
          return Decoder::readString;
        }
        return in -> in.readString(null);
      case BYTES:
        return in -> in.readBytes(null);
      case FIXED:
        return in -> {
          byte[] bytes = new byte[schema.getFixedSize()];
          in.readFixed(bytes);
          return new GenericData.Fixed(schema, bytes);
        };
      case ENUM:
        return in -> new GenericData.EnumSymbol(schema, schema.getEnumSymbols().get(in.readEnum()));
      case UNION:
        @SuppressWarnings("unchecked")
        Step<Object>[] branches =
            schema.getTypes().stream().map(StatsSkippingReader::reader).toArray(Step[]::new);
        return in -> branches[in.readIndex()].apply(in);
      case ARRAY:
        Step<Object> element = reader(schema.getElementType());
        return in -> {
          GenericData.Array<Object> array = new GenericData.Array<>(0, schema);
          for (long count = in.readArrayStart(); count != 0; count = in.arrayNext()) {
            for (long i = 0; i < count; i++) {
              array.add(element.apply(in));
            }
          }
          return array;
        };
      case MAP:
        Step<Object> value = reader(schema.getValueType());
        return in -> {
          Map<Utf8, Object> map = new HashMap<>();
          for (long count = in.readMapStart(); count != 0; count = in.mapNext()) {
            for (long i = 0; i < count; i++) {
              map.put(in.readString(null), value.apply(in));
            }
          }
          return map;
        };
      case RECORD:
        List<Schema.Field> fields = schema.getFields();
        @SuppressWarnings("unchecked")
        Step<Object>[] steps =
            fields.stream().map(field -> reader(field.schema())).toArray(Step[]::new);
        return record(schema, fields, steps)::apply;
      default:
        throw new IllegalArgumentException("Cannot read Avro type " + schema.getType());
    }
  }

  /** Skips a value with {@link StatusCounter}'s compiled steps. */
  private static Step<Object> skipper(Schema schema) {
    StatusCounter.Step skip = StatusCounter.skipper(schema);
    return in -> {
      skip.apply(in);
      return null;
    };
  }

  /**
   * The entry schema without the statistics fields; a schema that is not a manifest entry's is
   * returned as it is, for the entry reader to name what is wrong with it.
   */
  static Schema withoutStats(Schema entry) {
    if (entry.getType() != Schema.Type.RECORD) {
      return entry;
    }
    Schema.Field dataFile = entry.getField("data_file");
    if (dataFile == null || dataFile.schema().getType() != Schema.Type.RECORD) {
      return entry;
    }
    List<Schema.Field> fileFields = new ArrayList<>();
    for (Schema.Field field : dataFile.schema().getFields()) {
      if (!STATS_FIELDS.contains(field.name())) {
        fileFields.add(new Schema.Field(field, field.schema()));
      }
    }
    Schema file = copy(dataFile.schema(), fileFields);
    List<Schema.Field> entryFields = new ArrayList<>();
    for (Schema.Field field : entry.getFields()) {
      entryFields.add(new Schema.Field(field, field == dataFile ? file : field.schema()));
    }
    return copy(entry, entryFields);
  }

  private static Schema copy(Schema record, List<Schema.Field> fields) {
    Schema copy =
        Schema.createRecord(
            record.getName(), record.getDoc(), record.getNamespace(), record.isError(), fields);
    record.getAliases().forEach(copy::addAlias);
    return copy;
  }
}
