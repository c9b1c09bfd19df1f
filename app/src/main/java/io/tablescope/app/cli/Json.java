package io.tablescope.app.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.JsonNode;
import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.manifest.StatusCounts;
import io.tablescope.format.iceberg.manifest.Value;
import io.tablescope.format.json.JsonTrees;
import java.io.IOException;
import java.io.Writer;
import java.util.List;

/** Writes the CLI's JSON: pretty-printed, keys in a fixed order so output is stable. */
final class Json {
  private Json() {}

  static JsonGenerator generator(Writer out) throws IOException {
    JsonGenerator generator = new JsonFactory().createGenerator(out);
    generator.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
    generator.setPrettyPrinter(new DefaultPrettyPrinter());
    return generator;
  }

  static void nullableNumber(JsonGenerator json, String name, Number value) throws IOException {
    if (value == null) {
      json.writeNullField(name);
    } else if (value instanceof Integer number) {
      json.writeNumberField(name, number);
    } else {
      json.writeNumberField(name, value.longValue());
    }
  }

  static void counts(JsonGenerator json, String name, StatusCounts counts) throws IOException {
    json.writeObjectFieldStart(name);
    json.writeNumberField("added", counts.added());
    json.writeNumberField("existing", counts.existing());
    json.writeNumberField("deleted", counts.deleted());
    json.writeEndObject();
  }

  static void strings(JsonGenerator json, String name, List<String> values) throws IOException {
    json.writeArrayFieldStart(name);
    for (String value : values) {
      json.writeString(value);
    }
    json.writeEndArray();
  }

  static void problems(JsonGenerator json, List<Problem> problems) throws IOException {
    problems(json, "problems", problems);
  }

  /** Problems as an array field of the given name. */
  static void problems(JsonGenerator json, String name, List<Problem> problems) throws IOException {
    json.writeArrayFieldStart(name);
    for (Problem problem : problems) {
      json.writeStartObject();
      json.writeStringField("kind", problem.kind().name().toLowerCase());
      json.writeStringField("path", problem.path());
      json.writeStringField("message", problem.message());
      json.writeEndObject();
    }
    json.writeEndArray();
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

  static void tree(JsonGenerator json, String name, JsonNode node) throws IOException {
    json.writeFieldName(name);
    JsonTrees.write(json, node);
  }
}
