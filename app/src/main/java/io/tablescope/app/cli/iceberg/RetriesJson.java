package io.tablescope.app.cli.iceberg;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.Json;
import io.tablescope.app.cli.common.Timestamps;
import io.tablescope.inspector.iceberg.health.CommitRetries;
import java.io.IOException;

/** The {@code retries} object of {@code health --json}. */
final class RetriesJson {
  private RetriesJson() {}

  static void write(JsonGenerator json, CommitRetries retries) throws IOException {
    json.writeObjectFieldStart("retries");
    json.writeNumberField("commits", retries.snapshots());
    json.writeArrayFieldStart("retried");
    for (CommitRetries.RetriedCommit commit : retries.retried()) {
      json.writeStartObject();
      json.writeNumberField("snapshot-id", commit.snapshotId());
      json.writeStringField("time", Timestamps.iso(commit.timestampMillis()));
      json.writeStringField("writer", commit.writer());
      json.writeNumberField("attempts", commit.attempts());
      json.writeStringField("manifest-list", commit.manifestList());
      json.writeEndObject();
    }
    json.writeEndArray();
    json.writeArrayFieldStart("writers");
    for (CommitRetries.WriterRetries writer : retries.writers()) {
      json.writeStartObject();
      json.writeStringField("writer", writer.writer());
      json.writeNumberField("commits", writer.commits());
      json.writeNumberField("retried", writer.retriedCommits());
      json.writeNumberField("extra-attempts", writer.extraAttempts());
      json.writeNumberField("most-attempts", writer.mostAttempts());
      json.writeEndObject();
    }
    json.writeEndArray();
    json.writeArrayFieldStart("per-hour");
    for (CommitRetries.HourlyRetries hour : retries.perHour()) {
      json.writeStartObject();
      json.writeStringField("hour", Timestamps.iso(hour.hourMillis()));
      json.writeNumberField("commits", hour.commits());
      json.writeNumberField("retried", hour.retriedCommits());
      json.writeNumberField("extra-attempts", hour.extraAttempts());
      json.writeEndObject();
    }
    json.writeEndArray();
    json.writeArrayFieldStart("orphaned-attempts");
    for (CommitRetries.OrphanedAttempt orphan : retries.orphans()) {
      json.writeStartObject();
      json.writeStringField("file", orphan.file());
      json.writeNumberField("snapshot-id", orphan.snapshotId());
      json.writeNumberField("attempt", orphan.attempt());
      json.writeNumberField("bytes", orphan.bytes());
      if (orphan.landedAttempt() == 0) {
        json.writeNullField("landed-attempt");
      } else {
        json.writeNumberField("landed-attempt", orphan.landedAttempt());
      }
      json.writeEndObject();
    }
    json.writeEndArray();
    json.writeNumberField("orphaned-bytes", retries.orphanBytes());
    json.writeArrayFieldStart("unconventional-writers");
    for (CommitRetries.UnconventionalWriter writer : retries.unconventional()) {
      json.writeStartObject();
      json.writeStringField("writer", writer.writer());
      json.writeNumberField("commits", writer.commits());
      json.writeStringField("example", writer.example());
      json.writeEndObject();
    }
    json.writeEndArray();
    json.writeObjectFieldStart("settings");
    for (CommitRetries.RetrySetting setting : retries.settings()) {
      json.writeObjectFieldStart(setting.key());
      json.writeStringField("value", setting.value());
      json.writeStringField("source", setting.fromTable() ? "table" : "default");
      json.writeEndObject();
    }
    json.writeEndObject();
    Json.problems(json, retries.problems());
    json.writeEndObject();
  }
}
