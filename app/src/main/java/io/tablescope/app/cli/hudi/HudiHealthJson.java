package io.tablescope.app.cli.hudi;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.Json;
import io.tablescope.inspector.hudi.health.CleanLag;
import io.tablescope.inspector.hudi.health.HudiHealth;
import io.tablescope.inspector.hudi.health.LogPileUp;
import io.tablescope.inspector.hudi.health.MetadataTableLag;
import io.tablescope.inspector.hudi.health.PendingService;
import io.tablescope.inspector.hudi.health.PendingWrite;
import io.tablescope.inspector.hudi.health.ReplacedGroup;
import io.tablescope.inspector.hudi.health.TimelineOrder;
import java.io.IOException;
import java.io.PrintWriter;

/** The JSON form of {@code health} on a Hudi table (README's "Hudi health" shape); numbers raw. */
final class HudiHealthJson {
  private HudiHealthJson() {}

  static void write(HudiHealth health, PrintWriter out) throws IOException {
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      json.writeStringField("format", "hudi");
      json.writeArrayFieldStart("pending-writes");
      for (PendingWrite write : health.pendingWrites()) {
        json.writeStartObject();
        json.writeStringField("instant", write.instant().requestedTime());
        json.writeStringField("action", write.instant().action());
        json.writeStringField("state", write.instant().state().name());
        json.writeBooleanField("completed-after", write.completedAfter());
        Json.strings(json, "data-files", write.dataFiles());
        json.writeNumberField("data-bytes", write.dataBytes());
        json.writeNumberField("markers", write.markers());
        json.writeBooleanField("markers-bounded", write.markersBounded());
        json.writeBooleanField("heartbeat", write.heartbeat());
        json.writeNumberField("rollback-position", write.rollbackPosition());
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeObjectFieldStart("rollback");
      json.writeStringField("failed-writes-policy", health.rollback().failedWritesPolicy());
      json.writeBooleanField("policy-set", health.rollback().policySet());
      Json.strings(json, "order", health.rollback().order());
      json.writeStringField("refusal", health.rollback().refusal());
      json.writeEndObject();
      json.writeArrayFieldStart("pending-services");
      for (PendingService service : health.pendingServices()) {
        json.writeStartObject();
        json.writeStringField("instant", service.instant().requestedTime());
        json.writeStringField("service", service.service());
        json.writeStringField("state", service.instant().state().name());
        Json.strings(json, "file-groups", service.fileGroups());
        json.writeNumberField("log-files", service.logFiles());
        json.writeEndObject();
      }
      json.writeEndArray();
      logPileUp(json, health.logPileUp());
      cleanLag(json, health.cleanLag());
      order(json, health.order());
      json.writeArrayFieldStart("replaced-file-groups");
      for (ReplacedGroup group : health.replacedGroups()) {
        json.writeStartObject();
        json.writeStringField("partition", group.partition());
        json.writeStringField("file-id", group.fileId());
        json.writeStringField("replaced-by", group.replacedBy());
        Json.strings(json, "files", group.files());
        json.writeNumberField("bytes", group.bytes());
        json.writeEndObject();
      }
      json.writeEndArray();
      if (health.metadataTable().isPresent()) {
        MetadataTableLag lag = health.metadataTable().get();
        json.writeObjectFieldStart("metadata-table");
        json.writeStringField("latest-completed", lag.latestCompleted());
        json.writeStringField("data-latest-completed", lag.dataLatestCompleted());
        json.writeBooleanField("behind", lag.behind());
        Json.strings(json, "inflight-partitions", lag.inflightPartitions());
        json.writeEndObject();
      } else {
        json.writeNullField("metadata-table");
      }
      Json.problems(json, health.problems());
      json.writeEndObject();
    }
    out.println();
  }

  private static void logPileUp(JsonGenerator json, LogPileUp pileUp) throws IOException {
    json.writeObjectFieldStart("log-pile-up");
    json.writeNumberField("slices-with-logs", pileUp.slicesWithLogs());
    Json.nullableNumber(json, "max-delta-commits", pileUp.maxDeltaCommits());
    json.writeNumberField("delta-commits-since-compaction", pileUp.deltaCommitsSinceCompaction());
    json.writeArrayFieldStart("slices");
    for (LogPileUp.Slice slice : pileUp.slices()) {
      json.writeStartObject();
      json.writeStringField("partition", slice.partition());
      json.writeStringField("file-id", slice.fileId());
      json.writeStringField("base-instant", slice.baseInstant());
      json.writeBooleanField("has-base-file", slice.hasBaseFile());
      json.writeNumberField("log-files", slice.logFiles());
      json.writeNumberField("log-bytes", slice.logBytes());
      json.writeEndObject();
    }
    json.writeEndArray();
    json.writeEndObject();
  }

  private static void cleanLag(JsonGenerator json, CleanLag lag) throws IOException {
    json.writeObjectFieldStart("clean");
    json.writeStringField("policy", lag.policy());
    json.writeNumberField("retained", lag.retained());
    json.writeBooleanField("policy-set", lag.policySet());
    json.writeStringField("last-clean", lag.lastClean());
    json.writeStringField("earliest-commit-to-retain", lag.earliestCommitToRetain());
    Json.strings(json, "unusable-incremental-begins", lag.unusableBegins());
    json.writeArrayFieldStart("file-groups");
    for (CleanLag.Group group : lag.groups()) {
      json.writeStartObject();
      json.writeStringField("partition", group.partition());
      json.writeStringField("file-id", group.fileId());
      json.writeNumberField("slices", group.slices());
      json.writeNumberField("beyond-policy", group.beyondPolicy());
      json.writeEndObject();
    }
    json.writeEndArray();
    json.writeEndObject();
  }

  private static void order(JsonGenerator json, TimelineOrder order) throws IOException {
    json.writeObjectFieldStart("timeline-order");
    json.writeNumberField("layout-version", order.layoutVersion());
    json.writeArrayFieldStart("hollow-commits");
    for (TimelineOrder.Hollow hollow : order.hollow()) {
      json.writeStartObject();
      json.writeStringField("instant", hollow.instant());
      json.writeStringField("action", hollow.action());
      json.writeNumberField("completed-after", hollow.completedAfter());
      json.writeStringField("latest-completed", hollow.latestCompleted());
      json.writeEndObject();
    }
    json.writeEndArray();
    json.writeArrayFieldStart("inversions");
    for (TimelineOrder.Inversion inversion : order.inversions()) {
      json.writeStartObject();
      json.writeStringField("earlier", inversion.earlier());
      json.writeStringField("earlier-completion", inversion.earlierCompletion());
      json.writeStringField("later", inversion.later());
      json.writeStringField("later-completion", inversion.laterCompletion());
      json.writeEndObject();
    }
    json.writeEndArray();
    json.writeEndObject();
  }
}
