package io.tablescope.format.avro;

import java.util.Arrays;

/**
 * A decoded Avro record: its values by field position, each as {@link AvroValues} reads it; a field
 * the reader skipped holds null.
 */
public final class AvroRecord {
  private final AvroSchema schema;
  private final Object[] values;

  AvroRecord(AvroSchema schema, Object[] values) {
    this.schema = schema;
    this.values = values;
  }

  public AvroSchema schema() {
    return schema;
  }

  /** The value of the field at this position. */
  public Object get(int position) {
    return values[position];
  }

  /** The value of the named field, or null when the record has no such field. */
  public Object get(String name) {
    AvroSchema.Field field = schema.field(name);
    return field == null ? null : values[field.position()];
  }

  @Override
  public String toString() {
    return schema.name() + Arrays.toString(values);
  }
}
