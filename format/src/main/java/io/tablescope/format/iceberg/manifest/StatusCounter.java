package io.tablescope.format.iceberg.manifest;

import io.tablescope.format.ContentKind;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.apache.avro.Schema;
import org.apache.avro.io.DatumReader;
import org.apache.avro.io.Decoder;
import org.apache.avro.util.Utf8;

/**
 * Counts manifest entries by kind and status straight from the Avro decoder. Everything but {@code
 * status}, {@code data_file.content} and {@code data_file.file_format} (which tells a deletion
 * vector from other position deletes) is skipped by steps compiled once from the writer's schema,
 * which is several times faster than resolving a projection record by record.
 */
final class StatusCounter implements DatumReader<Void> {
  private static final byte[] PUFFIN = "PUFFIN".getBytes(StandardCharsets.US_ASCII);

  private final long[][] counts =
      new long[ContentKind.values().length][EntryStatus.values().length];
  private final Utf8 format = new Utf8();
  private final int defaultContent;
  private Step entry;
  private int status;
  private int content;
  private boolean puffin;

  /**
   * @param defaultContent the content of entries whose manifest has no content column (v1)
   */
  StatusCounter(FileContent defaultContent) {
    this.defaultContent = defaultContent.ordinal();
  }

  /** One decoding action on the stream. */
  interface Step {
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
    switch (field.name()) {
      case "content":
        Step readContent = reader(field.schema());
        return in -> {
          readContent.apply(in);
          content = lastInt;
        };
      case "file_format":
        if (field.schema().getType() != Schema.Type.STRING) {
          return skipper(field.schema());
        }
        return in -> puffin = isPuffin(in.readString(format));
      default:
        return skipper(field.schema());
    }
  }

  /** Compares without decoding a String per entry; Iceberg matches format names in any case. */
  private static boolean isPuffin(Utf8 name) {
    if (name.getByteLength() != PUFFIN.length) {
      return false;
    }
    byte[] bytes = name.getBytes();
    for (int i = 0; i < PUFFIN.length; i++) {
      if ((bytes[i] & 0xDF) != PUFFIN[i]) {
        return false;
      }
    }
    return true;
  }

  /** The entry's kind; a content id the spec does not define fails as out of bounds. */
  private ContentKind kind() {
    return switch (FileContent.values()[content]) {
      case DATA -> ContentKind.DATA;
      case POSITION_DELETES -> puffin ? ContentKind.DELETION_VECTOR : ContentKind.POSITION_DELETES;
      case EQUALITY_DELETES -> ContentKind.EQUALITY_DELETES;
    };
  }

  @Override
  public Void read(Void reuse, Decoder in) throws IOException {
    status = -1;
    content = defaultContent;
    puffin = false;
    entry.apply(in);
    counts[kind().ordinal()][status]++;
    return null;
  }

  /** The counts, indexed by {@link ContentKind} then {@link EntryStatus} ordinal. */
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

  /** Skips a value of the schema, compiled once; {@link StatsSkippingReader} skips so too. */
  static Step skipper(Schema schema) {
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
