package io.tablescope.inspector.diff;

import io.tablescope.format.ContentKind;
import io.tablescope.format.Problem;
import io.tablescope.inspector.history.CommitLineage;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.CommitChanges;
import io.tablescope.inspector.table.SummaryMismatch;
import io.tablescope.inspector.table.Table;
import io.tablescope.inspector.table.TableFile;
import io.tablescope.inspector.table.TableFiles;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Computes the {@link CommitDiff} of two commits of any table, on one branch or across branches
 * through their common ancestor.
 */
public final class Diffs {
  private Diffs() {}

  public static CommitDiff diff(Table table, Commit from, Commit to) {
    CommitLineage lineage = new CommitLineage(table);
    Commit ancestor = lineage.commonAncestor(from, to).orElse(null);
    Long ancestorId = ancestor == null ? null : ancestor.id();
    // Lineages that do not meet may be cut by an expired commit; a side whose lineage is intact
    // may then lie, wholly or partly, in the other side's expired history, so its commits explain
    // nothing and are not listed as that side's.
    CommitLineage.Cut toCut = ancestor == null ? lineage.cut(to).orElse(null) : null;
    CommitLineage.Cut fromCut = ancestor == null ? lineage.cut(from).orElse(null) : null;
    boolean cut = toCut != null || fromCut != null;
    List<Commit> toSide =
        cut && toCut == null ? List.of() : oldestFirst(lineage.between(to, ancestorId));
    List<Commit> fromSide =
        cut && fromCut == null ? List.of() : oldestFirst(lineage.between(from, ancestorId));

    TableFiles fromFiles = table.liveFiles(from);
    TableFiles toFiles = table.liveFiles(to);
    List<Problem> problems = new ArrayList<>(fromFiles.problems());
    problems.addAll(toFiles.problems());

    List<TableFiles> sides = List.of(toFiles, fromFiles);
    Map<List<Object>, Explanation> explanations = new HashMap<>();
    Map<Long, Commit> toSideById = byId(toSide);
    Map<Long, Commit> fromSideById = byId(fromSide);
    Map<String, Commit> addedOnToSide = new HashMap<>();
    Map<String, Commit> addedOnFromSide = new HashMap<>();
    Map<String, Commit> deletedOnToSide = new HashMap<>();
    Map<String, Commit> deletedOnFromSide = new HashMap<>();
    List<SummaryMismatch> mismatches = new ArrayList<>();
    List<SummaryNotChecked> notChecked = new ArrayList<>();
    List<Long> unreadCommits = new ArrayList<>();
    for (Commit commit : toSide) {
      if (!readCommit(
          table, commit, sides, addedOnToSide, deletedOnToSide, problems, mismatches, notChecked)) {
        unreadCommits.add(commit.id());
      }
    }
    for (Commit commit : fromSide) {
      if (!readCommit(
          table,
          commit,
          sides,
          addedOnFromSide,
          deletedOnFromSide,
          problems,
          mismatches,
          notChecked)) {
        unreadCommits.add(commit.id());
      }
    }
    checkTotals(fromFiles, mismatches, notChecked);
    if (from.id() != to.id()) {
      checkTotals(toFiles, mismatches, notChecked);
    }

    // A file missing from a side that could not be read in full may be in what was not read: it is
    // added or removed only when a commit that was read proves it.
    boolean fromComplete = fromFiles.problems().isEmpty();
    boolean toComplete = toFiles.problems().isEmpty();
    List<FileChange> added = new ArrayList<>();
    List<UnknownChange> unknown = new ArrayList<>();
    for (TableFile live : toFiles.files().values()) {
      if (!fromFiles.files().containsKey(live.key())) {
        Commit adder = adder(live, toSideById, addedOnToSide);
        Commit deleter = deletedOnFromSide.get(live.key());
        if (adder != null) {
          added.add(change(live, adder, false, "added by", explanations));
        } else if (deleter != null) {
          added.add(change(live, deleter, true, "FROM's side removed it in", explanations));
        } else if (fromComplete && cut) {
          added.add(expired(live, true, table, toCut != null ? toCut : fromCut, toCut, fromCut));
        } else if (fromComplete) {
          added.add(unexplained(live, "live in TO; " + unexplained(unreadCommits.isEmpty())));
        } else {
          unknown.add(new UnknownChange(live, false));
        }
      }
    }
    List<FileChange> removed = new ArrayList<>();
    for (TableFile live : fromFiles.files().values()) {
      if (!toFiles.files().containsKey(live.key())) {
        Commit deleter = deletedOnToSide.get(live.key());
        Commit adder = adder(live, fromSideById, addedOnFromSide);
        if (deleter != null) {
          removed.add(change(live, deleter, false, "removed by", explanations));
        } else if (adder != null) {
          removed.add(change(live, adder, true, "FROM's side added it in", explanations));
        } else if (toComplete && cut) {
          removed.add(expired(live, false, table, toCut != null ? toCut : fromCut, toCut, fromCut));
        } else if (toComplete) {
          removed.add(unexplained(live, "live in FROM; " + unexplained(unreadCommits.isEmpty())));
        } else {
          unknown.add(new UnknownChange(live, true));
        }
      }
    }

    return new CommitDiff(
        table.format(),
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
        onePerCommit(notChecked),
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

  /**
   * The commit on a side that added a file: the one its entry names (Iceberg records it), else the
   * newest whose own actions added it (Delta does not).
   */
  private static Commit adder(
      TableFile live, Map<Long, Commit> sideById, Map<String, Commit> addedOnSide) {
    Commit named = live.addedBy() == null ? null : sideById.get(live.addedBy());
    return named != null ? named : addedOnSide.get(live.key());
  }

  /** Reads what one commit itself changed; false when it could not all be read. */
  private static boolean readCommit(
      Table table,
      Commit commit,
      List<TableFiles> sides,
      Map<String, Commit> added,
      Map<String, Commit> deleted,
      List<Problem> problems,
      List<SummaryMismatch> mismatches,
      List<SummaryNotChecked> notChecked) {
    CommitChanges changes = table.changes(commit);
    problems.addAll(changes.problems());
    changes.added().forEach(file -> remember(file.key(), commit, added, sides));
    changes.removed().forEach(file -> remember(file.key(), commit, deleted, sides));
    if (changes.complete()) {
      mismatches.addAll(changes.summaryMismatches());
      return true;
    }
    notChecked.add(new SummaryNotChecked(commit.id(), unread(changes.problems())));
    return false;
  }

  /**
   * Remembers the commit that changed a file only when the file is live on a side, the only files a
   * diff asks about, and under that side's own key: the commits of a long history name many files
   * the diff never looks up.
   */
  private static void remember(
      String key, Commit commit, Map<String, Commit> byKey, List<TableFiles> sides) {
    for (TableFiles side : sides) {
      TableFile live = side.files().get(key);
      if (live != null) {
        byKey.put(live.key(), commit);
        return;
      }
    }
  }

  private static void checkTotals(
      TableFiles live, List<SummaryMismatch> mismatches, List<SummaryNotChecked> notChecked) {
    if (live.complete()) {
      mismatches.addAll(live.summaryMismatches());
    } else {
      notChecked.add(new SummaryNotChecked(live.commit().id(), unread(live.problems())));
    }
  }

  /** A commit whose own counts and totals both went unchecked is named once. */
  private static List<SummaryNotChecked> onePerCommit(List<SummaryNotChecked> notChecked) {
    Map<Long, SummaryNotChecked> byCommit = new LinkedHashMap<>();
    notChecked.forEach(skipped -> byCommit.putIfAbsent(skipped.commitId(), skipped));
    return List.copyOf(byCommit.values());
  }

  private static String unread(List<Problem> problems) {
    return problems.size() == 1
        ? "its metadata could not all be read: " + problems.get(0)
        : "its metadata could not all be read (" + problems.size() + " problems)";
  }

  /** What a commit tells of each file it explains: made once per commit and verb, shared. */
  private record Explanation(Long commitId, String operation, Long timestampMillis, String text) {}

  private static FileChange change(
      TableFile file,
      Commit commit,
      boolean onFromSide,
      String verb,
      Map<List<Object>, Explanation> explanations) {
    Explanation explanation =
        explanations.computeIfAbsent(
            List.of(commit.id(), verb),
            key ->
                new Explanation(
                    commit.id(),
                    commit.operation(),
                    commit.timestampMillis(),
                    verb + " " + commit.id() + " (" + commit.operation() + ")"));
    return new FileChange(
        file,
        explanation.commitId(),
        explanation.operation(),
        explanation.timestampMillis(),
        onFromSide,
        null,
        explanation.text());
  }

  private static FileChange unexplained(TableFile live, String explanation) {
    return new FileChange(live, live.addedBy(), null, null, false, null, explanation);
  }

  /**
   * A file the read commits do not explain while a lineage is cut: the commit that added or removed
   * it is taken to have expired, not to be missing from intact metadata.
   *
   * @param cut the cut most likely to hold that commit (TO's, where the diff's commits usually are)
   */
  private static FileChange expired(
      TableFile live,
      boolean added,
      Table table,
      CommitLineage.Cut cut,
      CommitLineage.Cut toCut,
      CommitLineage.Cut fromCut) {
    Long adder = live.addedBy();
    String commit =
        added && adder != null && table.commit(adder).isEmpty()
            ? "added by " + table.format().commitNoun() + " " + adder + ", which has expired"
            : (added ? "added" : "removed") + " by a commit that has expired";
    List<String> cuts = new ArrayList<>();
    if (toCut != null) {
      cuts.add(toCut.text("TO"));
    }
    if (fromCut != null) {
      cuts.add(fromCut.text("FROM"));
    }
    return new FileChange(
        live,
        adder,
        null,
        null,
        false,
        cut.missingParentId(),
        commit + "; " + String.join("; ", cuts));
  }

  private static List<Commit> oldestFirst(List<Commit> newestFirst) {
    List<Commit> commits = new ArrayList<>(newestFirst);
    Collections.reverse(commits);
    return commits;
  }

  private static Map<Long, Commit> byId(List<Commit> commits) {
    Map<Long, Commit> byId = new HashMap<>();
    commits.forEach(commit -> byId.put(commit.id(), commit));
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
