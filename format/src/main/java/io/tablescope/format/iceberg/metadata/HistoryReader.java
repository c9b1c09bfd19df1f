package io.tablescope.format.iceberg.metadata;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import io.tablescope.format.Problem;
import io.tablescope.format.json.JsonTrees;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the elements of the arrays that grow with a table's history ({@code snapshots}, {@code
 * snapshot-log}, {@code metadata-log}) one object at a time from a streaming parser. A value that
 * iceberg-core would refuse (a snapshot id that does not fit a long, a missing timestamp) is a
 * {@link Problem} worded as iceberg-core's {@code JsonUtil} words it, naming the element; an
 * element without its identity is left out, any other is kept without the bad value, and the rest
 * of the file is read.
 */
final class HistoryReader {
  private final JsonFactory factory;
  private final String metadataFile;
  private final List<Problem> problems;

  /**
   * @param metadataFile names the file in problems
   * @param problems where problems are added, in the order the elements are read
   */
  HistoryReader(JsonFactory factory, String metadataFile, List<Problem> problems) {
    this.factory = factory;
    this.metadataFile = metadataFile;
    this.problems = problems;
  }

  /**
   * Reads one snapshot object, the parser on its {@code START_OBJECT}. When its bytes are at hand
   * ({@code source}, with the parser reading from {@code sourceOffset}), the summary is only
   * skipped over and decoded when first asked for: a long history's summaries are most of the file
   * and are rarely all read.
   *
   * @param index the snapshot's position in the {@code snapshots} array, for problems
   * @return the snapshot, or null when it has no readable id or timestamp
   */
  Snapshot snapshot(JsonParser parser, byte[] source, int sourceOffset, int index)
      throws IOException {
    expectObject(parser);
    Map<String, String> bad = new LinkedHashMap<>();
    Long snapshotId = null;
    Long parentId = null;
    Long sequenceNumber = null;
    Long timestamp = null;
    String manifestList = null;
    List<String> manifests = new ArrayList<>();
    String operation = null;
    List<String> summary = new ArrayList<>(48);
    Map<String, String> lazySummary = null;
    Integer schemaId = null;
    Long firstRowId = null;
    Long addedRows = null;
    String keyId = null;
    Map<String, JsonNode> unknown = Map.of();
    while (parser.nextToken() == JsonToken.FIELD_NAME) {
      String name = parser.currentName();
      JsonToken token = parser.nextToken();
      switch (name) {
        case "snapshot-id" -> snapshotId = longValue(parser, name, bad);
        case "parent-snapshot-id" ->
            parentId = token == JsonToken.VALUE_NULL ? null : longValue(parser, name, bad);
        case "sequence-number" -> sequenceNumber = longValue(parser, name, bad);
        case "timestamp-ms" -> timestamp = longValue(parser, name, bad);
        case "manifest-list" -> manifestList = parser.getValueAsString();
        case "manifests" -> {
          // A repeated key's last value is read, as in iceberg-core's tree of the file.
          manifests.clear();
          TableMetadataParser.readArray(
              parser, element -> manifests.add(parser.getValueAsString()));
        }
        case "schema-id" ->
            schemaId = token == JsonToken.VALUE_NULL ? null : intValue(parser, name, bad);
        case "first-row-id" ->
            firstRowId = token == JsonToken.VALUE_NULL ? null : longValue(parser, name, bad);
        case "added-rows" ->
            addedRows = token == JsonToken.VALUE_NULL ? null : longValue(parser, name, bad);
        case "key-id" -> keyId = parser.getValueAsString();
        case "summary" -> {
          expectObject(parser);
          summary.clear();
          operation = null;
          int summaryStart = (int) parser.currentTokenLocation().getByteOffset();
          while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            parser.nextToken();
            if (key.equals("operation")) {
              operation = parser.getValueAsString();
            } else if (source == null) {
              summary.add(key);
              summary.add(parser.getValueAsString());
            } else {
              parser.skipChildren();
            }
          }
          if (source != null) {
            int summaryEnd = (int) parser.currentLocation().getByteOffset();
            lazySummary =
                new LazySummaryMap(
                    factory, source, sourceOffset + summaryStart, summaryEnd - summaryStart);
          }
        }
        default -> {
          if (unknown.isEmpty()) {
            unknown = new LinkedHashMap<>();
          }
          unknown.put(name, JsonTrees.read(parser));
        }
      }
    }
    requirePresent(snapshotId, "long", "snapshot-id", bad);
    requirePresent(timestamp, "long", "timestamp-ms", bad);
    if (sequenceNumber != null && sequenceNumber < 0) {
      bad.put(
          "sequence-number", "sequence-number is " + sequenceNumber + ", which cannot be negative");
      sequenceNumber = null;
    }
    boolean leftOut = snapshotId == null || timestamp == null;
    String element =
        leftOut
            ? "snapshots[" + index + "] is left out"
            : "snapshot " + snapshotId + " is read without it";
    bad.values().forEach(message -> problem(message + " (" + element + ")"));
    if (leftOut) {
      return null;
    }
    return new Snapshot(
        snapshotId,
        parentId,
        sequenceNumber == null ? 0 : sequenceNumber,
        timestamp,
        manifestList,
        manifests,
        operation,
        lazySummary != null ? lazySummary : new SummaryMap(summary),
        schemaId,
        firstRowId,
        addedRows,
        keyId,
        unknown);
  }

  /** Reads one {@code snapshot-log} entry; null, with the problem added, when it is unreadable. */
  SnapshotLogEntry snapshotLogEntry(JsonParser parser, int index) throws IOException {
    expectObject(parser);
    Map<String, String> bad = new LinkedHashMap<>();
    Long timestamp = null;
    Long snapshotId = null;
    while (parser.nextToken() == JsonToken.FIELD_NAME) {
      String name = parser.currentName();
      parser.nextToken();
      switch (name) {
        case "timestamp-ms" -> timestamp = longValue(parser, name, bad);
        case "snapshot-id" -> snapshotId = longValue(parser, name, bad);
        default -> parser.skipChildren();
      }
    }
    requirePresent(timestamp, "long", "timestamp-ms", bad);
    requirePresent(snapshotId, "long", "snapshot-id", bad);
    bad.values()
        .forEach(message -> problem(message + " (snapshot-log[" + index + "] is left out)"));
    return bad.isEmpty() ? new SnapshotLogEntry(timestamp, snapshotId) : null;
  }

  /** Reads one {@code metadata-log} entry; null, with the problem added, when it is unreadable. */
  MetadataLogEntry metadataLogEntry(JsonParser parser, int index) throws IOException {
    expectObject(parser);
    Map<String, String> bad = new LinkedHashMap<>();
    Long timestamp = null;
    String file = null;
    while (parser.nextToken() == JsonToken.FIELD_NAME) {
      String name = parser.currentName();
      parser.nextToken();
      switch (name) {
        case "timestamp-ms" -> timestamp = longValue(parser, name, bad);
        case "metadata-file" -> file = parser.getValueAsString();
        default -> parser.skipChildren();
      }
    }
    requirePresent(timestamp, "long", "timestamp-ms", bad);
    requirePresent(file, "string", "metadata-file", bad);
    bad.values()
        .forEach(message -> problem(message + " (metadata-log[" + index + "] is left out)"));
    return bad.isEmpty() ? new MetadataLogEntry(timestamp, file) : null;
  }

  private void problem(String message) {
    problems.add(new Problem(Problem.Kind.INVALID, metadataFile, message));
  }

  private static void requirePresent(
      Object value, String type, String name, Map<String, String> bad) {
    if (value == null) {
      bad.putIfAbsent(name, "Cannot parse missing " + type + ": " + name);
    }
  }

  /** The current value as a long, or null with iceberg-core's message when it is not one. */
  private Long longValue(JsonParser parser, String name, Map<String, String> bad)
      throws IOException {
    if (parser.currentToken() == JsonToken.VALUE_NUMBER_INT
        && parser.getNumberType() != JsonParser.NumberType.BIG_INTEGER) {
      return parser.getLongValue();
    }
    bad.put(name, "Cannot parse to a long value: " + name + ": " + JsonTrees.read(parser));
    return null;
  }

  /** The current value as an int, or null with iceberg-core's message when it is not one. */
  private Integer intValue(JsonParser parser, String name, Map<String, String> bad)
      throws IOException {
    if (parser.currentToken() == JsonToken.VALUE_NUMBER_INT
        && parser.getNumberType() == JsonParser.NumberType.INT) {
      return parser.getIntValue();
    }
    bad.put(name, "Cannot parse to an integer value: " + name + ": " + JsonTrees.read(parser));
    return null;
  }

  private static void expectObject(JsonParser parser) throws IOException {
    if (parser.currentToken() != JsonToken.START_OBJECT) {
      throw new JsonParseException(parser, "Expected an object but found " + parser.currentToken());
    }
  }
}
