package io.tablescope.inspector.iceberg.replay;

import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.metadata.Schema;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.LiveFile;
import io.tablescope.inspector.iceberg.replay.ProvenFix.Kind;
import io.tablescope.inspector.iceberg.replay.ReplayResult.Failure;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What would have made a failing operation commit: a narrower conflict filter, a rebase onto the
 * branch head, or snapshot isolation. Each candidate is sound by construction (it still covers the
 * operation's own files, or finds them all live, or drops only the check serializable isolation
 * adds) and is offered only if replaying it against the same branch head passes; why a candidate
 * was not offered is said too.
 *
 * @param fixes the fixes whose replay passed
 * @param withheld why the other candidates were not offered
 */
record ProvenFixes(List<ProvenFix> fixes, List<String> withheld) {
  ProvenFixes {
    fixes = List.copyOf(fixes);
    withheld = List.copyOf(withheld);
  }

  static ProvenFixes none() {
    return new ProvenFixes(List.of(), List.of());
  }

  /** The fixes of a proposal that failed against {@code parent}. */
  static ProvenFixes find(
      IcebergTable table, Proposal proposal, Snapshot parent, List<Failure> failures) {
    Finder finder = new Finder(table, proposal, parent);
    finder.narrowerConflictFilter();
    finder.rebase();
    finder.snapshotIsolation(failures);
    return new ProvenFixes(finder.fixes, finder.withheld);
  }

  private static final class Finder {
    private final IcebergTable table;
    private final Proposal proposal;
    private final Snapshot parent;
    private final List<ProvenFix> fixes = new ArrayList<>();
    private final List<String> withheld = new ArrayList<>();

    Finder(IcebergTable table, Proposal proposal, Snapshot parent) {
      this.table = table;
      this.proposal = proposal;
      this.parent = parent;
    }

    /**
     * The conflict filter and-ed with the partitions of the operation's own files. Only
     * OverwriteFiles and RowDelta take a conflict filter; an overwrite by row filter already scopes
     * its checks by that filter.
     */
    void narrowerConflictFilter() {
      OperationType type = proposal.operation();
      ConflictFilter original = proposal.conflictFilter();
      if ((type != OperationType.OVERWRITE && type != OperationType.ROW_DELTA)
          || proposal.rowFilter() != null
          || (original != null && original.bindingFailure() != null)) {
        return;
      }
      Optional<String> partitions =
          NarrowedConflictFilter.partitionsOf(table.metadata(), proposal.ownFiles());
      Schema schema = table.metadata().currentSchema().orElse(null);
      if (partitions.isEmpty() || schema == null) {
        withheld.add(
            "No narrower conflict filter: the operation's files share no partition column"
                + " (identity, truncate or time) to limit it to.");
        return;
      }
      String text =
          original == null || original.isAlwaysTrue()
              ? partitions.get()
              : "(" + original.text() + ") and " + partitions.get();
      ConflictFilter narrowed = new FilterParser(schema, false, "conflict-filter").filter(text);
      FileFilter fileFilter = new FileFilter(table.metadata());
      for (ContentFile own : proposal.ownFiles()) {
        if (!fileFilter.mightMatch(own, narrowed)) {
          withheld.add(
              "No narrower conflict filter: "
                  + text
                  + " would leave out "
                  + own.path()
                  + ", a file of the operation itself.");
          return;
        }
      }
      verify(
          Kind.NARROWER_CONFLICT_FILTER,
          proposal.withConflictFilter(narrowed),
          "\"conflict-filter\": \"" + text + "\"",
          "Limit the conflict filter to the partitions the operation's own files are in: the"
              + " checks then look for concurrent files only there. Sound only if the operation"
              + " read nothing outside "
              + partitions.get()
              + ": a filter narrower than what it read hides a conflict instead of avoiding"
              + " one.");
    }

