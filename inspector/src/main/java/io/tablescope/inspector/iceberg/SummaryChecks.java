package io.tablescope.inspector.iceberg;

import io.tablescope.format.iceberg.manifest.FileContent;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.table.SummaryMismatch;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.function.ToLongFunction;

/**
 * Checks snapshot summaries against the manifests. Engines write the summary from their own
 * bookkeeping; when it disagrees with the manifests, something wrote wrong metadata.
 */
final class SummaryChecks {
  private SummaryChecks() {}

  /** A commit's added and deleted counts against the entries it wrote. */
  static List<SummaryMismatch> commit(CommitFiles commit) {
    List<SummaryMismatch> mismatches = new ArrayList<>();
    Snapshot snapshot = commit.snapshot();
    check(mismatches, snapshot, "added-data-files", count(commit.added(), SummaryChecks::isData));
    check(
        mismatches, snapshot, "deleted-data-files", count(commit.deleted(), SummaryChecks::isData));
    check(
        mismatches, snapshot, "added-delete-files", count(commit.added(), SummaryChecks::isDelete));
    check(
        mismatches,
        snapshot,
        "removed-delete-files",
        count(commit.deleted(), SummaryChecks::isDelete));
    check(mismatches, snapshot, "added-records", sum(commit.added(), SummaryChecks::isData));
    check(mismatches, snapshot, "deleted-records", sum(commit.deleted(), SummaryChecks::isData));
    return mismatches;
  }

  /** A snapshot's totals against its live files. */
  static List<SummaryMismatch> totals(LiveFiles live) {
    List<SummaryMismatch> mismatches = new ArrayList<>();
    List<ManifestEntry> entries = live.files().values().stream().map(LiveFile::entry).toList();
    Snapshot snapshot = live.snapshot();
    check(mismatches, snapshot, "total-data-files", count(entries, SummaryChecks::isData));
    check(mismatches, snapshot, "total-delete-files", count(entries, SummaryChecks::isDelete));
    check(mismatches, snapshot, "total-records", sum(entries, SummaryChecks::isData));
    return mismatches;
  }

  private static boolean isData(ManifestEntry entry) {
    return entry.file().content() == FileContent.DATA;
  }

  private static boolean isDelete(ManifestEntry entry) {
    return entry.file().content().isDelete();
  }

  private static long count(List<ManifestEntry> entries, Predicate<ManifestEntry> which) {
    return entries.stream().filter(which).count();
  }

  private static long sum(List<ManifestEntry> entries, Predicate<ManifestEntry> which) {
    ToLongFunction<ManifestEntry> records = entry -> entry.file().recordCount();
    return entries.stream().filter(which).mapToLong(records).sum();
  }

  private static void check(
      List<SummaryMismatch> mismatches, Snapshot snapshot, String key, long counted) {
    Optional<String> stated = snapshot.summaryValue(key);
    if (stated.isPresent() && !stated.get().equals(String.valueOf(counted))) {
      mismatches.add(new SummaryMismatch(snapshot.snapshotId(), key, stated.get(), counted));
    }
  }
}
