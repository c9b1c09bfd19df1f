package io.tablescope.app.cli.common;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.JsonNode;
import io.tablescope.format.Problem;
import io.tablescope.format.json.JsonTrees;
import java.io.IOException;
import java.io.Writer;
import java.util.List;

/** Writes the CLI's JSON: pretty-printed, keys in a fixed order so output is stable. */
public final class Json {
  private Json() {}

  public static JsonGenerator generator(Writer out) throws IOException {
    JsonGenerator generator = new JsonFactory().createGenerator(out);
    generator.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
    generator.setPrettyPrinter(new DefaultPrettyPrinter());
    return generator;
  }

  public static void nullableNumber(JsonGenerator json, String name, Number value)
      throws IOException {
    if (value == null) {
      json.writeNullField(name);
    } else if (value instanceof Integer number) {
      json.writeNumberField(name, number);
    } else {
      json.writeNumberField(name, value.longValue());
    }
  }

  public static void strings(JsonGenerator json, String name, List<String> values)
      throws IOException {
    json.writeArrayFieldStart(name);
    for (String value : values) {
      json.writeString(value);
    }
    json.writeEndArray();
  }

  public static void problems(JsonGenerator json, List<Problem> problems) throws IOException {
    problems(json, "problems", problems);
  }

  /** Problems as an array field of the given name. */
  public static void problems(JsonGenerator json, String name, List<Problem> problems)
      throws IOException {
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

  public static void tree(JsonGenerator json, String name, JsonNode node) throws IOException {
    json.writeFieldName(name);
    JsonTrees.write(json, node);
  }
}
