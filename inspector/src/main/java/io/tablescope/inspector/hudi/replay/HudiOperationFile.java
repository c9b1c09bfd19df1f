package io.tablescope.inspector.hudi.replay;

import com.fasterxml.jackson.databind.JsonNode;
import io.tablescope.inspector.replay.OperationJson;
import java.util.Locale;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * A Hudi operation file: the write's {@code instant-time} (when it started), and optionally its
 * {@code concurrency-mode}, {@code action}, {@code operation}, {@code writes}, the (partition, file
 * id) pairs it wrote, and {@code strategy}, Hudi's conflict resolution strategy class. Without
 * {@code writes} the instant must be pending on the timeline, and what it wrote is read from it.
 * {@code early-conflict-detection} says whether the writer detects conflicts from markers as it
 * writes.
 *
 * @param writes the file groups written, or null to read them from the pending instant
 * @param earlyConflictDetection whether the writer detects early, or null to read it from the
 *     table's properties
 * @param strategy the strategy's class name, or null for the table's
 */
public record HudiOperationFile(
    String instantTime,
    String concurrencyMode,
    String action,
    String operation,
    SortedSet<FileGroupId> writes,
    Boolean earlyConflictDetection,
    String strategy) {
  /** An operation file that leaves early detection and the strategy to the table's properties. */
  public HudiOperationFile(
      String instantTime,
      String concurrencyMode,
      String action,
      String operation,
      SortedSet<FileGroupId> writes) {
    this(instantTime, concurrencyMode, action, operation, writes, null, null);
  }

  /** More pairs than this is not a write a person means to replay. */
  static final int MAX_WRITES = 1_000_000;

  private static final Set<String> FIELDS =
      Set.of(
          "instant-time",
          "concurrency-mode",
          "action",
          "operation",
          "writes",
          "early-conflict-detection",
          "strategy");
  private static final Set<String> ACTIONS = Set.of("commit", "deltacommit", "replacecommit");
  private static final Pattern INSTANT_TIME = Pattern.compile("[0-9]{14}([0-9]{3})?");

  /** The operation file for a pending instant, as {@code --instant T} or the app names one. */
  public static HudiOperationFile ofInstant(String instantTime) {
    return new HudiOperationFile(instantTime(instantTime), null, null, null, null);
  }

  /** Parses the text; messages name the field, not the file. */
  public static HudiOperationFile parse(String json) {
    JsonNode root = OperationJson.object(json, FIELDS);
    JsonNode instant = root.get("instant-time");
    if (instant == null || !instant.isTextual()) {
      throw new IllegalArgumentException(
          "instant-time must be the write's instant time as a string, such as"
              + " \"20261130092203076\", not "
              + instant);
    }
    String mode = text(root, "concurrency-mode");
    if (mode != null) {
      mode = mode.toUpperCase(Locale.ROOT);
      if (!HudiProposal.MODES.contains(mode)) {
        throw new IllegalArgumentException(
            "concurrency-mode must be one of "
                + HudiProposal.MODES.stream().sorted().toList()
                + ", not '"
                + text(root, "concurrency-mode")
                + "'");
      }
    }
    String action = text(root, "action");
    if (action != null && !ACTIONS.contains(action)) {
      throw new IllegalArgumentException(
          "action must be one of " + ACTIONS.stream().sorted().toList() + ", not '" + action + "'");
    }
    String operation = text(root, "operation");
    String strategy = text(root, "strategy");
    if (strategy != null) {
      strategy = ConflictResolutionStrategy.named(strategy).className();
    }
    return new HudiOperationFile(
        instantTime(instant.asText()),
        mode,
        action,
        operation == null ? null : operation.toLowerCase(Locale.ROOT),
        root.has("writes") ? writes(root.get("writes")) : null,
        flag(root, "early-conflict-detection"),
        strategy);
  }

  private static Boolean flag(JsonNode root, String field) {
    JsonNode value = root.get(field);
    if (value == null || value.isNull()) {
      return null;
    }
    if (!value.isBoolean()) {
      throw new IllegalArgumentException(field + " must be true or false, not " + value);
    }
    return value.asBoolean();
  }

  private static String instantTime(String text) {
    if (!INSTANT_TIME.matcher(text).matches()) {
      throw new IllegalArgumentException(
          "instant-time must be yyyyMMddHHmmss[SSS] digits, not '" + text + "'");
    }
    return text;
  }

  private static String text(JsonNode root, String field) {
    JsonNode value = root.get(field);
    if (value == null || value.isNull()) {
      return null;
    }
    if (!value.isTextual()) {
      throw new IllegalArgumentException(field + " must be a string, not " + value);
    }
    return value.asText();
  }

  private static SortedSet<FileGroupId> writes(JsonNode writes) {
    if (!writes.isArray()) {
      throw new IllegalArgumentException(
          "writes must be a list of {\"partition\": ..., \"file-id\": ...}, not " + writes);
    }
    if (writes.size() > MAX_WRITES) {
      throw new IllegalArgumentException(
          "writes holds " + writes.size() + " entries, more than " + MAX_WRITES);
    }
    SortedSet<FileGroupId> groups = new TreeSet<>();
    int index = 0;
    for (JsonNode write : writes) {
      JsonNode partition = write.get("partition");
      JsonNode fileId = write.get("file-id");
      if (!write.isObject()
          || partition == null
          || !partition.isTextual()
          || fileId == null
          || !fileId.isTextual()
          || fileId.asText().isEmpty()
          || write.size() != 2) {
        throw new IllegalArgumentException(
            "writes["
                + index
                + "] must be {\"partition\": \"<partition path>\", \"file-id\": \"<file id>\"},"
                + " not "
                + write);
      }
      groups.add(new FileGroupId(partition.asText(), fileId.asText()));
      index++;
    }
    return groups;
  }
}
