package io.tablescope.inspector.iceberg.replay;

import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.EntryStatus;
import io.tablescope.format.iceberg.manifest.FileContent;
import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.LiveFile;
import io.tablescope.inspector.iceberg.LiveFiles;
import io.tablescope.inspector.iceberg.ManifestStats;
import io.tablescope.inspector.iceberg.replay.ConcurrentHistory.Window;
import io.tablescope.inspector.iceberg.replay.ConcurrentHistory.Written;
import io.tablescope.inspector.iceberg.replay.ReplayResult.Cause;
import io.tablescope.inspector.iceberg.replay.ReplayResult.CheckResult;
import io.tablescope.inspector.iceberg.replay.ReplayResult.Failure;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * One evaluation of a proposal against one branch head: what the checks share (the table, the
 * proposal, the concurrent history) and what they found, each check recorded as passed or failed in
 * the order it ran.
 */
final class ValidationRun {
  private final IcebergTable table;
  private final Proposal proposal;
  private final Snapshot parent;
  private final ConcurrentHistory history;
  private final FileFilter fileFilter;
  private final RowFilter rowFilter;
  private final long startSequenceNumber;
  private final List<Failure> failures = new ArrayList<>();
  private final List<CheckResult> checks = new ArrayList<>();
  private boolean historyReported;
  private boolean bindingReported;

  ValidationRun(IcebergTable table, Proposal proposal, Snapshot parent) {
    this.table = table;
    this.proposal = proposal;
    this.parent = parent;
    this.history = new ConcurrentHistory(table, parent, proposal.baseSnapshotId());
    this.fileFilter = new FileFilter(table.metadata());
    this.rowFilter = new RowFilter(table.metadata(), fileFilter);
    Long start = proposal.baseSnapshotId();
    this.startSequenceNumber =
        start == null ? 0 : table.snapshot(start).map(Snapshot::sequenceNumber).orElse(0L);
  }

  /** Runs the checks of the proposal's operation. */
  ValidationRun run() {
    CheckPlan.run(this);
    return this;
  }

  List<Failure> failures() {
    return failures;
  }

  List<CheckResult> checks() {
    return checks;
  }

  IcebergTable table() {
    return table;
  }

  Proposal proposal() {
    return proposal;
  }

  /** The branch head the operation commits onto, or null when the branch has no snapshot. */
  Snapshot parent() {
    return parent;
  }

  /** The snapshot the operation read, or null for the whole history. */
  Long start() {
    return proposal.baseSnapshotId();
  }

  long startSequenceNumber() {
    return startSequenceNumber;
  }

  FileFilter fileFilter() {
    return fileFilter;
  }

  RowFilter rowFilter() {
    return rowFilter;
  }

  ConcurrentHistory history() {
    return history;
  }

  /** A manifest with its entries' column statistics, through the table's manifest cache. */
  Manifest read(ManifestFile manifest) {
    return table.manifest(manifest);
  }

  /**
   * The concurrent snapshots of some operations and their manifests, or null when the history
   * between the start and the head cannot be determined; that failure is recorded once, on the
   * first check that asks.
   */
  Window window(Check check, Set<String> operations, boolean deleteManifests) {
    Snapshot last = history.lastKnownAncestor();
    if (last == null) {
      return history.window(operations, deleteManifests);
    }
    if (!historyReported) {
      historyReported = true;
      Long start = start();
      fail(
          check,
          IcebergException.VALIDATION_EXCEPTION,
          Messages.cannotDetermineHistory(start, last.snapshotId()),
          List.of(cause(last, List.of())),
          List.of(),
          start == null
              ? "Without validateFromSnapshot the whole history is checked, but the history ends at "
                  + last.snapshotId()
                  + " (older snapshots were expired). Set the snapshot the operation read."
              : "Snapshot "
                  + start
                  + " is not an ancestor of the branch head: the walk back from "
                  + parent.snapshotId()
                  + " reached "
                  + last.snapshotId()
                  + " without meeting it.");
    }
    return null;
  }

  /**
   * {@link #window(Check, Set, boolean)} for a check that evaluates a scope's filter against the
   * window's manifests: null also when the filter cannot be bound and there is a manifest to bind
   * it for. Iceberg binds the filter when it evaluates the first manifest, so a window without
   * manifests passes; the failure is recorded once, on the first check that binds.
   */
  Window window(Check check, Set<String> operations, boolean deleteManifests, ConflictScope scope) {
    Window window = window(check, operations, deleteManifests);
    if (window == null || scope.bindingFailure() == null || window.manifests().isEmpty()) {
      return window;
    }
    Snapshot oldest =
        history
            .oldestFirst(
                window.manifests().stream().map(ConcurrentHistory.OwnedManifest::snapshot).toList())
            .get(0);
    failToBind(check, scope.filter(), List.of(cause(oldest, List.of())));
    return null;
  }

