package io.tablescope.inspector.iceberg.check;

import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.manifest.EntryStatus;
import io.tablescope.format.iceberg.manifest.FieldSummary;
import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.manifest.ManifestList;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.ManifestListChecks;
import io.tablescope.inspector.iceberg.ManifestStats;
import io.tablescope.inspector.iceberg.SummaryChecks;
import io.tablescope.inspector.table.SummaryMismatch;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CancellationException;

/**
 * The whole-table integrity check: every snapshot of an Iceberg table, with no cap, against its
 * manifest list and manifests, and the metadata file against itself (see {@link
 * MetadataIntegrity}). Each manifest is read once however many snapshots list it, and only a small
 * tally of it is kept, so tables of many snapshots sharing manifests stay fast and small. A file
 * that cannot be read is an {@code unreadable} finding, never an exception.
 */
public final class IntegrityCheck {
  /** How many snapshots' manifest lists, and then their new manifests, are read in parallel. */
  private static final int BATCH = 64;

  /** The checks whose findings are about a file, whichever snapshot lists it. */
  private static final Set<String> FILE_CHECKS =
      Set.of(
          "unreadable", "manifest", "manifest-list", "manifest-list-counts", "partition-summary");

  private final IcebergTable table;
  private final Map<String, Finding> findings = new LinkedHashMap<>();
  private final Map<TallyKey, ManifestTally> tallies = new HashMap<>();
  private long entries;
  private int listsRead;

  private IntegrityCheck(IcebergTable table) {
    this.table = table;
  }

  /**
   * Checks the table.
   *
   * @throws CancellationException when {@code progress} says the check was cancelled
   */
  public static IntegrityReport run(IcebergTable table, CheckProgress progress) {
    return new IntegrityCheck(table).check(progress);
  }

  private IntegrityReport check(CheckProgress progress) {
    MetadataIntegrity.findings(table.metadata()).forEach(this::add);
    List<Snapshot> snapshots = table.metadata().snapshots();
    progress.examined(0, snapshots.size());
    for (int start = 0; start < snapshots.size(); start += BATCH) {
      if (progress.isCancelled()) {
        throw new CancellationException("integrity check cancelled");
      }
      List<Snapshot> batch = snapshots.subList(start, Math.min(snapshots.size(), start + BATCH));
      List<ManifestList> lists = table.manifestLists(batch);
      tallyNewManifests(batch, lists);
      for (int i = 0; i < batch.size(); i++) {
        examine(batch.get(i), lists.get(i));
      }
      progress.examined(start + batch.size(), snapshots.size());
    }
    return new IntegrityReport(
        List.copyOf(findings.values()),
        snapshots.size(),
        tallies.size(),
        entries,
        !snapshots.isEmpty() && listsRead == 0);
  }

  /** Reads, in parallel, the manifests of the batch not read before, and keeps their tallies. */
  private void tallyNewManifests(List<Snapshot> batch, List<ManifestList> lists) {
    Map<TallyKey, ManifestFile> unread = new LinkedHashMap<>();
    Map<TallyKey, Long> firstListedBy = new HashMap<>();
    for (int i = 0; i < batch.size(); i++) {
      for (ManifestFile manifest : lists.get(i).manifests()) {
        TallyKey key = TallyKey.of(manifest);
        if (!tallies.containsKey(key) && unread.putIfAbsent(key, manifest) == null) {
          firstListedBy.put(key, batch.get(i).snapshotId());
        }
      }
    }
    List<ManifestFile> toRead = List.copyOf(unread.values());
    // Tallies count entries, states, sequence numbers and partitions: never statistics.
    List<Manifest> read = table.manifests(toRead, ManifestStats.NONE);
    for (int i = 0; i < read.size(); i++) {
      TallyKey key = TallyKey.of(toRead.get(i));
      ManifestTally tally = ManifestTally.of(read.get(i));
      tallies.put(key, tally);
      entries += tally.entries;
      for (Problem problem : tally.problems) {
        // A manifest that reads but breaks the spec (a negative count) is not unreadable.
        String check = problem.kind() == Problem.Kind.INVALID ? "manifest" : "unreadable";
        add(new Finding(check, firstListedBy.get(key), problem.path(), problem.message()));
      }
    }
  }

