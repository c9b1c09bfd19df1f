package io.tablescope.inspector.iceberg.scan;

import io.tablescope.format.ContentKind;
import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.FileContent;
import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestContent;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.manifest.ManifestList;
import io.tablescope.format.iceberg.manifest.Value;
import io.tablescope.format.iceberg.metadata.Schema;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.iceberg.ApplicableDeletes;
import io.tablescope.inspector.iceberg.ApplicableDeletes.AppliedDelete;
import io.tablescope.inspector.iceberg.DeleteCandidates;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.LiveFile;
import io.tablescope.inspector.iceberg.ManifestStats;
import io.tablescope.inspector.iceberg.replay.ConflictFilter;
import io.tablescope.inspector.iceberg.replay.FileFilter;
import io.tablescope.inspector.iceberg.replay.FilterParser;
import io.tablescope.inspector.iceberg.replay.ManifestSummaries;
import io.tablescope.inspector.table.AnalysisProgress;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Plans the read of one snapshot for a filter as iceberg-core's {@code DataTableScan.planFiles()}
 * does, keeping the reasons: manifests are kept or pruned by the manifest list's partition
 * summaries (and skipped when they list no added or existing file); the live entries of those read
 * are kept or pruned by the filter's inclusive projection onto their partition and by the inclusive
 * metrics test on their column bounds; delete manifests and delete entries go through the same
 * filter, and each data file kept gets the delete files that apply to it.
 *
 * <p>Manifests are read a few at a time. The live delete entries the filter keeps are held whole,
 * to be weighed against the data files; every data file kept becomes a small record.
 */
public final class ScanPlanner {
  /** How many pruned entries a plan lists; the rest are counted. */
  public static final int PRUNED_LISTED = 1_000;

  private final IcebergTable table;
  private final AnalysisProgress progress;

  public ScanPlanner(IcebergTable table, AnalysisProgress progress) {
    this.table = table;
    this.progress = progress;
  }

  /**
   * The plan of the snapshot's read for a filter in the operation file's syntax, bound to the
   * snapshot's schema.
   *
   * @throws IllegalArgumentException when the filter does not parse or names no column
   */
  public ScanPlan plan(Snapshot snapshot, String filterText, boolean caseSensitive) {
    Schema schema =
        snapshot.schemaId() == null
            ? table.metadata().currentSchema().orElseThrow()
            : table
                .metadata()
                .schema(snapshot.schemaId())
                .or(() -> table.metadata().currentSchema())
                .orElseThrow();
    String text = filterText == null || filterText.isBlank() ? "true" : filterText;
    ConflictFilter filter =
        new ConflictFilter(text, new FilterParser(schema, caseSensitive, "filter").parse(text));
    return new Planning(snapshot, schema, filter).plan(caseSensitive);
  }

  /** What a pass does with each live entry the filter keeps. */
  private interface KeptEntry {
    void accept(ManifestEntry entry, String manifest, String reason);
  }

  /** One plan's state: the manifests' verdicts, the deletes kept, the files found. */
  private final class Planning {
    private final Snapshot snapshot;
    private final Schema schema;
    private final ConflictFilter filter;
    private final ManifestSummaries summaries;
    private final FileFilter files;
    private final List<Problem> problems = new ArrayList<>();
    private final List<ManifestStep> steps = new ArrayList<>();
    private final Map<String, Integer> stepOf = new HashMap<>();
    private final List<PrunedFile> pruned = new ArrayList<>();
    private long prunedNotListed;
    private int manifestsToRead;
    private int manifestsDone;

    Planning(Snapshot snapshot, Schema schema, ConflictFilter filter) {
      this.snapshot = snapshot;
      this.schema = schema;
      this.filter = filter;
      this.summaries = new ManifestSummaries(table.metadata());
      this.files = new FileFilter(table.metadata());
    }

