package io.tablescope.inspector.iceberg;

import java.util.List;

/**
 * What Spark structured streaming does with a range of snapshots: it processes them oldest first
 * and fails at the first delete or overwrite that its options do not tell it to skip.
 *
 * @param skipOverwrites {@code streaming-skip-overwrite-snapshots}
 * @param skipDeletes {@code streaming-skip-delete-snapshots}
 * @param processed the appends whose files reach the stream before it stops, oldest first
 * @param stopsAt the snapshot that fails the stream, or null
 * @param error Spark's message for it, or null
 */
public record StreamingVerdict(
    boolean skipOverwrites, boolean skipDeletes, List<Long> processed, Long stopsAt, String error) {
  public StreamingVerdict {
    processed = List.copyOf(processed);
  }
}
