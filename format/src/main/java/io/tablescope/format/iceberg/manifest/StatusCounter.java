package io.tablescope.format.iceberg.manifest;

import io.tablescope.format.ContentKind;
import io.tablescope.format.avro.AvroContainer;
import io.tablescope.format.avro.AvroDecoder;
import io.tablescope.format.avro.AvroSchema;
import io.tablescope.format.avro.AvroValues;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Counts manifest entries by kind and status straight from the Avro decoder. Everything but {@code
 * status}, {@code data_file.content} and {@code data_file.file_format} (which tells a deletion
 * vector from other position deletes) is skipped by steps compiled once from the writer's schema,
 * which is several times faster than decoding each entry.
 */
final class StatusCounter implements AvroContainer.RecordReader<Void> {
  private static final byte[] PUFFIN = "PUFFIN".getBytes(StandardCharsets.US_ASCII);

  private final long[][] counts =
      new long[ContentKind.values().length][EntryStatus.values().length];
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
  private interface Step {
    void apply(AvroDecoder in);
  }

  @Override
  public void open(AvroSchema writer) {
    AvroContainer.requireFields(writer, "manifest", "status", "data_file");
    this.entry = record(writer, this::entryField);
  }

  private Step entryField(AvroSchema.Field field) {
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

  private Step fileField(AvroSchema.Field field) {
    switch (field.name()) {
      case "content":
        Step readContent = reader(field.schema());
        return in -> {
          readContent.apply(in);
          content = lastInt;
        };
      case "file_format":
        if (field.schema().type() != AvroSchema.Type.STRING) {
          return skipper(field.schema());
        }
        // Compared without a String made per entry; Iceberg matches format names in any case.
        return in -> puffin = in.readStringIgnoringCase(PUFFIN);
      default:
        return skipper(field.schema());
    }
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
  public Void read(AvroDecoder in) {
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
  private Step reader(AvroSchema schema) {
    if (schema.type() == AvroSchema.Type.UNION) {
      List<AvroSchema> branches = schema.branches();
      return in -> {
        AvroSchema branch = branches.get(in.readIndex(branches.size()));
        lastInt = branch.type() == AvroSchema.Type.NULL ? 0 : in.readInt();
      };
    }
    return in -> lastInt = in.readInt();
  }

  private interface FieldStep {
    Step of(AvroSchema.Field field);
  }

  private static Step record(AvroSchema schema, FieldStep fieldStep) {
    List<AvroSchema.Field> fields = schema.fields();
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

  private static Step skipper(AvroSchema schema) {
    AvroValues.Skipper skip = AvroValues.skipper(schema);
    return skip::skip;
  }
}
