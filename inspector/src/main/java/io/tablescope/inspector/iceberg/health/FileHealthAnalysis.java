package io.tablescope.inspector.iceberg.health;

import io.tablescope.format.ContentKind;
import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.FileContent;
import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.manifest.ManifestList;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.iceberg.ApplicableDeletes;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.LiveFile;
import io.tablescope.inspector.iceberg.ManifestStats;
import io.tablescope.inspector.iceberg.health.DeleteIndex.PartitionKey;
import io.tablescope.inspector.table.AnalysisProgress;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CancellationException;

/**
 * Analyses the files of one snapshot of an Iceberg table into a {@link FileHealth}: its manifests
 * are read in parallel, in batches between which progress is reported and cancellation honoured.
 * Only reads; nothing is written to the table.
 */
public final class FileHealthAnalysis {
  /** Iceberg's default {@code write.target-file-size-bytes}: 512 MB. */
  public static final long DEFAULT_TARGET_FILE_SIZE_BYTES = 512L * 1024 * 1024;

  static final String TARGET_FILE_SIZE = "write.target-file-size-bytes";
  static final String MANIFEST_TARGET_SIZE = "commit.manifest.target-size-bytes";
  private static final int BATCH = 32;

  private final IcebergTable table;
  private final AnalysisProgress progress;
  private final List<Problem> problems = new ArrayList<>();

  private FileHealthAnalysis(IcebergTable table, AnalysisProgress progress) {
    this.table = table;
    this.progress = progress;
  }

  /** The file health of the table's current snapshot; empty when the table has none. */
  public static Optional<FileHealth> ofCurrent(IcebergTable table, AnalysisProgress progress) {
    return table.metadata().currentSnapshot().map(snapshot -> of(table, snapshot, progress));
  }

  /**
   * The file health of a snapshot of the table.
   *
   * @throws CancellationException when {@code progress} reports the analysis cancelled
   */
  public static FileHealth of(IcebergTable table, Snapshot snapshot, AnalysisProgress progress) {
    return new FileHealthAnalysis(table, progress).analyse(snapshot);
  }

  private FileHealth analyse(Snapshot snapshot) {
    long target = property(TARGET_FILE_SIZE, DEFAULT_TARGET_FILE_SIZE_BYTES);
    long manifestTarget = property(MANIFEST_TARGET_SIZE, ManifestLayouts.DEFAULT_TARGET_SIZE_BYTES);
    long smallBelow = (long) (target * FileHealth.SMALL_FILE_FRACTION);
    List<Manifest> manifests = read(snapshot);
    Map<String, LiveFile> live = new LinkedHashMap<>();
    for (Manifest manifest : manifests) {
      problems.addAll(manifest.problems());
      for (ManifestEntry entry : manifest.entries()) {
        if (entry.status().isLive()) {
          LiveFile file = new LiveFile(entry, manifest.file().path());
          live.put(file.key(), file);
        }
      }
    }
    List<LiveFile> data = new ArrayList<>();
    List<LiveFile> deletes = new ArrayList<>();
    live.values().forEach(file -> (file.file().content().isDelete() ? deletes : data).add(file));

    progress.update(0.6, "Matching " + deletes.size() + " delete files to " + data.size());
    DeleteIndex index = new DeleteIndex(new ApplicableDeletes(table), table.metadata(), deletes);
    Set<String> applied = new HashSet<>();
    List<DataFileDeletes> withDeletes = new ArrayList<>();
    long equalityDeletedAtMost = 0;
    for (int i = 0; i < data.size(); i++) {
      checkCancelled(i);
      LiveFile file = data.get(i);
      int[] byKind = new int[ContentKind.values().length];
      for (LiveFile delete : index.applyingTo(file)) {
        applied.add(delete.key());
        byKind[delete.file().kind().ordinal()]++;
      }
      if (byKind[ContentKind.EQUALITY_DELETES.ordinal()] > 0) {
        equalityDeletedAtMost += file.file().recordCount();
      }
      DataFileDeletes counted =
          new DataFileDeletes(
              file.path(),
              file.file().partitionText(),
              file.file().recordCount(),
              byKind[ContentKind.POSITION_DELETES.ordinal()],
              byKind[ContentKind.EQUALITY_DELETES.ordinal()],
              byKind[ContentKind.DELETION_VECTOR.ordinal()]);
      if (counted.deletes() > 0) {
        withDeletes.add(counted);
      }
    }
    withDeletes.sort(
        Comparator.comparingInt(DataFileDeletes::deletes)
            .reversed()
            .thenComparing(DataFileDeletes::path));

    Set<String> livePaths = new HashSet<>();
    data.forEach(file -> livePaths.add(file.path()));
    List<DanglingDelete> dangling = new ArrayList<>();
    long positionDeleted = 0;
    for (LiveFile delete : deletes) {
      if (applied.contains(delete.key())) {
        if (delete.file().content() == FileContent.POSITION_DELETES) {
          positionDeleted += delete.file().recordCount();
        }
      } else {
        dangling.add(dangling(delete, index.whyDangling(delete, livePaths)));
      }
    }
    long dataRows = data.stream().mapToLong(file -> file.file().recordCount()).sum();

    progress.update(0.8, "Checking that " + live.size() + " files exist");
    List<MissingFile> missing = missing(live.values());
    progress.update(1, "Files analysed");
    return new FileHealth(
        snapshot.snapshotId(),
        target,
        smallBelow,
        partitions(live.values(), smallBelow),
        PartitionDeleteBuildUp.of(live.values()),
        withDeletes,
        applied.size(),
        dangling,
        missing,
        ManifestLayouts.of(manifests, manifestTarget),
        new LiveRows(dataRows, positionDeleted, Math.min(dataRows, equalityDeletedAtMost)),
        problems);
  }

