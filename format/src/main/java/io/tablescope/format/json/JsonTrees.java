package io.tablescope.format.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.Map;

/**
 * JSON trees read from and written to Jackson's streaming parser and generator, node for node as an
 * {@code ObjectMapper} with its defaults reads and writes them. Without a mapper: making one is a
 * tenth of a second of a short command's start-up, spent before the first byte is read.
 */
public final class JsonTrees {
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private JsonTrees() {}

  /**
   * The value at the parser's current token (the next one when it has none yet), read to its end; a
   * missing node when the input holds no value.
   */
  public static JsonNode read(JsonParser parser) throws IOException {
    JsonToken token = parser.currentToken() == null ? parser.nextToken() : parser.currentToken();
    return token == null ? MissingNode.getInstance() : value(parser, token);
  }

  /**
   * A limit of Jackson's parser that a file passed (a string of more than 20 million characters, a
   * nesting deeper than 500), said without the name of the setting that holds it.
   */
  public static String limitInWords(StreamConstraintsException e) {
    String message = e.getOriginalMessage() == null ? "a value too large" : e.getOriginalMessage();
    return "Too large to read: " + message.replaceAll(", from `[^`]*`", "");
  }

  /** The one value the text holds, as {@link #read(JsonParser)} reads it. */
  public static JsonNode read(JsonFactory factory, String json) throws IOException {
    try (JsonParser parser = factory.createParser(json)) {
      return read(parser);
    }
  }

  /** The one value the bytes hold, as {@link #read(JsonParser)} reads it. */
  public static JsonNode read(JsonFactory factory, byte[] json) throws IOException {
    try (JsonParser parser = factory.createParser(json)) {
      return read(parser);
    }
  }

  private static JsonNode value(JsonParser parser, JsonToken token) throws IOException {
    return switch (token) {
      case START_OBJECT -> object(parser);
      case START_ARRAY -> array(parser);
      case VALUE_STRING -> NODES.textNode(parser.getText());
      case VALUE_NUMBER_INT -> integer(parser);
      case VALUE_NUMBER_FLOAT -> decimal(parser);
      case VALUE_TRUE -> NODES.booleanNode(true);
      case VALUE_FALSE -> NODES.booleanNode(false);
      case VALUE_NULL -> NODES.nullNode();
      default -> throw new IOException("Unexpected JSON token " + token + " where a value starts");
    };
  }

  private static ObjectNode object(JsonParser parser) throws IOException {
    ObjectNode object = NODES.objectNode();
    while (parser.nextToken() == JsonToken.FIELD_NAME) {
      String name = parser.currentName();
      // A repeated name keeps its last value, as a mapper's tree does.
      object.set(name, value(parser, parser.nextToken()));
    }
    return object;
  }

  private static ArrayNode array(JsonParser parser) throws IOException {
    ArrayNode array = NODES.arrayNode();
    for (JsonToken token = parser.nextToken();
        token != JsonToken.END_ARRAY;
        token = parser.nextToken()) {
      array.add(value(parser, token));
    }
    return array;
  }

  private static JsonNode integer(JsonParser parser) throws IOException {
    return switch (parser.getNumberType()) {
      case INT -> NODES.numberNode(parser.getIntValue());
      case LONG -> NODES.numberNode(parser.getLongValue());
      default -> NODES.numberNode(parser.getBigIntegerValue());
    };
  }

  private static JsonNode decimal(JsonParser parser) throws IOException {
    return switch (parser.getNumberType()) {
      case BIG_DECIMAL -> NODES.numberNode(parser.getDecimalValue());
      case FLOAT -> NODES.numberNode(parser.getFloatValue());
      default -> NODES.numberNode(parser.getDoubleValue());
    };
  }

  /** Writes a tree read from JSON: objects, arrays, text, numbers, booleans and nulls. */
  public static void write(JsonGenerator generator, JsonNode node) throws IOException {
    switch (node.getNodeType()) {
      case OBJECT -> {
        generator.writeStartObject();
        for (Map.Entry<String, JsonNode> field : node.properties()) {
          generator.writeFieldName(field.getKey());
          write(generator, field.getValue());
        }
        generator.writeEndObject();
      }
      case ARRAY -> {
        generator.writeStartArray();
        for (JsonNode element : node) {
          write(generator, element);
        }
        generator.writeEndArray();
      }
      case STRING -> generator.writeString(node.textValue());
      case NUMBER -> number(generator, node);
      case BOOLEAN -> generator.writeBoolean(node.booleanValue());
      case NULL -> generator.writeNull();
      default ->
          throw new IllegalArgumentException("Not a tree read from JSON: " + node.getNodeType());
    }
  }

  private static void number(JsonGenerator generator, JsonNode node) throws IOException {
    switch (node.numberType()) {
      case INT -> generator.writeNumber(node.intValue());
      case LONG -> generator.writeNumber(node.longValue());
      case BIG_INTEGER -> generator.writeNumber(node.bigIntegerValue());
      case FLOAT -> generator.writeNumber(node.floatValue());
      case DOUBLE -> generator.writeNumber(node.doubleValue());
      default -> generator.writeNumber(node.decimalValue());
    }
  }
}
