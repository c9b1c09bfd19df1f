package io.tablescope.app.cli.delta;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.Json;
import io.tablescope.inspector.delta.health.CommitActivity;
import java.io.IOException;
import java.util.Map;
import java.util.TreeMap;

/** The {@code commits} object of Delta's health JSON: writers, applications and contention. */
final class DeltaHealthActivityJson {
  private DeltaHealthActivityJson() {}

  static void write(JsonGenerator json, CommitActivity activity) throws IOException {
    json.writeObjectFieldStart("commits");
    json.writeNumberField("commits", activity.commits());
    json.writeNumberField("hours", activity.hours());
    json.writeNumberField("commits-per-hour", activity.commitsPerHour());
    Json.nullableNumber(json, "peak-hour-start", activity.peakHourStart());
    json.writeNumberField("peak-hour-commits", activity.peakHourCommits());
    json.writeArrayFieldStart("writers");
    for (CommitActivity.Writer writer : activity.writers()) {
      json.writeStartObject();
      json.writeStringField("engine-info", writer.engineInfo());
      json.writeNumberField("commits", writer.commits());
      json.writeNumberField("first-version", writer.firstVersion());
      json.writeNumberField("last-version", writer.lastVersion());
      json.writeEndObject();
    }
    json.writeEndArray();
    json.writeArrayFieldStart("applications");
    for (CommitActivity.Application app : activity.applications()) {
      json.writeStartObject();
      json.writeStringField("app-id", app.appId());
      json.writeNumberField("commits", app.commits());
      json.writeNumberField("last-txn-version", app.lastTxnVersion());
      json.writeNumberField("last-version", app.lastVersion());
      json.writeEndObject();
    }
    json.writeEndArray();
    json.writeNumberField("with-txn-id", activity.withTxnId());
    Json.strings(json, "repeated-txn-ids", activity.repeatedTxnIds());
    json.writeObjectFieldStart("isolation-levels");
    for (Map.Entry<String, Integer> level : new TreeMap<>(activity.isolationLevels()).entrySet()) {
      json.writeNumberField(level.getKey(), level.getValue());
    }
    json.writeEndObject();
    json.writeNumberField("blind-appends", activity.blindAppends());
    json.writeNumberField("with-read-version", activity.withReadVersion());
    json.writeNumberField("behind-count", activity.behindCount());
    json.writeArrayFieldStart("behind");
    for (CommitActivity.Behind behind : activity.behind()) {
      json.writeStartObject();
      json.writeNumberField("version", behind.version());
      json.writeNumberField("read-version", behind.readVersion());
      json.writeNumberField("winners", behind.winners());
      json.writeStringField("operation", behind.operation());
      json.writeStringField("isolation-level", behind.isolationLevel());
      if (behind.isBlindAppend() == null) {
        json.writeNullField("is-blind-append");
      } else {
        json.writeBooleanField("is-blind-append", behind.isBlindAppend());
      }
      json.writeStringField("engine-info", behind.engineInfo());
      json.writeEndObject();
    }
    json.writeEndArray();
    json.writeEndObject();
  }
}
