package io.tablescope.inspector.delta.replay;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.format.delta.action.CommitInfo;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Delta's conflict exception messages, word for word (delta-standalone 3.3.2 and Delta before 4.1):
 * the first line is Delta's own sentence; the conflicting commit follows as Delta prints it, the
 * winner's {@code commitInfo} with its {@code version} first, then the link to the docs.
 */
final class DeltaMessages {
  private static final String DOC_LINK =
      "\nRefer to https://docs.delta.io/latest/concurrency-control.html for more details.";
  private static final String RETRY = "Please try the operation again.";
  private static final String UPGRADE =
      "Upgrading all your concurrent writers to use the latest Delta Lake may avoid this error."
          + " Please upgrade and then retry this operation again.";
  private static final ObjectMapper JSON = new ObjectMapper();

  private DeltaMessages() {}

  static String protocolChanged(WinningCommit winner) {
    String additionalInfo =
        winner.commitInfo() != null && winner.version() == 0
            ? "This happens when multiple writers are writing to an empty directory. Creating the"
                + " table ahead of time will avoid this conflict. "
            : "";
    return concurrentModification(
        "The protocol version of the Delta table has been changed by a concurrent update. "
            + additionalInfo
            + RETRY,
        winner);
  }

  static String metadataChanged(WinningCommit winner) {
    return concurrentModification(
        "The metadata of the Delta table has been changed by a concurrent update. " + RETRY,
        winner);
  }

  /** Delta's domain metadata conflict carries neither the commit nor the link. */
  static String domainMetadataConflict(String domain) {
    return "A conflicting metadata domain " + domain + " is added.";
  }

  static String concurrentTransaction(WinningCommit winner) {
    return concurrentModification(
        "This error occurs when multiple streaming queries are using the same checkpoint to write"
            + " into this table. Did you run multiple instances of the same streaming query at the"
            + " same time?",
        winner);
  }

  /** {@code upgrade}: the winner, an old writer, only added files without saying it was blind. */
  static String concurrentAppend(String partition, boolean upgrade, WinningCommit winner) {
    return concurrentModification(
        "Files were added to "
            + partition
            + " by a concurrent update. "
            + (upgrade ? UPGRADE : RETRY),
        winner);
  }

  static String concurrentDeleteRead(String file, WinningCommit winner) {
    return concurrentModification(
        "This transaction attempted to read one or more files that were deleted (for example "
            + file
            + ") by a concurrent update. "
            + RETRY,
        winner);
  }

  static String concurrentDeleteDelete(String file, WinningCommit winner) {
    return concurrentModification(
        "This transaction attempted to delete one or more files that were deleted (for example "
            + file
            + ") by a concurrent update. "
            + RETRY,
        winner);
  }

  /**
   * A partition as Delta prints it in these messages: {@code partition [c1=v1, c2=v2]} in the order
   * of the partition columns, or {@code the root of the table} for an unpartitioned table.
   */
  static String partition(List<String> partitionColumns, Map<String, String> values) {
    if (partitionColumns.isEmpty()) {
      return "the root of the table";
    }
    List<String> pairs = new ArrayList<>();
    for (String column : partitionColumns) {
      pairs.add(column + "=" + (values == null ? null : values.get(column)));
    }
    return "partition [" + String.join(", ", pairs) + "]";
  }

  private static String concurrentModification(String base, WinningCommit winner) {
    CommitInfo info = winner.commitInfo();
    String commit = info == null ? "" : "\nConflicting commit: " + commitJson(info);
    return base + commit + DOC_LINK;
  }

  /** The commit info as delta-standalone serialises it into the message: its fields in order. */
  private static String commitJson(CommitInfo info) {
    List<String> fields = new ArrayList<>();
    for (Map.Entry<String, String> field : info.raw().entrySet()) {
      fields.add(quoted(field.getKey()) + ":" + field.getValue());
    }
    return "{" + String.join(",", fields) + "}";
  }

  private static String quoted(String text) {
    try {
      return JSON.writeValueAsString(text);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a string always serialises", e);
    }
  }
}
