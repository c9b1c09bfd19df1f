package io.tablescope.app.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.Json;
import io.tablescope.format.ContentKind;
import io.tablescope.inspector.diff.ChangeTotals;
import io.tablescope.inspector.diff.CommitDiff;
import io.tablescope.inspector.diff.FileChange;
import io.tablescope.inspector.diff.SummaryNotChecked;
import io.tablescope.inspector.diff.UnknownChange;
import io.tablescope.inspector.history.CommitLineage;
import io.tablescope.inspector.table.SummaryMismatch;
import io.tablescope.inspector.table.TableFile;
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

  static void write(CommitDiff diff, PrintWriter out) throws IOException {
    String id = diff.format().commitIdField();
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      json.writeNumberField("from", diff.from().id());
      json.writeNumberField("to", diff.to().id());
      Json.nullableNumber(
          json,
          "common-ancestor",
          diff.commonAncestor() == null ? null : diff.commonAncestor().id());
      json.writeObjectFieldStart("history-cut");
      cut(json, "from", diff.fromCut(), id);
      cut(json, "to", diff.toCut(), id);
      json.writeEndObject();
      changes(json, "added", diff.added(), id);
      changes(json, "removed", diff.removed(), id);
      json.writeArrayFieldStart("unknown");
      for (UnknownChange change : diff.unknown()) {
        json.writeStartObject();
        json.writeStringField("path", change.file().path());
        json.writeStringField("content", change.file().kind().jsonName());
        json.writeStringField("live-in", change.liveInFrom() ? "from" : "to");
        json.writeStringField("partition", change.file().partitionText());
        fileFields(json, change.file());
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
        json.writeNumberField(id, mismatch.commitId());
        json.writeStringField("key", mismatch.key());
        json.writeStringField("summary", mismatch.statedValue());
        json.writeNumberField("manifests", mismatch.countedValue());
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeArrayFieldStart("summaries-not-checked");
      for (SummaryNotChecked skipped : diff.summariesNotChecked()) {
        json.writeStartObject();
        json.writeNumberField(id, skipped.commitId());
        json.writeStringField("reason", skipped.reason());
        json.writeEndObject();
      }
      json.writeEndArray();
      Json.problems(json, diff.problems());
      json.writeEndObject();
    }
    out.println();
  }

  private static void changes(JsonGenerator json, String name, List<FileChange> changes, String id)
      throws IOException {
    json.writeArrayFieldStart(name);
    for (FileChange change : changes) {
      json.writeStartObject();
      json.writeStringField("path", change.file().path());
      json.writeStringField("content", change.file().kind().jsonName());
      Json.nullableNumber(json, id, change.commitId());
      json.writeStringField("operation", change.operation());
      Json.nullableNumber(json, "timestamp-ms", change.timestampMillis());
      json.writeStringField("side", change.onFromSide() ? "from" : "to");
      json.writeStringField("partition", change.file().partitionText());
      fileFields(json, change.file());
      Json.nullableNumber(json, "expired-" + id, change.expiredCommitId());
      json.writeStringField("explanation", change.explanation());
      json.writeEndObject();
    }
    json.writeEndArray();
  }

  /** What a file carries besides path, content and partition, in the format's terms. */
  private static void fileFields(JsonGenerator json, TableFile file) throws IOException {
    Json.nullableNumber(json, "record-count", file.recordCount());
    Json.nullableNumber(json, "content-offset", file.contentOffset());
    if (file.deletionVector() != null) {
      json.writeStringField("deletion-vector", file.deletionVector().uniqueId());
    }
  }

  /** Where a side's lineage is cut by an expired commit, or null. */
  private static void cut(JsonGenerator json, String name, CommitLineage.Cut cut, String id)
      throws IOException {
    if (cut == null) {
      json.writeNullField(name);
      return;
    }
    json.writeObjectFieldStart(name);
    json.writeNumberField("oldest-" + id, cut.oldestId());
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
