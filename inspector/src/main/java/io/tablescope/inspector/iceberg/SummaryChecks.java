package io.tablescope.inspector.iceberg;

import io.tablescope.format.ContentKind;
import io.tablescope.format.iceberg.manifest.FileContent;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.table.SummaryMismatch;
import io.tablescope.inspector.table.TableFile;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.function.ToLongFunction;

/**
 * Checks snapshot summaries against the manifests. Engines write the summary from their own
 * bookkeeping; when it disagrees with the manifests, something wrote wrong metadata.
 */
public final class SummaryChecks {
  private SummaryChecks() {}

  /** A commit's added and deleted counts against the entries it wrote. */
  static List<SummaryMismatch> commit(CommitFiles commit) {
    Map<String, Long> counted = new LinkedHashMap<>();
    counted.put("added-data-files", count(commit.added(), SummaryChecks::isData));
    counted.put("deleted-data-files", count(commit.deleted(), SummaryChecks::isData));
    counted.put("added-delete-files", count(commit.added(), SummaryChecks::isDelete));
    counted.put("removed-delete-files", count(commit.deleted(), SummaryChecks::isDelete));
    counted.put("added-records", sum(commit.added(), SummaryChecks::isData));
    counted.put("deleted-records", sum(commit.deleted(), SummaryChecks::isData));
    return against(commit.snapshot(), counted);
  }

  /** A snapshot's totals against its live files. */
  static List<SummaryMismatch> totals(Snapshot snapshot, Collection<TableFile> live) {
    Map<String, Long> counted = new LinkedHashMap<>();
    counted.put("total-data-files", live.stream().filter(SummaryChecks::isData).count());
    counted.put("total-delete-files", live.stream().filter(file -> file.kind().isDelete()).count());
    counted.put(
        "total-records",
        live.stream().filter(SummaryChecks::isData).mapToLong(TableFile::records).sum());
    return against(snapshot, counted);
  }

  /**
   * A snapshot's summary against values counted from its manifests, by summary key (such as {@code
   * added-data-files} or {@code total-records}); a key the summary lacks is not checked.
   */
  public static List<SummaryMismatch> against(Snapshot snapshot, Map<String, Long> counted) {
    List<SummaryMismatch> mismatches = new ArrayList<>();
    counted.forEach(
        (key, value) -> {
          Optional<String> stated = snapshot.summaryValue(key);
          if (stated.isPresent() && !stated.get().equals(String.valueOf(value))) {
            mismatches.add(new SummaryMismatch(snapshot.snapshotId(), key, stated.get(), value));
          }
        });
    return mismatches;
  }

  private static boolean isData(ManifestEntry entry) {
    return entry.file().content() == FileContent.DATA;
  }

  private static boolean isData(TableFile file) {
    return file.kind() == ContentKind.DATA;
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
}
