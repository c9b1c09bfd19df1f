package io.tablescope.inspector;

import io.tablescope.format.Problem;
import io.tablescope.format.manifest.ContentFile;
import io.tablescope.format.manifest.FileContent;
import io.tablescope.format.metadata.Snapshot;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Computes the {@link SnapshotDiff} of two snapshots, on one branch or across branches through
 * their common ancestor.
 */
public final class Diffs {
  private Diffs() {}

  public static SnapshotDiff diff(IcebergTable table, Snapshot from, Snapshot to) {
    Lineage lineage = new Lineage(table);
    Snapshot ancestor = lineage.commonAncestor(from, to).orElse(null);
    Long ancestorId = ancestor == null ? null : ancestor.snapshotId();
    List<Snapshot> toSide = oldestFirst(lineage.between(to, ancestorId));
    List<Snapshot> fromSide = oldestFirst(lineage.between(from, ancestorId));

    LiveFiles fromFiles = LiveFiles.of(table, from);
    LiveFiles toFiles = LiveFiles.of(table, to);
    List<Problem> problems = new ArrayList<>(fromFiles.problems());
    problems.addAll(toFiles.problems());

    Map<Long, Snapshot> toSideById = byId(toSide);
    Map<Long, Snapshot> fromSideById = byId(fromSide);
    Map<String, Snapshot> deletedOnToSide = new HashMap<>();
    Map<String, Snapshot> deletedOnFromSide = new HashMap<>();
    List<SummaryMismatch> mismatches = new ArrayList<>();
    for (Snapshot snapshot : toSide) {
      CommitFiles commit = CommitFiles.of(table, snapshot);
      problems.addAll(commit.problems());
      commit.deleted().forEach(entry -> deletedOnToSide.put(LiveFile.keyOf(entry), snapshot));
      mismatches.addAll(SummaryChecks.commit(commit));
    }
    for (Snapshot snapshot : fromSide) {
      CommitFiles commit = CommitFiles.of(table, snapshot);
      problems.addAll(commit.problems());
      commit.deleted().forEach(entry -> deletedOnFromSide.put(LiveFile.keyOf(entry), snapshot));
      mismatches.addAll(SummaryChecks.commit(commit));
    }
    mismatches.addAll(SummaryChecks.totals(fromFiles));
    if (from.snapshotId() != to.snapshotId()) {
      mismatches.addAll(SummaryChecks.totals(toFiles));
    }

    List<FileChange> added = new ArrayList<>();
    for (LiveFile live : toFiles.files().values()) {
      if (!fromFiles.files().containsKey(live.key())) {
        Snapshot adder = toSideById.get(live.entry().snapshotId());
        if (adder != null) {
          added.add(change(live.file(), adder, false, "added by"));
        } else {
          Snapshot deleter = deletedOnFromSide.get(live.key());
          added.add(
              deleter != null
                  ? change(live.file(), deleter, true, "FROM's side removed it in")
                  : unexplained(live, "live in TO; no commit still in the metadata explains it"));
        }
      }
    }
    List<FileChange> removed = new ArrayList<>();
    for (LiveFile live : fromFiles.files().values()) {
      if (!toFiles.files().containsKey(live.key())) {
        Snapshot deleter = deletedOnToSide.get(live.key());
        if (deleter != null) {
          removed.add(change(live.file(), deleter, false, "removed by"));
        } else {
          Snapshot adder = fromSideById.get(live.entry().snapshotId());
          removed.add(
              adder != null
                  ? change(live.file(), adder, true, "FROM's side added it in")
                  : unexplained(live, "live in FROM; no commit still in the metadata explains it"));
        }
      }
    }

    return new SnapshotDiff(
        from,
        to,
        ancestor,
        toSide,
        fromSide,
        added,
        removed,
        byContent(added, removed),
        byPartition(added, removed),
        mismatches,
        problems);
  }

  private static FileChange change(
      ContentFile file, Snapshot snapshot, boolean onFromSide, String verb) {
    return new FileChange(
        file,
        snapshot.snapshotId(),
        snapshot.operation(),
        snapshot.timestampMillis(),
        onFromSide,
        verb + " " + snapshot.snapshotId() + " (" + snapshot.operation() + ")");
  }

  private static FileChange unexplained(LiveFile live, String explanation) {
    return new FileChange(live.file(), live.entry().snapshotId(), null, null, false, explanation);
  }

  private static List<Snapshot> oldestFirst(List<Snapshot> newestFirst) {
    List<Snapshot> snapshots = new ArrayList<>(newestFirst);
    Collections.reverse(snapshots);
    return snapshots;
  }

  private static Map<Long, Snapshot> byId(List<Snapshot> snapshots) {
    Map<Long, Snapshot> byId = new HashMap<>();
    snapshots.forEach(snapshot -> byId.put(snapshot.snapshotId(), snapshot));
    return byId;
  }

  private static Map<FileContent, ChangeTotals> byContent(
      List<FileChange> added, List<FileChange> removed) {
    Map<FileContent, ChangeTotals> totals = new EnumMap<>(FileContent.class);
    added.forEach(
        change ->
            totals.merge(
                change.file().content(),
                ChangeTotals.ZERO.plusAdded(change.file().recordCount()),
                Diffs::sum));
    removed.forEach(
        change ->
            totals.merge(
                change.file().content(),
                ChangeTotals.ZERO.plusRemoved(change.file().recordCount()),
                Diffs::sum));
    return totals;
  }

  private static Map<String, ChangeTotals> byPartition(
      List<FileChange> added, List<FileChange> removed) {
    Map<String, ChangeTotals> totals = new TreeMap<>();
    added.forEach(
        change ->
            totals.merge(
                partitionOf(change),
                ChangeTotals.ZERO.plusAdded(change.file().recordCount()),
                Diffs::sum));
    removed.forEach(
        change ->
            totals.merge(
                partitionOf(change),
                ChangeTotals.ZERO.plusRemoved(change.file().recordCount()),
                Diffs::sum));
    return new LinkedHashMap<>(totals);
  }

  private static String partitionOf(FileChange change) {
    String partition = change.file().partitionText();
    return partition.isEmpty() ? "(unpartitioned)" : partition;
  }

  private static ChangeTotals sum(ChangeTotals a, ChangeTotals b) {
    return new ChangeTotals(
        a.addedFiles() + b.addedFiles(),
        a.addedRecords() + b.addedRecords(),
        a.removedFiles() + b.removedFiles(),
        a.removedRecords() + b.removedRecords());
  }
}
