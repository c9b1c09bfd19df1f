package io.tablescope.format.hudi.instant;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tablescope.format.Problem;
import io.tablescope.format.avro.AvroContainer;
import io.tablescope.format.avro.AvroRecord;
import io.tablescope.format.avro.AvroSchema;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.ReadLimits;
import io.tablescope.format.json.JsonTrees;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Reads an instant file into an {@link InstantContent}, JSON or Avro, whole and bounded. */
public final class InstantContentReader {
  private static final byte[] AVRO_MAGIC = {'O', 'b', 'j', 1};
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  /** Hudi's Avro records nest a few levels; past this a tree is hostile. */
  private static final int MAX_DEPTH = 64;

  private final JsonFactory json = new JsonFactory();

  /** Reads the file; damage comes back as the content's problem, never as an exception. */
  public InstantContent read(FileAccess files, String file) {
    byte[] bytes;
    try {
      if (!files.isFile(file)) {
        return failed(file, InstantContent.Encoding.EMPTY, Problem.Kind.MISSING, "no such file");
      }
      long length = files.length(file);
      long limit = ReadLimits.wholeFileLimit();
      if (length > limit) {
        throw ReadLimits.tooLarge(file, length, limit);
      }
      bytes = files.readAllBytes(file);
    } catch (IOException e) {
      return new InstantContent(
          file,
          InstantContent.Encoding.EMPTY,
          null,
          new Problem(Problem.Kind.CORRUPT, file, FileAccess.describe(file, e)));
    }
    return read(file, bytes);
  }

  /**
   * Reads an instant's bytes held elsewhere, such as an archived instant's metadata column.
   *
   * @param file where the bytes are, for problems
   */
  public InstantContent read(String file, byte[] bytes) {
    if (bytes.length == 0) {
      return new InstantContent(file, InstantContent.Encoding.EMPTY, null, null);
    }
    return startsWith(bytes, AVRO_MAGIC) ? avro(file, bytes) : json(file, bytes);
  }

  private InstantContent json(String file, byte[] bytes) {
    try {
      JsonNode tree = JsonTrees.read(json, bytes);
      if (!tree.isObject()) {
        return failed(
            file,
            InstantContent.Encoding.JSON,
            Problem.Kind.CORRUPT,
            "neither an Avro file nor a JSON object");
      }
      return new InstantContent(file, InstantContent.Encoding.JSON, tree, null);
    } catch (StreamConstraintsException e) {
      return failed(
          file, InstantContent.Encoding.JSON, Problem.Kind.CORRUPT, JsonTrees.limitInWords(e));
    } catch (IOException e) {
      String reason = e.getMessage() == null ? "unreadable" : e.getMessage().split("\n")[0];
      return failed(
          file,
          InstantContent.Encoding.JSON,
          Problem.Kind.CORRUPT,
          "neither an Avro file nor JSON (" + reason + ")");
    }
  }

  private InstantContent avro(String file, byte[] bytes) {
    List<AvroRecord> records = new ArrayList<>();
    Problem problem =
        AvroContainer.read(
            file, bytes, AvroContainer.records(Set.of()), opened -> {}, records::add);
    if (problem != null) {
      return new InstantContent(file, InstantContent.Encoding.AVRO, null, problem);
    }
    if (records.size() != 1) {
      return failed(
          file,
          InstantContent.Encoding.AVRO,
          Problem.Kind.INVALID,
          records.size() + " records where an instant file holds one");
    }
    try {
      return new InstantContent(file, InstantContent.Encoding.AVRO, tree(records.get(0), 0), null);
    } catch (IllegalArgumentException e) {
      return failed(file, InstantContent.Encoding.AVRO, Problem.Kind.CORRUPT, e.getMessage());
    }
  }

  /**
   * An Avro value as the tree an instant file's fields are read from, for instants kept elsewhere
   * (layout 1's archive holds each one's metadata as a record of its own).
   *
   * @throws IllegalArgumentException for values nested past the limit
   */
  public static JsonNode tree(Object value) {
    return tree(value, 0);
  }

  /** An Avro value as a JSON tree; bytes as Base64, the way Avro's JSON encoding keeps them. */
  private static JsonNode tree(Object value, int depth) {
    if (depth > MAX_DEPTH) {
      throw new IllegalArgumentException("values nested deeper than " + MAX_DEPTH + " levels");
    }
    if (value == null) {
      return NODES.nullNode();
    }
    if (value instanceof AvroRecord record) {
      ObjectNode node = NODES.objectNode();
      for (AvroSchema.Field field : record.schema().fields()) {
        node.set(field.name(), tree(record.get(field.position()), depth + 1));
      }
      return node;
    }
    if (value instanceof Map<?, ?> map) {
      ObjectNode node = NODES.objectNode();
      map.forEach((key, entry) -> node.set(String.valueOf(key), tree(entry, depth + 1)));
      return node;
    }
    if (value instanceof List<?> list) {
      ArrayNode node = NODES.arrayNode();
      list.forEach(item -> node.add(tree(item, depth + 1)));
      return node;
    }
    if (value instanceof byte[] bytes) {
      return NODES.textNode(Base64.getEncoder().encodeToString(bytes));
    }
    if (value instanceof Integer number) {
      return NODES.numberNode(number);
    }
    if (value instanceof Long number) {
      return NODES.numberNode(number);
    }
    if (value instanceof Float number) {
      return NODES.numberNode(number);
    }
    if (value instanceof Double number) {
      return NODES.numberNode(number);
    }
    if (value instanceof Boolean flag) {
      return NODES.booleanNode(flag);
    }
    return NODES.textNode(value.toString());
  }

  private static InstantContent failed(
      String file, InstantContent.Encoding encoding, Problem.Kind kind, String message) {
    return new InstantContent(file, encoding, null, new Problem(kind, file, message));
  }

  private static boolean startsWith(byte[] bytes, byte[] prefix) {
    if (bytes.length < prefix.length) {
      return false;
    }
    for (int i = 0; i < prefix.length; i++) {
      if (bytes[i] != prefix[i]) {
        return false;
      }
    }
    return true;
  }
}