    ScanPlan plan(boolean caseSensitive) {
      ManifestList list = table.manifestList(snapshot);
      problems.addAll(list.problems());
      List<ManifestFile> dataManifests = new ArrayList<>();
      List<ManifestFile> deleteManifests = new ArrayList<>();
      for (ManifestFile manifest : list.manifests()) {
        ManifestStep step = decide(manifest);
        stepOf.put(manifest.path(), steps.size());
        steps.add(step);
        if (step.verdict() == ManifestStep.Verdict.READ) {
          (manifest.content() == ManifestContent.DELETES ? deleteManifests : dataManifests)
              .add(manifest);
        }
      }
      manifestsToRead = dataManifests.size() + deleteManifests.size();
      DeleteCandidates deletes = new DeleteCandidates(table.metadata());
      read(deleteManifests, (entry, manifest, reason) -> deletes.add(LiveFile.keyOf(entry), entry));
      ApplicableDeletes rules = new ApplicableDeletes(table);
      List<PlannedFile> planned = new ArrayList<>();
      Set<String> appliedKeys = new HashSet<>();
      List<PlannedDelete> applied = new ArrayList<>();
      read(
          dataManifests,
          (entry, manifest, reason) -> {
            List<PlannedDelete> its = deletesOf(entry, deletes, rules, appliedKeys, applied);
            planned.add(task(entry, manifest, reason, its));
          });
      return new ScanPlan(
          snapshot.snapshotId(),
          filter.toString(),
          caseSensitive,
          steps,
          planned,
          pruned,
          prunedNotListed,
          totals(planned, applied),
          problems);
    }

    private ManifestStep decide(ManifestFile manifest) {
      ManifestSummaries.Match match = summaries.match(manifest, filter);
      ManifestStep.Verdict verdict = ManifestStep.Verdict.READ;
      String reason = match.reason();
      if (!match.mightMatch()) {
        verdict = ManifestStep.Verdict.PRUNED;
      } else if (!holdsLiveFiles(manifest)) {
        verdict = ManifestStep.Verdict.NO_LIVE_FILES;
        reason = "it lists no added or existing file, only deleted ones";
      }
      return new ManifestStep(
          manifest.path(), manifest.content(), manifest.partitionSpecId(), verdict, reason, 0, 0);
    }

    /** Iceberg reads a manifest whose counts are unknown. */
    private static boolean holdsLiveFiles(ManifestFile manifest) {
      return manifest.addedFilesCount() == null
          || manifest.existingFilesCount() == null
          || manifest.addedFilesCount() > 0
          || manifest.existingFilesCount() > 0;
    }

    /** Reads manifests a few at a time and hands on each live entry the filter keeps. */
    private void read(List<ManifestFile> manifests, KeptEntry kept) {
      Iterator<Manifest> read = table.manifestsInOrder(manifests, ManifestStats.ALL);
      while (read.hasNext()) {
        progress.checkCancelled();
        Manifest manifest = read.next();
        problems.addAll(manifest.problems());
        int keptCount = 0;
        int prunedCount = 0;
        for (ManifestEntry entry : manifest.entries()) {
          if (!entry.status().isLive()) {
            continue;
          }
          if (files.mightMatch(entry.file(), filter)) {
            keptCount++;
            kept.accept(entry, manifest.file().path(), keptBy(entry.file()));
          } else {
            prunedCount++;
            prune(entry.file(), manifest.file().path());
          }
        }
        int index = stepOf.get(manifest.file().path());
        ManifestStep step = steps.get(index);
        steps.set(
            index,
            new ManifestStep(
                step.path(),
                step.content(),
                step.specId(),
                step.verdict(),
                step.reason(),
                keptCount,
                prunedCount));
        manifestsDone++;
        progress.update(
            (double) manifestsDone / manifestsToRead,
            "Read " + manifestsDone + " of " + manifestsToRead + " manifests");
      }
    }

    /** The bounds that let a file through; none to say when the filter is true. */
    private String keptBy(ContentFile file) {
      return filter.isAlwaysTrue() ? "" : files.bounds(file, filter);
    }

