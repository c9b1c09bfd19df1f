package io.tablescope.app.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.format.ContentKind;
import io.tablescope.inspector.iceberg.ChangeTotals;
import io.tablescope.inspector.iceberg.FileChange;
import io.tablescope.inspector.iceberg.Lineage;
import io.tablescope.inspector.iceberg.SnapshotDiff;
import io.tablescope.inspector.iceberg.SummaryMismatch;
import io.tablescope.inspector.iceberg.SummaryNotChecked;
import io.tablescope.inspector.iceberg.UnknownChange;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Map;

/**
 * The JSON form of {@code diff}, as design.md fixes it, with the files whose state is unknown, why
 * a side is incomplete, totals (rows of data files apart from rows deleted) and summary checks.
 */
final class DiffJson {
  private DiffJson() {}

  static void write(SnapshotDiff diff, PrintWriter out) throws IOException {
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      json.writeNumberField("from", diff.from().snapshotId());
      json.writeNumberField("to", diff.to().snapshotId());
      Json.nullableNumber(
          json,
          "common-ancestor",
          diff.commonAncestor() == null ? null : diff.commonAncestor().snapshotId());
      json.writeObjectFieldStart("history-cut");
      cut(json, "from", diff.fromCut());
      cut(json, "to", diff.toCut());
      json.writeEndObject();
      changes(json, "added", diff.added());
      changes(json, "removed", diff.removed());
      json.writeArrayFieldStart("unknown");
      for (UnknownChange change : diff.unknown()) {
        json.writeStartObject();
        json.writeStringField("path", change.file().path());
        json.writeStringField("content", change.file().kind().jsonName());
        json.writeStringField("live-in", change.liveInFrom() ? "from" : "to");
        json.writeStringField("partition", change.file().partitionText());
        json.writeNumberField("record-count", change.file().recordCount());
        Json.nullableNumber(json, "content-offset", change.file().contentOffset());
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeObjectFieldStart("incomplete");
      Json.problems(json, "from", diff.fromIncomplete());
      Json.problems(json, "to", diff.toIncomplete());
      json.writeEndObject();
      json.writeObjectFieldStart("totals");
      totals(json, "all", diff.total());
      json.writeObjectFieldStart("by-content");
      for (Map.Entry<ContentKind, ChangeTotals> total : diff.byContent().entrySet()) {
        totals(json, total.getKey().jsonName(), total.getValue());
      }
      json.writeEndObject();
      json.writeObjectFieldStart("by-partition");
      for (Map.Entry<String, ChangeTotals> total : diff.byPartition().entrySet()) {
        totals(json, total.getKey(), total.getValue());
      }
      json.writeEndObject();
      json.writeEndObject();
      json.writeArrayFieldStart("summary-mismatches");
      for (SummaryMismatch mismatch : diff.summaryMismatches()) {
        json.writeStartObject();
        json.writeNumberField("snapshot-id", mismatch.snapshotId());
        json.writeStringField("key", mismatch.key());
        json.writeStringField("summary", mismatch.summaryValue());
        json.writeNumberField("manifests", mismatch.manifestValue());
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeArrayFieldStart("summaries-not-checked");
      for (SummaryNotChecked skipped : diff.summariesNotChecked()) {
        json.writeStartObject();
        json.writeNumberField("snapshot-id", skipped.snapshotId());
        json.writeStringField("reason", skipped.reason());
        json.writeEndObject();
      }
      json.writeEndArray();
      Json.problems(json, diff.problems());
      json.writeEndObject();
    }
    out.println();
  }

  private static void changes(JsonGenerator json, String name, List<FileChange> changes)
      throws IOException {
    json.writeArrayFieldStart(name);
    for (FileChange change : changes) {
      json.writeStartObject();
      json.writeStringField("path", change.file().path());
      json.writeStringField("content", change.file().kind().jsonName());
      Json.nullableNumber(json, "snapshot-id", change.snapshotId());
      json.writeStringField("operation", change.operation());
      Json.nullableNumber(json, "timestamp-ms", change.timestampMillis());
      json.writeStringField("side", change.onFromSide() ? "from" : "to");
      json.writeStringField("partition", change.file().partitionText());
      json.writeNumberField("record-count", change.file().recordCount());
      Json.nullableNumber(json, "content-offset", change.file().contentOffset());
      Json.nullableNumber(json, "expired-snapshot-id", change.expiredSnapshotId());
      json.writeStringField("explanation", change.explanation());
      json.writeEndObject();
    }
    json.writeEndArray();
  }

  /** Where a side's lineage is cut by an expired snapshot, or null. */
  private static void cut(JsonGenerator json, String name, Lineage.Cut cut) throws IOException {
    if (cut == null) {
      json.writeNullField(name);
      return;
    }
    json.writeObjectFieldStart(name);
    json.writeNumberField("oldest-snapshot-id", cut.oldestSnapshotId());
    json.writeNumberField("missing-parent-id", cut.missingParentId());
    json.writeEndObject();
  }

  private static void totals(JsonGenerator json, String name, ChangeTotals totals)
      throws IOException {
    json.writeObjectFieldStart(name);
    json.writeNumberField("added-files", totals.addedFiles());
    json.writeNumberField("added-rows", totals.addedRows());
    json.writeNumberField("added-rows-deleted", totals.addedDeletedRows());
    json.writeNumberField("removed-files", totals.removedFiles());
    json.writeNumberField("removed-rows", totals.removedRows());
    json.writeNumberField("removed-rows-deleted", totals.removedDeletedRows());
    json.writeEndObject();
  }
}
