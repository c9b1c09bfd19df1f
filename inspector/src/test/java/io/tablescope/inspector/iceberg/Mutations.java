package io.tablescope.inspector.iceberg;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * Damaged copies of a table's files for the fuzz test: truncations (at every Avro block boundary
 * and at random offsets), bit flips, zeroed byte runs, another file in its place, and for metadata
 * JSON, truncations and edits of its values. All randomness comes from the given seeded {@link
 * Random}, so a run is repeatable.
 */
final class Mutations {
  /** What was done to a file. */
  enum Kind {
    TRUNCATED_AT_BLOCK,
    TRUNCATED,
    BIT_FLIP,
    ZEROED_RUN,
    WRONG_SCHEMA,
    SWAPPED,
    NOT_AVRO,
    JSON_TRUNCATED,
    JSON_EDIT,
    NOT_JSON
  }

  /** A damaged copy of a file. */
  record Mutation(Kind kind, String description, byte[] bytes) {}

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final int SYNC_SIZE = 16;

  private final Random random;

  Mutations(Random random) {
    this.random = random;
  }

  /**
   * Damaged copies of an Avro file.
   *
   * @param otherKind a file of the table with another schema (a manifest for a manifest list)
   * @param sameKind another file of the table with the same schema, or null
   * @param notAvro a file of the table that is not Avro at all (its metadata JSON)
   * @param randomCount how many truncations, flips and zeroed runs, in total
   */
  List<Mutation> avro(
      byte[] original, byte[] otherKind, byte[] sameKind, byte[] notAvro, int randomCount) {
    List<Mutation> mutations = new ArrayList<>();
    for (int boundary : blockBoundaries(original)) {
      mutations.add(
          new Mutation(
              Kind.TRUNCATED_AT_BLOCK,
              "cut at block boundary " + boundary,
              Arrays.copyOf(original, boundary)));
    }
    for (int i = 0; i < randomCount; i++) {
      mutations.add(random(original, i % 3));
    }
    mutations.add(new Mutation(Kind.WRONG_SCHEMA, "a file of another kind", otherKind));
    if (sameKind != null) {
      mutations.add(new Mutation(Kind.SWAPPED, "another file of the same kind", sameKind));
    }
    mutations.add(new Mutation(Kind.NOT_AVRO, "the metadata JSON", notAvro));
    return mutations;
  }

  /**
   * Damaged copies of a metadata JSON file: truncations, value edits, flips and zeroed runs.
   *
   * @param notJson a file of the table that is not JSON (a manifest list)
   */
  List<Mutation> metadata(byte[] original, byte[] notJson, int count) {
    List<Mutation> mutations = new ArrayList<>();
    JsonNode tree;
    try {
      tree = JSON.readTree(original);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    for (int i = 0; i < count; i++) {
      switch (i % 4) {
        case 0 -> {
          int length = random.nextInt(original.length);
          mutations.add(
              new Mutation(
                  Kind.JSON_TRUNCATED, "cut at byte " + length, Arrays.copyOf(original, length)));
        }
        case 1, 2 -> mutations.add(edit(tree));
        default -> mutations.add(random(original, random.nextBoolean() ? 1 : 2));
      }
    }
    mutations.add(new Mutation(Kind.NOT_JSON, "a manifest list", notJson));
    return mutations;
  }

  private Mutation random(byte[] original, int which) {
    byte[] bytes = original.clone();
    switch (which) {
      case 0 -> {
        int length = random.nextInt(original.length);
        return new Mutation(Kind.TRUNCATED, "cut at byte " + length, Arrays.copyOf(bytes, length));
      }
      case 1 -> {
        int at = random.nextInt(bytes.length);
        int bit = random.nextInt(8);
        bytes[at] ^= (byte) (1 << bit);
        return new Mutation(Kind.BIT_FLIP, "bit " + bit + " of byte " + at + " flipped", bytes);
      }
      default -> {
        int at = random.nextInt(bytes.length);
        int length = 1 + random.nextInt(Math.min(64, bytes.length - at));
        Arrays.fill(bytes, at, at + length, (byte) 0);
        return new Mutation(Kind.ZEROED_RUN, length + " bytes zeroed from byte " + at, bytes);
      }
    }
  }

  /** One value somewhere in the JSON replaced, or one field removed. */
  private Mutation edit(JsonNode original) {
    JsonNode tree = original.deepCopy();
    List<JsonNode> containers = new ArrayList<>();
    collectContainers(tree, containers);
    JsonNode container = containers.get(random.nextInt(containers.size()));
    if (container.isEmpty()) {
      return edit(original);
    }
    JsonNodeFactory nodes = JsonNodeFactory.instance;
    JsonNode[] replacements = {
      nodes.textNode("x"),
      nodes.numberNode(-1),
      nodes.numberNode(Integer.MAX_VALUE + 1L),
      nodes.numberNode(new java.math.BigInteger("9876543210123456789")),
      nodes.numberNode(1.5),
      nodes.nullNode(),
      nodes.booleanNode(true),
      nodes.arrayNode(),
      nodes.objectNode()
    };
    boolean remove = random.nextInt(4) == 0;
    JsonNode replacement = replacements[random.nextInt(replacements.length)];
    String what;
    if (container instanceof ObjectNode object) {
      List<String> names = new ArrayList<>();
      object.fieldNames().forEachRemaining(names::add);
      String name = names.get(random.nextInt(names.size()));
      if (remove) {
        object.remove(name);
        what = "removed " + name;
      } else {
        object.set(name, replacement);
        what = name + " set to " + replacement;
      }
    } else {
      ArrayNode array = (ArrayNode) container;
      int index = random.nextInt(array.size());
      if (remove) {
        array.remove(index);
        what = "removed element " + index;
      } else {
        array.set(index, replacement);
        what = "element " + index + " set to " + replacement;
      }
    }
    return new Mutation(Kind.JSON_EDIT, what, tree.toString().getBytes(StandardCharsets.UTF_8));
  }

  private static void collectContainers(JsonNode node, List<JsonNode> containers) {
    if (node.isContainerNode()) {
      containers.add(node);
      node.elements().forEachRemaining(child -> collectContainers(child, containers));
    }
  }

  /**
   * The offsets just after the header and after each block but the last: every block, header
   * included, ends with the file's sync marker, which is also the file's last 16 bytes.
   */
  static List<Integer> blockBoundaries(byte[] bytes) {
    List<Integer> boundaries = new ArrayList<>();
    byte[] sync = Arrays.copyOfRange(bytes, bytes.length - SYNC_SIZE, bytes.length);
    for (int end = SYNC_SIZE; end < bytes.length; end++) {
      if (Arrays.equals(bytes, end - SYNC_SIZE, end, sync, 0, SYNC_SIZE)) {
        boundaries.add(end);
      }
    }
    return boundaries;
  }
}
