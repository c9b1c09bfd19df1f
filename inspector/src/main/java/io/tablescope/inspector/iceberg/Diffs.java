package io.tablescope.inspector.iceberg;

import io.tablescope.format.ContentKind;
import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.metadata.Snapshot;
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
    // Lineages that do not meet may be cut by an expired snapshot; a side whose lineage is intact
    // may then lie, wholly or partly, in the other side's expired history, so its commits explain
    // nothing and are not listed as that side's.
    Lineage.Cut toCut = ancestor == null ? lineage.cut(to).orElse(null) : null;
    Lineage.Cut fromCut = ancestor == null ? lineage.cut(from).orElse(null) : null;
    boolean cut = toCut != null || fromCut != null;
    List<Snapshot> toSide =
        cut && toCut == null ? List.of() : oldestFirst(lineage.between(to, ancestorId));
    List<Snapshot> fromSide =
        cut && fromCut == null ? List.of() : oldestFirst(lineage.between(from, ancestorId));

    LiveFiles fromFiles = LiveFiles.of(table, from);
    LiveFiles toFiles = LiveFiles.of(table, to);
    List<Problem> problems = new ArrayList<>(fromFiles.problems());
    problems.addAll(toFiles.problems());

    Map<Long, Snapshot> toSideById = byId(toSide);
    Map<Long, Snapshot> fromSideById = byId(fromSide);
    Map<String, Snapshot> deletedOnToSide = new HashMap<>();
    Map<String, Snapshot> deletedOnFromSide = new HashMap<>();
    List<SummaryMismatch> mismatches = new ArrayList<>();
    List<SummaryNotChecked> notChecked = new ArrayList<>();
    List<Long> unreadCommits = new ArrayList<>();
    for (Snapshot snapshot : toSide) {
      if (!readCommit(table, snapshot, deletedOnToSide, problems, mismatches, notChecked)) {
        unreadCommits.add(snapshot.snapshotId());
      }
    }
    for (Snapshot snapshot : fromSide) {
      if (!readCommit(table, snapshot, deletedOnFromSide, problems, mismatches, notChecked)) {
        unreadCommits.add(snapshot.snapshotId());
      }
    }
    checkTotals(fromFiles, mismatches, notChecked);
    if (from.snapshotId() != to.snapshotId()) {
      checkTotals(toFiles, mismatches, notChecked);
    }

    // A file missing from a side that could not be read in full may be in what was not read: it is
    // added or removed only when a commit that was read proves it.
    boolean fromComplete = fromFiles.problems().isEmpty();
    boolean toComplete = toFiles.problems().isEmpty();
    List<FileChange> added = new ArrayList<>();
    List<UnknownChange> unknown = new ArrayList<>();
    for (LiveFile live : toFiles.files().values()) {
      if (!fromFiles.files().containsKey(live.key())) {
        Snapshot adder = toSideById.get(live.entry().snapshotId());
        Snapshot deleter = deletedOnFromSide.get(live.key());
        if (adder != null) {
          added.add(change(live.file(), adder, false, "added by"));
        } else if (deleter != null) {
          added.add(change(live.file(), deleter, true, "FROM's side removed it in"));
        } else if (fromComplete && cut) {
          added.add(expired(live, true, table, toCut != null ? toCut : fromCut, toCut, fromCut));
        } else if (fromComplete) {
          added.add(unexplained(live, "live in TO; " + unexplained(unreadCommits.isEmpty())));
        } else {
          unknown.add(new UnknownChange(live.file(), false));
        }
      }
    }
    List<FileChange> removed = new ArrayList<>();
    for (LiveFile live : fromFiles.files().values()) {
      if (!toFiles.files().containsKey(live.key())) {
        Snapshot deleter = deletedOnToSide.get(live.key());
        Snapshot adder = fromSideById.get(live.entry().snapshotId());
        if (deleter != null) {
          removed.add(change(live.file(), deleter, false, "removed by"));
        } else if (adder != null) {
          removed.add(change(live.file(), adder, true, "FROM's side added it in"));
        } else if (toComplete && cut) {
          removed.add(expired(live, false, table, toCut != null ? toCut : fromCut, toCut, fromCut));
        } else if (toComplete) {
          removed.add(unexplained(live, "live in FROM; " + unexplained(unreadCommits.isEmpty())));
        } else {
          unknown.add(new UnknownChange(live.file(), true));
        }
      }
    }

    return new SnapshotDiff(
        from,
        to,
        ancestor,
        fromCut,
        toCut,
        toSide,
        fromSide,
        added,
        removed,
        unknown,
        byContent(added, removed),
        byPartition(added, removed),
        mismatches,
        onePerSnapshot(notChecked),
        unreadCommits,
        fromFiles.problems(),
        toFiles.problems(),
        problems.stream().distinct().toList());
  }

  private static String unexplained(boolean commitsRead) {
    return commitsRead
        ? "no commit still in the metadata explains it"
        : "the commits that might explain it could not all be read";
  }

  /** Reads one commit's own manifests; false when they could not all be read. */
  private static boolean readCommit(
      IcebergTable table,
      Snapshot snapshot,
      Map<String, Snapshot> deleted,
      List<Problem> problems,
      List<SummaryMismatch> mismatches,
      List<SummaryNotChecked> notChecked) {
    CommitFiles commit = CommitFiles.of(table, snapshot);
    problems.addAll(commit.problems());
    commit.deleted().forEach(entry -> deleted.put(LiveFile.keyOf(entry), snapshot));
    if (commit.problems().isEmpty()) {
      mismatches.addAll(SummaryChecks.commit(commit));
      return true;
    }
    notChecked.add(new SummaryNotChecked(snapshot.snapshotId(), unread(commit.problems())));
    return false;
  }

  private static void checkTotals(
      LiveFiles live, List<SummaryMismatch> mismatches, List<SummaryNotChecked> notChecked) {
    if (live.problems().isEmpty()) {
      mismatches.addAll(SummaryChecks.totals(live));
    } else {
      notChecked.add(new SummaryNotChecked(live.snapshot().snapshotId(), unread(live.problems())));
    }
  }

  /** A snapshot whose commit counts and totals both went unchecked is named once. */
  private static List<SummaryNotChecked> onePerSnapshot(List<SummaryNotChecked> notChecked) {
    Map<Long, SummaryNotChecked> bySnapshot = new LinkedHashMap<>();
    notChecked.forEach(skipped -> bySnapshot.putIfAbsent(skipped.snapshotId(), skipped));
    return List.copyOf(bySnapshot.values());
  }

  private static String unread(List<Problem> problems) {
    return problems.size() == 1
        ? "its metadata could not all be read: " + problems.get(0)
        : "its metadata could not all be read (" + problems.size() + " problems)";
  }

  private static FileChange change(
      ContentFile file, Snapshot snapshot, boolean onFromSide, String verb) {
    return new FileChange(
        file,
        snapshot.snapshotId(),
        snapshot.operation(),
        snapshot.timestampMillis(),
        onFromSide,
        null,
        verb + " " + snapshot.snapshotId() + " (" + snapshot.operation() + ")");
  }

  private static FileChange unexplained(LiveFile live, String explanation) {
    return new FileChange(
        live.file(), live.entry().snapshotId(), null, null, false, null, explanation);
  }

  /**
   * A file the read commits do not explain while a lineage is cut: the commit that added or removed
   * it is taken to have expired, not to be missing from intact metadata.
   *
   * @param cut the cut most likely to hold that commit (TO's, where the diff's commits usually are)
   */
  private static FileChange expired(
      LiveFile live,
      boolean added,
      IcebergTable table,
      Lineage.Cut cut,
      Lineage.Cut toCut,
      Lineage.Cut fromCut) {
    Long adder = live.entry().snapshotId();
    String commit =
        added && adder != null && table.snapshot(adder).isEmpty()
            ? "added by snapshot " + adder + ", which has expired"
            : (added ? "added" : "removed") + " by a commit that has expired";
    List<String> cuts = new ArrayList<>();
    if (toCut != null) {
      cuts.add(toCut.text("TO"));
    }
    if (fromCut != null) {
      cuts.add(fromCut.text("FROM"));
    }
    return new FileChange(
        live.file(),
        adder,
        null,
        null,
        false,
        cut.missingParentId(),
        commit + "; " + String.join("; ", cuts));
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

  private static Map<ContentKind, ChangeTotals> byContent(
      List<FileChange> added, List<FileChange> removed) {
    Map<ContentKind, ChangeTotals> totals = new EnumMap<>(ContentKind.class);
    added.forEach(
        change ->
            totals.merge(
                change.file().kind(),
                ChangeTotals.ZERO.withFile(change, true),
                ChangeTotals::plus));
    removed.forEach(
        change ->
            totals.merge(
                change.file().kind(),
                ChangeTotals.ZERO.withFile(change, false),
                ChangeTotals::plus));
    return totals;
  }

  private static Map<String, ChangeTotals> byPartition(
      List<FileChange> added, List<FileChange> removed) {
    Map<String, ChangeTotals> totals = new TreeMap<>();
    added.forEach(
        change ->
            totals.merge(
                partitionOf(change), ChangeTotals.ZERO.withFile(change, true), ChangeTotals::plus));
    removed.forEach(
        change ->
            totals.merge(
                partitionOf(change),
                ChangeTotals.ZERO.withFile(change, false),
                ChangeTotals::plus));
    return new LinkedHashMap<>(totals);
  }

  private static String partitionOf(FileChange change) {
    String partition = change.file().partitionText();
    return partition.isEmpty() ? "(unpartitioned)" : partition;
  }
}