    /**
     * Reading the branch head instead: its checks then see no concurrent commit. Sound only when
     * every file the operation removes or references is still live in the head; otherwise the
     * operation must be planned again, not rebased.
     */
    void rebase() {
      if (parent == null || Objects.equals(proposal.baseSnapshotId(), parent.snapshotId())) {
        return;
      }
      Set<String> needed = new LinkedHashSet<>();
      proposal.removedDataFiles().forEach(file -> needed.add(LiveFile.keyOf(file)));
      proposal.removedDeleteFiles().forEach(file -> needed.add(LiveFile.keyOf(file)));
      needed.addAll(proposal.referencedDataFiles());
      Set<String> live = Replayer.liveAmong(table, parent, needed);
      List<String> gone = needed.stream().filter(key -> !live.contains(key)).toList();
      long head = parent.snapshotId();
      if (!gone.isEmpty()) {
        withheld.add(
            "No rebase onto snapshot "
                + head
                + ": the operation removes or references "
                + String.join(", ", gone)
                + ", no longer live there. Re-read at "
                + head
                + " it would not find "
                + (gone.size() == 1 ? "it" : "them")
                + ", so it must be planned again.");
        return;
      }
      verify(
          Kind.REBASE,
          proposal.withBase(head),
          "\"base-snapshot-id\": " + head,
          "Re-read the table at snapshot "
              + head
              + ", the head of "
              + proposal.branch()
              + ", and run the operation again there (validateFromSnapshot("
              + head
              + ")): the checks then see only commits after it. Every file it removes or"
              + " references is still live there. Verified with the same files; a run that reads "
              + head
              + " may write other ones, which must be replayed again.");
    }

    /**
     * Snapshot isolation where every failure is the one check serializable isolation adds: {@code
     * validateAddedDataFiles} finding concurrently appended files. The operation keeps its other
     * validations and gains those of Spark's snapshot level.
     */
    void snapshotIsolation(List<Failure> failures) {
      Validation serializableOnly =
          switch (proposal.operation()) {
            case OVERWRITE, REPLACE_PARTITIONS -> Validation.NO_CONFLICTING_DATA;
            case ROW_DELTA -> Validation.NO_CONFLICTING_DATA_FILES;
            default -> null;
          };
      if (serializableOnly == null || !proposal.has(serializableOnly)) {
        return;
      }
      Failure other =
          failures.stream()
              .filter(
                  failure -> failure.check() != Check.ADDED_DATA_FILES || failure.files().isEmpty())
              .findFirst()
              .orElse(null);
      if (other != null) {
        withheld.add(
            "Snapshot isolation would not help: "
                + other.check().displayName()
                + " fails under it too.");
        return;
      }
      // Spark's snapshot level, with whatever else the operation turned on.
      boolean addsRows = !proposal.addedDataFiles().isEmpty();
      Set<Validation> snapshotLevel =
          Validation.sparkPreset(proposal.operation(), "snapshot", addsRows);
      Set<Validation> kept = EnumSet.noneOf(Validation.class);
      kept.addAll(proposal.validations());
      kept.addAll(snapshotLevel);
      kept.remove(serializableOnly);
      String change =
          kept.equals(snapshotLevel)
              ? "\"isolation\": \"snapshot\""
              : kept.stream()
                  .map(validation -> "\"" + validation.methodName() + "\"")
                  .sorted()
                  .collect(Collectors.joining(", ", "\"validations\": [", "]"));
      verify(
          Kind.SNAPSHOT_ISOLATION,
          proposal.withValidations(kept),
          change,
          "Snapshot isolation does not run "
              + serializableOnly.methodName()
              + ", the only check that fails. What you give up: the operation did not see the"
              + " rows appended since it read the table, and they stay as written (an UPDATE or"
              + " DELETE by condition does not touch them, a MERGE does not match them), so the"
              + " result is serializable only if those rows could not have changed what it"
              + " wrote.");
    }

    private void verify(Kind kind, Proposal changed, String change, String description) {
      ValidationRun run = new ValidationRun(table, changed, parent).run();
      if (run.failures().isEmpty()) {
        fixes.add(new ProvenFix(kind, change, description, changed, run.checks()));
        return;
      }
      Failure first = run.failures().get(0);
      String name = kind.displayName();
      withheld.add(
          Character.toUpperCase(name.charAt(0))
              + name.substring(1)
              + " ("
              + change
              + "): its replay still fails "
              + first.check().displayName()
              + ": "
              + first.message());
    }
  }
}