  /**
   * Records, once, that a filter cannot be bound as Iceberg binds it: case-sensitively.
   *
   * @param causes the commits that gave Iceberg a file to bind the filter for, oldest first
   */
  void failToBind(Check check, ConflictFilter filter, List<Cause> causes) {
    if (bindingReported) {
      return;
    }
    bindingReported = true;
    fail(
        check,
        IcebergException.VALIDATION_EXCEPTION,
        filter.bindingFailure(),
        causes,
        List.of(),
        "The filter "
            + filter.text()
            + " names a column in another case than the table's. Iceberg binds column names"
            + " case-sensitively unless the operation sets caseSensitive(false)"
            + " (\"case-sensitive\": false in the operation file).");
  }

  /**
   * The entries of a status, in the concurrent snapshots of some operations, whose files are in
   * scope; null when there are none (the check is recorded as passed) or when the history cannot be
   * determined.
   */
  Found find(Check check, Set<String> operations, EntryStatus status, ConflictScope scope) {
    Window window = window(check, operations, false, scope);
    if (window == null) {
      return null;
    }
    Written written =
        history.entries(window, status, scope.stats(), file -> scope.matches(file, fileFilter));
    if (written.isEmpty()) {
      pass(check, status + " data files in " + history.describe(window) + ", " + scope.describe());
      return null;
    }
    List<Cause> causes = causes(written.pathsBySnapshot());
    Map.Entry<Snapshot, ManifestEntry> first = written.firstWrittenBy(causes.get(0).snapshotId());
    return new Found(written.paths(), causes, first.getValue(), first.getKey());
  }

  /**
   * What a check found: the paths, the commits that wrote them (oldest first), and the first entry
   * of the oldest commit with that commit.
   */
  record Found(List<String> paths, List<Cause> causes, ManifestEntry first, Snapshot firstBy) {}

  /**
   * The branch head's live files that pass a test, data files before delete files: Iceberg filters
   * the data manifests first when it applies the operation.
   */
  List<LiveFile> headFiles(ManifestStats stats, Predicate<ContentFile> test) {
    if (parent == null) {
      return List.of();
    }
    List<LiveFile> files =
        new ArrayList<>(
            LiveFiles.matching(table, parent, stats, entry -> test.test(entry.file())).values());
    files.sort(Comparator.comparing(live -> live.file().content() != FileContent.DATA));
    return files;
  }

  /** The concurrent commits that added some of the branch head's files, oldest first. */
  List<Cause> addersOf(List<LiveFile> files) {
    Map<Snapshot, List<String>> byAdder = new LinkedHashMap<>();
    for (LiveFile live : files) {
      Snapshot adder = history.concurrent(live.entry().snapshotId());
      if (adder != null) {
        byAdder.computeIfAbsent(adder, ignored -> new ArrayList<>()).add(live.path());
      }
    }
    return causes(byAdder);
  }

  void pass(Check check, String examined) {
    checks.add(new CheckResult(check, true, examined));
  }

  void fail(
      Check check,
      IcebergException exception,
      String message,
      List<Cause> causes,
      List<String> files,
      String explanation) {
    checks.add(new CheckResult(check, false, message));
    failures.add(new Failure(check, exception, message, causes, files, explanation));
  }

  /**
   * The commits that found files, oldest first, each with its files in the order they were found.
   */
  List<Cause> causes(Map<Snapshot, ? extends List<String>> filesBySnapshot) {
    List<Cause> causes = new ArrayList<>();
    for (Snapshot snapshot : history.oldestFirst(filesBySnapshot.keySet())) {
      causes.add(cause(snapshot, List.copyOf(new LinkedHashSet<>(filesBySnapshot.get(snapshot)))));
    }
    return causes;
  }

  static Cause cause(Snapshot snapshot, List<String> files) {
    return new Cause(
        snapshot.snapshotId(),
        snapshot.operation(),
        snapshot.timestampMillis(),
        writer(snapshot),
        files);
  }

  /** "Snapshot 12 (append)", as explanations name a commit. */
  static String named(Snapshot snapshot) {
    return "Snapshot " + snapshot.snapshotId() + " (" + snapshot.operation() + ")";
  }

  private static String writer(Snapshot snapshot) {
    if (snapshot.summary().containsKey("spark.app.id")) {
      return "Spark application " + snapshot.summary().get("spark.app.id");
    }
    if (snapshot.summary().containsKey("flink.job-id")) {
      return "Flink job " + snapshot.summary().get("flink.job-id");
    }
    return null;
  }
}
