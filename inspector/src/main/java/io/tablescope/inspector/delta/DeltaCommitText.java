package io.tablescope.inspector.delta;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.inspector.table.Commit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A Delta version in the history's words: the telling numbers of its {@code operationMetrics} (rows
 * written, files added and removed, rows deleted) and parameters ({@code mode}, {@code predicate}),
 * and what kind of change its operation is, for its colour.
 */
final class DeltaCommitText {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final int PREDICATE_LENGTH = 60;

  private DeltaCommitText() {}

  /** E.g. {@code mode Append · +2 files · 40 rows written}; empty when the writer said nothing. */
  static String summary(Commit commit) {
    Map<String, String> summary = commit.summary();
    Map<String, String> metrics = metrics(summary.get("operationMetrics"));
    List<String> parts = new ArrayList<>();
    String mode = unquoted(summary.get("mode"));
    if (mode != null) {
      parts.add("mode " + mode);
    }
    files(parts, "+", first(metrics, "numFiles", "numAddedFiles", "numTargetFilesAdded"));
    files(parts, "−", first(metrics, "numRemovedFiles", "numTargetFilesRemoved"));
    count(parts, metrics.get("numOutputRows"), "rows written");
    count(parts, metrics.get("numTargetRowsInserted"), "rows inserted");
    count(parts, metrics.get("numTargetRowsUpdated"), "rows updated");
    count(parts, first(metrics, "numDeletedRows", "numTargetRowsDeleted"), "rows deleted");
    count(parts, metrics.get("numDeletionVectorsAdded"), "deletion vectors added");
    String predicate = unquoted(summary.get("predicate"));
    if (predicate != null && !predicate.isEmpty() && !predicate.equals("[]")) {
      parts.add(
          "where "
              + (predicate.length() > PREDICATE_LENGTH
                  ? predicate.substring(0, PREDICATE_LENGTH) + "…"
                  : predicate));
    }
    return String.join("  ·  ", parts);
  }

  /**
   * What the operation does to the table, in the words the history colours by: {@code append},
   * {@code overwrite}, {@code delete}, {@code replace} (rewrites without changing the data), or the
   * operation itself.
   */
  static String kind(Commit commit) {
    String operation = commit.operation() == null ? "" : commit.operation();
    String mode = unquoted(commit.summary().get("mode"));
    boolean overwrite = mode != null && mode.equalsIgnoreCase("Overwrite");
    return switch (operation.toUpperCase(Locale.ROOT)) {
      case "WRITE", "STREAMING UPDATE", "CREATE TABLE", "CREATE TABLE AS SELECT" ->
          overwrite ? "overwrite" : "append";
      case "MERGE",
          "UPDATE",
          "REPLACE TABLE",
          "REPLACE TABLE AS SELECT",
          "CREATE OR REPLACE TABLE" ->
          "overwrite";
      case "DELETE", "TRUNCATE" -> "delete";
      case "OPTIMIZE", "REORG", "COMPUTE STATS" -> "replace";
      default -> operation;
    };
  }

  private static Map<String, String> metrics(String json) {
    if (json == null) {
      return Map.of();
    }
    try {
      JsonNode node = JSON.readTree(json);
      if (!node.isObject()) {
        return Map.of();
      }
      Map<String, String> metrics = new LinkedHashMap<>();
      node.fields()
          .forEachRemaining(field -> metrics.put(field.getKey(), field.getValue().asText()));
      return metrics;
    } catch (JsonProcessingException e) {
      // A writer's free-form metrics that do not parse are simply not summarised.
      return Map.of();
    }
  }

  /** Parameters are JSON text as written: a string keeps its quotes. */
  private static String unquoted(String value) {
    if (value != null && value.length() >= 2 && value.startsWith("\"") && value.endsWith("\"")) {
      return value.substring(1, value.length() - 1);
    }
    return value;
  }

  private static String first(Map<String, String> metrics, String... names) {
    for (String name : names) {
      if (metrics.containsKey(name)) {
        return metrics.get(name);
      }
    }
    return null;
  }

  private static void files(List<String> parts, String sign, String count) {
    if (count != null && !count.equals("0")) {
      parts.add(sign + count + (count.equals("1") ? " file" : " files"));
    }
  }

  private static void count(List<String> parts, String count, String what) {
    if (count != null && !count.equals("0")) {
      parts.add(count + " " + what);
    }
  }
}
