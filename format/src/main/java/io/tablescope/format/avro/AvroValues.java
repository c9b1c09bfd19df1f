package io.tablescope.format.avro;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Readers and skippers of values, compiled once from a writer's schema and then applied to every
 * record of a file. Values are read as written, logical types undecoded: null, Boolean, Integer,
 * Long, Float, Double, String (strings and enum symbols), byte[] (bytes and fixed), List (arrays),
 * Map with String keys (maps) and {@link AvroRecord} (records).
 */
public final class AvroValues {
  private AvroValues() {}

  /** Reads one value. */
  public interface Reader {
    Object read(AvroDecoder in);
  }

  /** Reads past one value. */
  public interface Skipper {
    void skip(AvroDecoder in);
  }

  /** A reader of every field of the schema. */
  public static Reader reader(AvroSchema schema) {
    return reader(schema, "", Set.of());
  }

  /**
   * A reader that skips the record fields at the given paths, leaving them null. A path names the
   * fields from the top record down, joined by dots: {@code data_file.lower_bounds}.
   */
  public static Reader reader(AvroSchema schema, Set<String> skipped) {
    return reader(schema, "", skipped);
  }

  private static Reader reader(AvroSchema schema, String path, Set<String> skipped) {
    switch (schema.type()) {
      case NULL:
        return in -> null;
      case BOOLEAN:
        return AvroDecoder::readBoolean;
      case INT:
        return AvroDecoder::readInt;
      case LONG:
        return AvroDecoder::readLong;
      case FLOAT:
        return AvroDecoder::readFloat;
      case DOUBLE:
        return AvroDecoder::readDouble;
      case STRING:
        return AvroDecoder::readString;
      case BYTES:
        return AvroDecoder::readBytes;
      case FIXED:
        int size = schema.size();
        return in -> in.readFixed(size);
      case ENUM:
        List<String> symbols = schema.symbols();
        return in -> symbols.get(in.readIndex(symbols.size()));
      case UNION:
        Reader[] branches =
            schema.branches().stream()
                .map(branch -> reader(branch, path, skipped))
                .toArray(Reader[]::new);
        return in -> branches[in.readIndex(branches.length)].read(in);
      case ARRAY:
        return array(reader(schema.element(), path, skipped));
      case MAP:
        return map(reader(schema.element(), path, skipped));
      case RECORD:
        return record(schema, path, skipped);
      default:
        throw new IllegalStateException("Unknown Avro type " + schema.type());
    }
  }

  private static Reader array(Reader element) {
    return in -> {
      List<Object> items = new ArrayList<>();
      for (int count = in.readBlockCount(); count != 0; count = in.readBlockCount()) {
        for (int i = 0; i < count; i++) {
          items.add(element.read(in));
        }
      }
      return items;
    };
  }

  private static Reader map(Reader value) {
    return in -> {
      Map<String, Object> entries = new LinkedHashMap<>();
      for (int count = in.readBlockCount(); count != 0; count = in.readBlockCount()) {
        for (int i = 0; i < count; i++) {
          entries.put(in.readString(), value.read(in));
        }
      }
      return entries;
    };
  }

  private static Reader record(AvroSchema schema, String path, Set<String> skipped) {
    List<AvroSchema.Field> fields = schema.fields();
    Reader[] steps = new Reader[fields.size()];
    for (int i = 0; i < steps.length; i++) {
      AvroSchema.Field field = fields.get(i);
      String fieldPath = path.isEmpty() ? field.name() : path + "." + field.name();
      if (skipped.contains(fieldPath)) {
        Skipper skip = skipper(field.schema());
        steps[i] =
            in -> {
              skip.skip(in);
              return null;
            };
      } else {
        steps[i] = reader(field.schema(), fieldPath, skipped);
      }
    }
    return in -> {
      Object[] values = new Object[steps.length];
      for (int i = 0; i < steps.length; i++) {
        values[i] = steps[i].read(in);
      }
      return new AvroRecord(schema, values);
    };
  }

  /** A skipper of values of the schema. */
  public static Skipper skipper(AvroSchema schema) {
    switch (schema.type()) {
      case NULL:
        return in -> {};
      case BOOLEAN:
        return AvroDecoder::readBoolean;
      case INT:
        return AvroDecoder::readInt;
      case LONG:
        return AvroDecoder::readLong;
      case FLOAT:
        return in -> in.skipFixed(4);
      case DOUBLE:
        return in -> in.skipFixed(8);
      case STRING:
      case BYTES:
        return AvroDecoder::skipBytes;
      case FIXED:
        int size = schema.size();
        return in -> in.skipFixed(size);
      case ENUM:
        int symbols = schema.symbols().size();
        return in -> in.readIndex(symbols);
      case UNION:
        Skipper[] branches =
            schema.branches().stream().map(AvroValues::skipper).toArray(Skipper[]::new);
        return in -> branches[in.readIndex(branches.length)].skip(in);
      case ARRAY:
        Skipper element = skipper(schema.element());
        return in -> {
          for (int count = in.readBlockCount(); count != 0; count = in.readBlockCount()) {
            for (int i = 0; i < count; i++) {
              element.skip(in);
            }
          }
        };
      case MAP:
        Skipper value = skipper(schema.element());
        return in -> {
          for (int count = in.readBlockCount(); count != 0; count = in.readBlockCount()) {
            for (int i = 0; i < count; i++) {
              in.skipBytes();
              value.skip(in);
            }
          }
        };
      case RECORD:
        Skipper[] fields =
            schema.fields().stream().map(field -> skipper(field.schema())).toArray(Skipper[]::new);
        return in -> {
          for (Skipper field : fields) {
            field.skip(in);
          }
        };
      default:
        throw new IllegalStateException("Unknown Avro type " + schema.type());
    }
  }
}
