package io.tablescope.format.manifest;

import java.io.IOException;
import java.util.List;
import org.apache.avro.Schema;
import org.apache.avro.io.DatumReader;
import org.apache.avro.io.Decoder;

/**
 * Counts manifest entries by content and status straight from the Avro decoder. Everything but
 * {@code status} and {@code data_file.content} is skipped by steps compiled once from the writer's
 * schema, which is several times faster than resolving a projection record by record.
 */
final class StatusCounter implements DatumReader<Void> {
  private final long[][] counts =
      new long[FileContent.values().length][EntryStatus.values().length];
  private final int defaultContent;
  private Step entry;
  private int status;
  private int content;

  /**
   * @param defaultContent the content of entries whose manifest has no content column (v1)
   */
  StatusCounter(FileContent defaultContent) {
    this.defaultContent = defaultContent.ordinal();
  }

  /** One decoding action on the stream. */
  private interface Step {
    void apply(Decoder in) throws IOException;
  }

  @Override
  public void setSchema(Schema writer) {
    AvroFiles.requireFields(writer, "manifest", "status", "data_file");
    this.entry = record(writer, this::entryField);
  }

  private Step entryField(Schema.Field field) {
    switch (field.name()) {
      case "status":
        Step readStatus = reader(field.schema());
        return in -> {
          readStatus.apply(in);
          status = lastInt;
        };
      case "data_file":
        return record(field.schema(), this::fileField);
      default:
        return skipper(field.schema());
    }
  }

  private Step fileField(Schema.Field field) {
    if (!field.name().equals("content")) {
      return skipper(field.schema());
    }
    Step readContent = reader(field.schema());
    return in -> {
      readContent.apply(in);
      content = lastInt;
    };
  }

  @Override
  public Void read(Void reuse, Decoder in) throws IOException {
    status = -1;
    content = defaultContent;
    entry.apply(in);
    counts[content][status]++;
    return null;
  }

  /** The counts, indexed by {@link FileContent} then {@link EntryStatus} ordinal. */
  long[][] counts() {
    return counts;
  }

  private int lastInt;

  /** Reads an int, or an int in a union with null, into {@link #lastInt}. */
  private Step reader(Schema schema) {
    if (schema.getType() == Schema.Type.UNION) {
      List<Schema> branches = schema.getTypes();
      return in -> {
        Schema branch = branches.get(in.readIndex());
        lastInt = branch.getType() == Schema.Type.NULL ? 0 : in.readInt();
      };
    }
    return in -> lastInt = in.readInt();
  }

  private interface FieldStep {
    Step of(Schema.Field field);
  }

  private static Step record(Schema schema, FieldStep fieldStep) {
    List<Schema.Field> fields = schema.getFields();
    Step[] steps = new Step[fields.size()];
    for (int i = 0; i < steps.length; i++) {
      steps[i] = fieldStep.of(fields.get(i));
    }
    return in -> {
      for (Step step : steps) {
        step.apply(in);
      }
    };
  }

  private static Step skipper(Schema schema) {
    switch (schema.getType()) {
      case NULL:
        return in -> {};
      case BOOLEAN:
        return Decoder::readBoolean;
      case INT:
        return Decoder::readInt;
      case LONG:
        return Decoder::readLong;
      case FLOAT:
        return in -> in.skipFixed(4);
      case DOUBLE:
        return in -> in.skipFixed(8);
      case STRING:
        return Decoder::skipString;
      case BYTES:
        return Decoder::skipBytes;
      case FIXED:
        int size = schema.getFixedSize();
        return in -> in.skipFixed(size);
      case ENUM:
        return Decoder::readEnum;
      case UNION:
        Step[] branches =
            schema.getTypes().stream().map(StatusCounter::skipper).toArray(Step[]::new);
        return in -> branches[in.readIndex()].apply(in);
      case ARRAY:
        Step element = skipper(schema.getElementType());
        return in -> {
          for (long count = in.skipArray(); count != 0; count = in.skipArray()) {
            for (long i = 0; i < count; i++) {
              element.apply(in);
            }
          }
        };
      case MAP:
        Step value = skipper(schema.getValueType());
        return in -> {
          for (long count = in.skipMap(); count != 0; count = in.skipMap()) {
            for (long i = 0; i < count; i++) {
              in.skipString();
              value.apply(in);
            }
          }
        };
      case RECORD:
        return record(schema, field -> skipper(field.schema()));
      default:
        throw new IllegalArgumentException("Cannot skip Avro type " + schema.getType());
    }
  }
}
