package io.tablescope.inspector.iceberg;

import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.CommitLine;
import java.util.Map;

/** An Iceberg snapshot in a history's words: its id, sequence number and summary counts. */
final class IcebergCommitLine {
  private IcebergCommitLine() {}

  static CommitLine of(Commit commit) {
    return new CommitLine(
        Long.toString(commit.id()),
        commit.operation(),
        "seq " + commit.sequence(),
        summary(commit.summary()),
        false);
  }

  /**
   * The most telling summary counts of a snapshot and of the table's rows after it, e.g. {@code +2
   * data files −1 data file · 40 rows in all data files}.
   */
  static String summary(Map<String, String> summary) {
    StringBuilder text = new StringBuilder();
    append(text, summary, "added-data-files", "+", "data");
    append(text, summary, "deleted-data-files", "−", "data");
    append(text, summary, "added-delete-files", "+", "delete");
    append(text, summary, "removed-delete-files", "−", "delete");
    // The table's total, not what the commit added: said so, lest it read as the commit's rows.
    String records = summary.get("total-records");
    if (records != null) {
      text.append(text.isEmpty() ? "" : "  ·  ").append(records).append(" rows in all data files");
    }
    return text.toString();
  }

  private static void append(
      StringBuilder text, Map<String, String> summary, String key, String sign, String what) {
    String count = summary.get(key);
    if (count != null && !count.equals("0")) {
      text.append(text.isEmpty() ? "" : "  ")
          .append(sign)
          .append(count)
          .append(' ')
          .append(what)
          .append(count.equals("1") ? " file" : " files");
    }
  }
}
