package io.tablescope.inspector.iceberg;

import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.metadata.SnapshotRef;
import io.tablescope.format.iceberg.metadata.TableMetadata;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Checks iceberg-core's {@code TableMetadata} makes when it loads metadata and Tablescope's reader
 * does not: every branch and tag names a snapshot of the metadata, the current snapshot is main's
 * head, and no snapshot has a sequence number above the table's last sequence number (a writer
 * would then hand out a number already taken). iceberg-core refuses such metadata; here each is a
 * problem, in iceberg-core's words, and the rest stays readable.
 */
final class MetadataChecks {
  private MetadataChecks() {}

  static List<Problem> problems(TableMetadata metadata) {
    Set<Long> snapshotIds = new HashSet<>();
    metadata.snapshots().forEach(snapshot -> snapshotIds.add(snapshot.snapshotId()));
    List<Problem> problems = new ArrayList<>();
    currentSnapshotMissing(metadata).ifPresent(problems::add);
    for (SnapshotRef ref : metadata.refs().values()) {
      if (!snapshotIds.contains(ref.snapshotId())) {
        problems.add(
            problem(
                metadata,
                "Snapshot for reference "
                    + icebergText(ref)
                    + " does not exist in the existing snapshots list ("
                    + ref.type().jsonName()
                    + " "
                    + ref.name()
                    + ")"));
      }
    }
    SnapshotRef main = metadata.refs().get(SnapshotRef.MAIN_BRANCH);
    Long current = metadata.currentSnapshotId();
    if (current != null && main != null && current != main.snapshotId()) {
      problems.add(
          problem(
              metadata,
              "Current snapshot ID does not match main branch ("
                  + current
                  + " != "
                  + main.snapshotId()
                  + ")"));
    } else if (current == null && main != null) {
      problems.add(
          problem(
              metadata,
              "Current snapshot is not set, but main branch exists: " + icebergText(main)));
    }
    metadata.snapshots().stream()
        .filter(snapshot -> snapshot.sequenceNumber() > metadata.lastSequenceNumber())
        .findFirst()
        .ifPresent(
            snapshot ->
                problems.add(
                    problem(
                        metadata,
                        "Invalid snapshot with sequence number "
                            + snapshot.sequenceNumber()
                            + " greater than last sequence number "
                            + metadata.lastSequenceNumber()
                            + " (snapshot "
                            + snapshot.snapshotId()
                            + (metadata.formatVersion() == 1
                                ? "; format v1 has no sequence numbers, so the last is 0"
                                : "")
                            + ")")));
    return problems;
  }

  /** The problem of a current snapshot id that names no snapshot of the metadata, if it does. */
  static Optional<Problem> currentSnapshotMissing(TableMetadata metadata) {
    if (metadata.currentSnapshotId() == null || metadata.currentSnapshot().isPresent()) {
      return Optional.empty();
    }
    return Optional.of(
        problem(
            metadata,
            "current-snapshot-id " + metadata.currentSnapshotId() + " is not among the snapshots"));
  }

  private static Problem problem(TableMetadata metadata, String message) {
    return new Problem(Problem.Kind.INVALID, metadata.metadataFile(), message);
  }

  /** A ref as iceberg-core's {@code SnapshotRef.toString()} prints it in its messages. */
  private static String icebergText(SnapshotRef ref) {
    return "SnapshotRef{snapshotId="
        + ref.snapshotId()
        + ", type="
        + ref.type().name()
        + ", minSnapshotsToKeep="
        + ref.minSnapshotsToKeep()
        + ", maxSnapshotAgeMs="
        + ref.maxSnapshotAgeMs()
        + ", maxRefAgeMs="
        + ref.maxRefAgeMs()
        + "}";
  }
}
