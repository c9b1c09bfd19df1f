package io.tablescope.inspector.iceberg;

import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.metadata.Snapshot;
import java.util.List;
import java.util.Objects;

/**
 * What an incremental append scan over {@code (fromExclusive, to]} returns, walking the parent
 * chain of {@code to}; and what the older readers would do with the same range.
 *
 * @param fromExclusive the exclusive start, or null for "from the oldest ancestor"
 * @param start how the start was chosen (an option, a Flink starting strategy)
 * @param snapshots the snapshots walked, newest first, each included or skipped with the reason
 * @param files the data files the scan returns: ADDED by an included snapshot
 * @param legacyStopsAt the snapshot at which Iceberg's legacy {@code appendsBetween} scan throws
 *     (the newest overwrite in the range), or null
 * @param legacyError that exception's message, or null
 * @param spark what Spark structured streaming would do with the range
 * @param problems what could not be read of the included snapshots' manifest lists and manifests;
 *     when not empty, {@code files} is incomplete: it lacks the files those would have named
 */
public record IncrementalChanges(
    Long fromExclusive,
    Snapshot to,
    String start,
    List<ScannedSnapshot> snapshots,
    List<ContentFile> files,
    Long legacyStopsAt,
    String legacyError,
    StreamingVerdict spark,
    List<Problem> problems) {
  public IncrementalChanges {
    Objects.requireNonNull(to, "to");
    Objects.requireNonNull(start, "start");
    snapshots = List.copyOf(snapshots);
    files = List.copyOf(files);
    Objects.requireNonNull(spark, "spark");
    problems = List.copyOf(problems);
  }

  /** Whether every file of the included snapshots could be read, so {@code files} is complete. */
  public boolean complete() {
    return problems.isEmpty();
  }
}