  private List<Manifest> read(Snapshot snapshot) {
    ManifestList list = table.manifestList(snapshot);
    problems.addAll(list.problems());
    List<ManifestFile> files = list.manifests();
    ManifestStats stats = ManifestStats.forDeleteMatching(table, files);
    List<Manifest> manifests = new ArrayList<>(files.size());
    for (int from = 0; from < files.size(); from += BATCH) {
      if (progress.isCancelled()) {
        throw new CancellationException("File health cancelled");
      }
      progress.update(
          0.6 * from / files.size(), "Reading manifests " + from + " of " + files.size());
      manifests.addAll(
          table.manifests(files.subList(from, Math.min(files.size(), from + BATCH)), stats));
    }
    return manifests;
  }

  private static DanglingDelete dangling(LiveFile delete, String reason) {
    ContentFile file = delete.file();
    Long sequence = delete.entry().sequenceNumber();
    return new DanglingDelete(
        file.path(),
        file.isDeletionVector() ? file.contentOffset() : null,
        file.kind(),
        file.partitionText(),
        sequence == null ? 0 : sequence,
        file.recordCount(),
        delete.manifestPath(),
        reason);
  }

  private List<MissingFile> missing(Iterable<LiveFile> files) {
    Set<String> checked = new HashSet<>();
    List<MissingFile> missing = new ArrayList<>();
    int i = 0;
    for (LiveFile file : files) {
      checkCancelled(i++);
      if (checked.add(file.path()) && !table.exists(file.path())) {
        missing.add(new MissingFile(file.path(), file.file().kind(), file.manifestPath()));
      }
    }
    return missing;
  }

  private static List<PartitionFiles> partitions(Iterable<LiveFile> files, long smallBelow) {
    Map<PartitionKey, long[]> counts =
        new TreeMap<>(
            Comparator.comparingInt(PartitionKey::specId).thenComparing(PartitionKey::partition));
    for (LiveFile file : files) {
      long[] count = counts.computeIfAbsent(PartitionKey.of(file.file()), key -> new long[7]);
      ContentFile content = file.file();
      switch (content.kind()) {
        case DATA -> {
          count[0]++;
          count[1] += content.fileSizeInBytes();
          count[2] += content.fileSizeInBytes() < smallBelow ? 1 : 0;
          count[3] += content.recordCount();
        }
        case POSITION_DELETES -> count[4]++;
        case EQUALITY_DELETES -> count[5]++;
        case DELETION_VECTOR -> count[6]++;
      }
    }
    List<PartitionFiles> partitions = new ArrayList<>();
    counts.forEach(
        (key, count) ->
            partitions.add(
                new PartitionFiles(
                    key.specId(),
                    key.partition(),
                    (int) count[0],
                    count[1],
                    (int) count[2],
                    count[3],
                    (int) count[4],
                    (int) count[5],
                    (int) count[6])));
    return partitions;
  }

  private void checkCancelled(int i) {
    if (i % 1024 == 0 && progress.isCancelled()) {
      throw new CancellationException("File health cancelled");
    }
  }

  private long property(String name, long fallback) {
    String value = table.metadata().properties().get(name);
    if (value == null) {
      return fallback;
    }
    try {
      long parsed = Long.parseLong(value.trim());
      if (parsed > 0) {
        return parsed;
      }
    } catch (NumberFormatException e) {
      // reported below, like any other value that is not a positive size
    }
    problems.add(
        new Problem(
            Problem.Kind.INVALID,
            table.metadata().metadataFile(),
            "Property " + name + " is not a positive size: " + value + "; using " + fallback));
    return fallback;
  }
}
