package io.tablescope.inspector.table;

import java.util.Collections;
import java.util.Map;

/**
 * One commit of a table, in any format: an Iceberg snapshot, a Delta version.
 *
 * @param id what names the commit: Iceberg's snapshot id, Delta's version
 * @param parentId the commit it was built on, or null for the first (Delta: the previous version)
 * @param sequence the commit's place in the table's order: Iceberg's sequence number, Delta's
 *     version
 * @param timestampMillis when it was committed, by the format's own rule
 * @param operation what the writer did (e.g. {@code append}, {@code WRITE}), or null when unknown
 * @param writer the engine or application that wrote it, or null when unknown
 * @param summary what the writer recorded about the commit, as text (a read-only view)
 */
public record Commit(
    long id,
    Long parentId,
    long sequence,
    long timestampMillis,
    String operation,
    String writer,
    Map<String, String> summary) {
  public Commit {
    // Iceberg summaries are parsed lazily and never change; a view avoids copying 100k of them.
    summary = summary == null ? Map.of() : Collections.unmodifiableMap(summary);
  }
}