    /** Lists a pruned entry with why, while the list has room; the others are counted. */
    private void prune(ContentFile file, String manifest) {
      if (pruned.size() < PRUNED_LISTED) {
        String reason = files.match(file, filter).reason();
        pruned.add(new PrunedFile(file.path(), file.content(), manifest, reason));
      } else {
        prunedNotListed++;
      }
    }

    /**
     * The delete files that apply to a data entry; each one applied for the first time is added to
     * {@code applied}.
     */
    private List<PlannedDelete> deletesOf(
        ManifestEntry entry,
        DeleteCandidates deletes,
        ApplicableDeletes rules,
        Set<String> appliedKeys,
        List<PlannedDelete> applied) {
      List<PlannedDelete> its = new ArrayList<>();
      for (Map.Entry<String, ManifestEntry> candidate : deletes.of(entry.file())) {
        rules
            .applies(entry, candidate.getValue())
            .ifPresent(
                delete -> {
                  PlannedDelete planned = planned(delete, entry.file());
                  its.add(planned);
                  if (appliedKeys.add(candidate.getKey())) {
                    applied.add(planned);
                  }
                });
      }
      return its;
    }

    private static PlannedFile task(
        ManifestEntry entry, String manifest, String reason, List<PlannedDelete> deletes) {
      ContentFile file = entry.file();
      return new PlannedFile(
          file.path(),
          file.specId(),
          file.partition().isEmpty() ? "" : file.partitionText(),
          file.recordCount(),
          file.fileSizeInBytes(),
          entry.sequenceNumber(),
          manifest,
          reason,
          deletes);
    }

    private PlannedDelete planned(AppliedDelete delete, ContentFile data) {
      ContentFile file = delete.delete().file();
      long size =
          file.isDeletionVector() && file.contentSizeInBytes() != null
              ? file.contentSizeInBytes()
              : file.fileSizeInBytes();
      String reason = delete.reason();
      if (file.content() == FileContent.EQUALITY_DELETES) {
        reason += "; " + equalityRanges(file, data);
      }
      return new PlannedDelete(file.path(), file.kind(), file.recordCount(), size, reason);
    }

    /** The equality fields' ranges in the delete beside the data file's: why they can meet. */
    private String equalityRanges(ContentFile delete, ContentFile data) {
      List<String> ranges = new ArrayList<>();
      for (int id : delete.equalityIds()) {
        String name = schema.findColumnName(id).orElse("field " + id);
        ranges.add(name + " " + range(delete, id) + " meets " + range(data, id));
      }
      return ranges.isEmpty() ? "no equality field ranges recorded" : String.join(", ", ranges);
    }

    private static String range(ContentFile file, int id) {
      Value lower = file.lowerBounds().get(id);
      Value upper = file.upperBounds().get(id);
      return "["
          + (lower == null ? "?" : lower.text())
          + ", "
          + (upper == null ? "?" : upper.text())
          + "]";
    }

    private ScanTotals totals(List<PlannedFile> planned, List<PlannedDelete> applied) {
      long dataBytes = planned.stream().mapToLong(PlannedFile::fileSizeInBytes).sum();
      long records = planned.stream().mapToLong(PlannedFile::recordCount).sum();
      long deleteBytes = applied.stream().mapToLong(PlannedDelete::sizeInBytes).sum();
      Set<String> deletePaths = new HashSet<>();
      applied.forEach(delete -> deletePaths.add(delete.path()));
      int manifestsRead =
          (int) steps.stream().filter(step -> step.verdict() == ManifestStep.Verdict.READ).count();
      return new ScanTotals(
          steps.size(),
          manifestsRead,
          planned.size(),
          dataBytes,
          records,
          applied.size(),
          deleteBytes,
          count(applied, ContentKind.POSITION_DELETES),
          count(applied, ContentKind.EQUALITY_DELETES),
          count(applied, ContentKind.DELETION_VECTOR),
          planned.size() + deletePaths.size(),
          pruned.size() + prunedNotListed);
    }

    private static int count(List<PlannedDelete> deletes, ContentKind kind) {
      return (int) deletes.stream().filter(delete -> delete.kind() == kind).count();
    }
  }
}
