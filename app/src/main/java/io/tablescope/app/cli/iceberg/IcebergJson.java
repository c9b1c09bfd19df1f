package io.tablescope.app.cli.iceberg;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.format.iceberg.manifest.StatusCounts;
import io.tablescope.format.iceberg.manifest.Value;
import java.io.IOException;

/** The JSON of Iceberg's own values: a manifest's counts by status, a decoded field value. */
final class IcebergJson {
  private IcebergJson() {}

  static void counts(JsonGenerator json, String name, StatusCounts counts) throws IOException {
    json.writeObjectFieldStart(name);
    json.writeNumberField("added", counts.added());
    json.writeNumberField("existing", counts.existing());
    json.writeNumberField("deleted", counts.deleted());
    json.writeEndObject();
  }

  /** A value as JSON: numbers and booleans as themselves, everything else as its text. */
  static void value(JsonGenerator json, Value value) throws IOException {
    Object raw = value.value();
    boolean plain = raw != null && raw.toString().equals(value.text());
    if (raw == null) {
      json.writeNull();
    } else if (plain && raw instanceof Integer number) {
      json.writeNumber(number);
    } else if (plain && raw instanceof Long number) {
      json.writeNumber(number);
    } else if (plain && raw instanceof Boolean bool) {
      json.writeBoolean(bool);
    } else {
      json.writeString(value.text());
    }
  }
}