  private void examine(Snapshot snapshot, ManifestList list) {
    long id = snapshot.snapshotId();
    if (!list.problems().isEmpty()) {
      list.problems()
          .forEach(
              problem -> add(new Finding("unreadable", id, problem.path(), problem.message())));
      return;
    }
    listsRead++;
    for (Problem problem : ManifestListChecks.problems(list, table.metadata().formatVersion())) {
      add(new Finding("manifest-list", id, problem.path(), problem.message()));
    }
    Map<String, Long> counted = new LinkedHashMap<>();
    boolean complete = true;
    Set<String> seen = new HashSet<>();
    for (ManifestFile manifest : list.manifests()) {
      ManifestTally tally = tallies.get(TallyKey.of(manifest));
      if (!tally.problems.isEmpty()) {
        complete = false;
        continue;
      }
      listCounts(id, manifest, tally);
      partitionSummaries(id, manifest, tally);
      if (!seen.add(manifest.path())) {
        continue;
      }
      if (Long.valueOf(id).equals(manifest.addedSnapshotId())) {
        counted.merge("added-data-files", tally.addedDataFiles, Long::sum);
        counted.merge("deleted-data-files", tally.deletedDataFiles, Long::sum);
        counted.merge("added-delete-files", tally.addedDeleteFiles, Long::sum);
        counted.merge("removed-delete-files", tally.removedDeleteFiles, Long::sum);
        counted.merge("added-records", tally.addedRecords, Long::sum);
        counted.merge("deleted-records", tally.deletedRecords, Long::sum);
      }
      counted.merge("total-data-files", tally.liveDataFiles, Long::sum);
      counted.merge("total-delete-files", tally.liveDeleteFiles, Long::sum);
      counted.merge("total-records", tally.liveDataRecords, Long::sum);
    }
    if (complete) {
      for (String key :
          List.of(
              "added-data-files",
              "deleted-data-files",
              "added-delete-files",
              "removed-delete-files",
              "added-records",
              "deleted-records")) {
        counted.putIfAbsent(key, 0L);
      }
      for (SummaryMismatch mismatch : SummaryChecks.against(snapshot, counted)) {
        add(
            new Finding(
                "summary-vs-manifests",
                id,
                list.path(),
                "summary "
                    + mismatch.key()
                    + " is "
                    + mismatch.statedValue()
                    + "; the manifests hold "
                    + mismatch.countedValue()));
      }
    }
  }

  /** The manifest list's file and row counts against the manifest's entries. */
  private void listCounts(long id, ManifestFile manifest, ManifestTally tally) {
    listCount(id, manifest, "added_files_count", manifest.addedFilesCount(), tally, true);
    listCount(id, manifest, "existing_files_count", manifest.existingFilesCount(), tally, true);
    listCount(id, manifest, "deleted_files_count", manifest.deletedFilesCount(), tally, true);
    listCount(id, manifest, "added_rows_count", manifest.addedRowsCount(), tally, false);
    listCount(id, manifest, "existing_rows_count", manifest.existingRowsCount(), tally, false);
    listCount(id, manifest, "deleted_rows_count", manifest.deletedRowsCount(), tally, false);
  }

  private void listCount(
      long id,
      ManifestFile manifest,
      String field,
      Number stated,
      ManifestTally tally,
      boolean files) {
    if (stated == null) {
      return;
    }
    EntryStatus status =
        field.startsWith("added")
            ? EntryStatus.ADDED
            : field.startsWith("existing") ? EntryStatus.EXISTING : EntryStatus.DELETED;
    long counted = (files ? tally.files : tally.rows)[status.ordinal()];
    if (stated.longValue() != counted) {
      add(
          new Finding(
              "manifest-list-counts",
              id,
              manifest.path(),
              "the manifest list says "
                  + field
                  + " "
                  + stated
                  + "; the manifest's "
                  + status
                  + " entries hold "
                  + counted
                  + (files ? " files" : " rows")));
    }
  }

  /** The manifest list's partition field summaries against the manifest's partition values. */
  private void partitionSummaries(long id, ManifestFile manifest, ManifestTally tally) {
    List<FieldSummary> summaries = manifest.partitions();
    if (summaries == null) {
      return;
    }
    for (int i = 0; i < summaries.size() && i < tally.partitions.size(); i++) {
      FieldSummary written = summaries.get(i);
      ManifestTally.FieldTally counted = tally.partitions.get(i);
      List<String> wrong = new ArrayList<>();
      if (written.containsNull() != counted.containsNull) {
        wrong.add("contains_null " + written.containsNull() + ", found " + counted.containsNull);
      }
      if (written.containsNan() != null && written.containsNan() != counted.containsNan) {
        wrong.add("contains_nan " + written.containsNan() + ", found " + counted.containsNan);
      }
      if (!ManifestTally.sameBound(written.lowerBound(), counted.lower)) {
        wrong.add("lower_bound " + written.lowerBound() + ", found " + counted.lower);
      }
      if (!ManifestTally.sameBound(written.upperBound(), counted.upper)) {
        wrong.add("upper_bound " + written.upperBound() + ", found " + counted.upper);
      }
      if (!wrong.isEmpty()) {
        add(
            new Finding(
                "partition-summary",
                id,
                manifest.path(),
                "partition field "
                    + i
                    + ": the manifest list says "
                    + String.join("; ", wrong)
                    + " in the manifest's entries"));
      }
    }
  }

  /**
   * Keeps the first of identical findings about a file: a manifest or manifest list that many
   * snapshots share is one finding, at the first snapshot that lists it. What is wrong with a
   * snapshot itself is a finding for each snapshot.
   */
  private void add(Finding finding) {
    String key = finding.check() + "\n" + finding.path() + "\n" + finding.message();
    findings.putIfAbsent(
        FILE_CHECKS.contains(finding.check()) ? key : finding.snapshotId() + "\n" + key, finding);
  }

  /** What a manifest's entries inherit from the list entry that names it, besides its path. */
  private record TallyKey(
      String path, long sequenceNumber, Long addedSnapshotId, int specId, Long firstRowId) {
    static TallyKey of(ManifestFile manifest) {
      return new TallyKey(
          manifest.path(),
          manifest.sequenceNumber(),
          manifest.addedSnapshotId(),
          manifest.partitionSpecId(),
          manifest.firstRowId());
    }
  }
}
