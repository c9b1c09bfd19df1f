package io.tablescope.format.avro;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.JsonNode;
import io.tablescope.format.json.JsonTrees;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Parses the JSON form of an Avro schema, as a file header holds it. Named types may be referred to
 * by name after their definition, by full name or within their namespace, as Avro allows.
 */
public final class AvroSchemaParser {
  private static final Map<String, AvroSchema.Type> PRIMITIVES =
      Map.of(
          "null", AvroSchema.Type.NULL,
          "boolean", AvroSchema.Type.BOOLEAN,
          "int", AvroSchema.Type.INT,
          "long", AvroSchema.Type.LONG,
          "float", AvroSchema.Type.FLOAT,
          "double", AvroSchema.Type.DOUBLE,
          "bytes", AvroSchema.Type.BYTES,
          "string", AvroSchema.Type.STRING);

  private final JsonFactory factory;
  private final Map<String, AvroSchema> named = new HashMap<>();

  private AvroSchemaParser(JsonFactory factory) {
    this.factory = factory;
  }

  /**
   * The schema the JSON text declares.
   *
   * @throws AvroException when the text is not JSON or not a schema
   */
  public static AvroSchema parse(JsonFactory factory, String json) {
    AvroSchemaParser parser = new AvroSchemaParser(factory);
    JsonNode tree;
    try {
      tree = JsonTrees.read(factory, json);
    } catch (IOException e) {
      throw new AvroException("is not JSON: " + e.getMessage());
    }
    return parser.schema(tree, "");
  }

  private AvroSchema schema(JsonNode node, String namespace) {
    if (node == null || node.isNull() || node.isMissingNode()) {
      throw new AvroException("declares no type");
    }
    if (node.isTextual()) {
      return byName(node.asText(), namespace);
    }
    if (node.isArray()) {
      List<AvroSchema> branches = new ArrayList<>();
      for (JsonNode branch : node) {
        branches.add(schema(branch, namespace));
      }
      return AvroSchema.union(branches);
    }
    if (!node.isObject()) {
      throw new AvroException("declares a type that is not a name, object or union: " + node);
    }
    JsonNode type = node.get("type");
    if (type == null || !type.isTextual()) {
      return schema(type, namespace);
    }
    switch (type.asText()) {
      case "record":
      case "error":
        return record(node, namespace);
      case "enum":
        return define(
            node,
            namespace,
            name -> {
              List<String> symbols = new ArrayList<>();
              node.path("symbols").forEach(symbol -> symbols.add(symbol.asText()));
              return AvroSchema.enumeration(name, symbols);
            });
      case "fixed":
        if (!node.path("size").canConvertToInt() || node.path("size").asInt() < 0) {
          throw new AvroException("fixed type has no valid size: " + node);
        }
        return define(node, namespace, name -> AvroSchema.fixed(name, node.get("size").asInt()));
      case "array":
        return AvroSchema.array(schema(node.get("items"), namespace));
      case "map":
        return AvroSchema.map(schema(node.get("values"), namespace));
      default:
        return byName(type.asText(), namespace);
    }
  }

  private AvroSchema record(JsonNode node, String namespace) {
    JsonNode fieldNodes = node.get("fields");
    if (fieldNodes == null || !fieldNodes.isArray()) {
      throw new AvroException("record " + node.path("name").asText() + " has no fields");
    }
    return define(
        node,
        namespace,
        name -> {
          String inner = namespaceOf(name);
          List<AvroSchema.Field> fields = new ArrayList<>();
          for (JsonNode field : fieldNodes) {
            JsonNode fieldName = field.get("name");
            if (fieldName == null || !fieldName.isTextual()) {
              throw new AvroException("record " + name + " has a field without a name");
            }
            JsonNode fieldId = field.get("field-id");
            fields.add(
                new AvroSchema.Field(
                    fieldName.asText(),
                    fields.size(),
                    schema(field.get("type"), inner),
                    fieldId != null && fieldId.isNumber() ? fieldId.asInt() : null));
          }
          return AvroSchema.record(name, fields);
        });
  }

  private interface Definition {
    AvroSchema of(String fullName);
  }

  /** Defines a named type, resolving its full name against the enclosing namespace. */
  private AvroSchema define(JsonNode node, String namespace, Definition definition) {
    JsonNode nameNode = node.get("name");
    if (nameNode == null || !nameNode.isTextual()) {
      throw new AvroException("a " + node.path("type").asText() + " type has no name");
    }
    String name = nameNode.asText();
    String space = node.has("namespace") ? node.get("namespace").asText() : namespace;
    String fullName = name.contains(".") || space.isEmpty() ? name : space + "." + name;
    AvroSchema schema = definition.of(fullName);
    if (named.putIfAbsent(fullName, schema) != null) {
      throw new AvroException("defines the type " + fullName + " twice");
    }
    return schema;
  }

  private AvroSchema byName(String name, String namespace) {
    AvroSchema.Type primitive = PRIMITIVES.get(name);
    if (primitive != null) {
      return AvroSchema.primitive(primitive);
    }
    AvroSchema schema = namespace.isEmpty() ? null : named.get(namespace + "." + name);
    if (schema == null) {
      schema = named.get(name);
    }
    if (schema == null) {
      throw new AvroException("names a type that does not exist: " + name);
    }
    return schema;
  }

  private static String namespaceOf(String fullName) {
    int dot = fullName.lastIndexOf('.');
    return dot < 0 ? "" : fullName.substring(0, dot);
  }
}
