package io.tablescope.inspector.iceberg.health;

import java.util.Objects;

/**
 * A writer of the table and its commits, as snapshot summaries name it.
 *
 * @param writer {@code spark.app.id=...}, {@code flink.job-id=...}, {@code app-id=...}, else {@code
 *     engine-name=...}, else {@code unknown}
 * @param engine the engine and its version ({@code engine-name} and {@code engine-version}), else
 *     the {@code iceberg-version}, else empty
 * @param firstMillis when its first commit was made
 * @param lastMillis when its last commit was made
 */
public record CommitWriter(
    String writer, String engine, int commits, long firstMillis, long lastMillis) {
  public CommitWriter {
    Objects.requireNonNull(writer, "writer");
    Objects.requireNonNull(engine, "engine");
  }
}
