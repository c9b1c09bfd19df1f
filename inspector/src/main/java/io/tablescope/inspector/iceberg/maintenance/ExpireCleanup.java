package io.tablescope.inspector.iceberg.maintenance;

import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.manifest.EntryStatus;
import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.manifest.ManifestList;
import io.tablescope.format.iceberg.metadata.PartitionStatisticsFile;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.iceberg.metadata.StatisticsFile;
import io.tablescope.format.iceberg.metadata.TableMetadata;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.ManifestStats;
import io.tablescope.inspector.table.AnalysisProgress;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The files expiring snapshots deletes once the expired snapshots are gone, chosen as Iceberg
 * chooses: incrementally when only ancestors of main expire and main is all that is left (files
 * deleted by expired ancestors, files added by expired snapshots main never had), else by
 * reachability (what expired snapshots reach minus what kept snapshots still reach).
 */
final class ExpireCleanup {
  private static final String SOURCE_SNAPSHOT_ID = "source-snapshot-id";

  private final IcebergTable table;
  private final TableMetadata metadata;
  private final Set<Long> retained;
  private final AnalysisProgress progress;
  private final List<Problem> problems = new ArrayList<>();
  private final Map<Long, Snapshot> byId = new LinkedHashMap<>();

  /** The files in the order Iceberg deletes them: content files, manifests, lists, statistics. */
  record Result(ExpirePreview.Cleanup cleanup, List<DeletedFile> files, List<Problem> problems) {}

  private ExpireCleanup(IcebergTable table, Set<Long> retained, AnalysisProgress progress) {
    this.table = table;
    this.metadata = table.metadata();
    this.retained = retained;
    this.progress = progress;
    metadata.snapshots().forEach(snapshot -> byId.put(snapshot.snapshotId(), snapshot));
  }

  static Result files(IcebergTable table, Set<Long> retained, AnalysisProgress progress) {
    return new ExpireCleanup(table, retained, progress).files();
  }

  private Result files() {
    if (metadata.snapshots().isEmpty()) {
      return new Result(ExpirePreview.Cleanup.NONE, List.of(), List.of());
    }
    boolean incremental = !removesSnapshotsOutsideMain() && !keepsSnapshotsOutsideMain();
    List<DeletedFile> files = incremental ? incremental() : reachable();
    return new Result(
        incremental ? ExpirePreview.Cleanup.INCREMENTAL : ExpirePreview.Cleanup.REACHABLE,
        files,
        problems);
  }

  private Set<Long> ancestorIds(Long snapshotId, Predicate<Long> known) {
    Set<Long> ids = new HashSet<>();
    if (snapshotId == null) {
      return ids;
    }
    Retention.ancestors(snapshotId, id -> known.test(id) ? byId.get(id) : null)
        .forEach(snapshot -> ids.add(snapshot.snapshotId()));
    return ids;
  }

  private boolean removesSnapshotsOutsideMain() {
    Set<Long> main = ancestorIds(metadata.currentSnapshotId(), id -> true);
    return byId.keySet().stream().anyMatch(id -> !retained.contains(id) && !main.contains(id));
  }

  private boolean keepsSnapshotsOutsideMain() {
    Long current = metadata.currentSnapshotId();
    if (current == null || !byId.containsKey(current)) {
      return !retained.isEmpty();
    }
    Set<Long> main = ancestorIds(current, retained::contains);
    return retained.stream().anyMatch(id -> !main.contains(id));
  }

  private List<Snapshot> expiredSnapshots() {
    return metadata.snapshots().stream().filter(s -> !retained.contains(s.snapshotId())).toList();
  }

  private List<Snapshot> retainedSnapshots() {
    return metadata.snapshots().stream().filter(s -> retained.contains(s.snapshotId())).toList();
  }

  /** The manifests of a snapshot; null when its manifest list cannot be read. */
  private List<ManifestFile> manifestsOf(Snapshot snapshot) {
    progress.checkCancelled();
    ManifestList list = table.manifestList(snapshot);
    if (!list.problems().isEmpty()) {
      problems.addAll(list.problems());
      return null;
    }
    return list.manifests();
  }

  private List<DeletedFile> reachable() {
    List<Snapshot> expired = expiredSnapshots();
    Map<String, ManifestFile> candidates = new LinkedHashMap<>();
    progress.update(0.1, "Reading the manifest lists of " + expired.size() + " expired snapshots");
    for (Snapshot snapshot : expired) {
      List<ManifestFile> manifests = manifestsOf(snapshot);
      if (manifests == null) {
        problems.add(stops(snapshot, "an expired"));
        return List.of();
      }
      manifests.forEach(manifest -> candidates.putIfAbsent(manifest.path(), manifest));
    }
    Map<String, ManifestFile> kept = new LinkedHashMap<>();
    progress.update(0.3, "Reading the manifest lists of the snapshots kept");
    for (Snapshot snapshot : retainedSnapshots()) {
      List<ManifestFile> manifests = manifestsOf(snapshot);
      if (manifests == null) {
        problems.add(stops(snapshot, "a kept"));
        return List.of();
      }
      manifests.forEach(manifest -> kept.putIfAbsent(manifest.path(), manifest));
    }
    List<ManifestFile> toDelete =
        candidates.values().stream().filter(m -> !kept.containsKey(m.path())).toList();
    List<DeletedFile> files = new ArrayList<>();
    if (!toDelete.isEmpty()) {
      progress.update(0.5, "Reading " + toDelete.size() + " manifests no kept snapshot names");
      Map<String, DeletedFile> content = new LinkedHashMap<>();
      for (Manifest manifest : read(toDelete)) {
        for (ManifestEntry entry : manifest.entries()) {
          if (entry.status().isLive()) {
            addContentFile(content, entry);
          }
        }
      }
      if (!content.isEmpty()) {
        progress.update(0.7, "Reading the " + kept.size() + " manifests of the snapshots kept");
        List<Manifest> keptManifests = read(List.copyOf(kept.values()));
        if (keptManifests.stream().anyMatch(manifest -> !manifest.problems().isEmpty())) {
          problems.add(
              new Problem(
                  Problem.Kind.MISSING,
                  table.location(),
                  "Iceberg deletes no data or delete files when a kept manifest cannot be read"));
          content.clear();
        }
        for (Manifest manifest : keptManifests) {
          manifest.entries().stream()
              .filter(entry -> entry.status().isLive())
              .forEach(entry -> content.remove(entry.file().path()));
        }
      }
      files.addAll(sorted(content.values()));
      files.addAll(sorted(manifestFiles(toDelete)));
    }
    files.addAll(manifestLists(expired));
    files.addAll(statistics());
    return files;
  }

  private static Problem stops(Snapshot snapshot, String which) {
    return new Problem(
        Problem.Kind.MISSING,
        String.valueOf(snapshot.manifestList()),
        "Iceberg stops its clean-up when "
            + which
            + " snapshot's manifest list cannot be read: it deletes no files");
  }

  private List<DeletedFile> incremental() {
    List<Snapshot> expired = expiredSnapshots();
    Snapshot latest =
        metadata.currentSnapshotId() == null ? null : byId.get(metadata.currentSnapshotId());
    if (expired.isEmpty() || latest == null) {
      return List.of();
    }
    Set<Long> ancestors = ancestorIds(latest.snapshotId(), id -> true);
    Set<Long> picked = new HashSet<>();
    for (long id : ancestors) {
      Long source = sourceSnapshotId(byId.get(id));
      if (source != null) {
        picked.add(source);
      }
    }
    progress.update(0.1, "Reading the manifest lists of the snapshots kept");
    Set<String> validManifests = new HashSet<>();
    Map<String, ManifestFile> toScan = new LinkedHashMap<>();
    for (Snapshot snapshot : retainedSnapshots()) {
      List<ManifestFile> manifests = manifestsOf(snapshot);
      for (ManifestFile manifest : manifests == null ? List.<ManifestFile>of() : manifests) {
        validManifests.add(manifest.path());
        Long writer = manifest.addedSnapshotId();
        boolean fromExpired = writer == null || !retained.contains(writer);
        if (fromExpired
            && writer != null
            && (ancestors.contains(writer) || picked.contains(writer))
            && hasDeletedFiles(manifest)) {
          toScan.putIfAbsent(manifest.path(), manifest);
        }
      }
    }
    progress.update(0.3, "Reading the manifest lists of " + expired.size() + " expired snapshots");
    Map<String, ManifestFile> toDelete = new LinkedHashMap<>();
    Map<String, ManifestFile> toRevert = new LinkedHashMap<>();
    List<Snapshot> listed = new ArrayList<>();
    for (Snapshot snapshot : expired) {
      Long source = sourceSnapshotId(snapshot);
      if (picked.contains(snapshot.snapshotId())
          || (source != null && (ancestors.contains(source) || picked.contains(source)))) {
        // Its changes live on in main through a cherry-pick: they go when that snapshot expires.
        continue;
      }
      List<ManifestFile> manifests = manifestsOf(snapshot);
      if (manifests == null) {
        continue;
      }
      for (ManifestFile manifest : manifests) {
        if (validManifests.contains(manifest.path())) {
          continue;
        }
        toDelete.putIfAbsent(manifest.path(), manifest);
        Long writer = manifest.addedSnapshotId();
        boolean fromAncestor = writer != null && ancestors.contains(writer);
        boolean fromExpiring =
            writer != null && byId.containsKey(writer) && !retained.contains(writer);
        if (fromAncestor && hasDeletedFiles(manifest)) {
          toScan.putIfAbsent(manifest.path(), manifest);
        }
        if (!fromAncestor && fromExpiring && hasAddedFiles(manifest)) {
          toRevert.putIfAbsent(manifest.path(), manifest);
        }
      }
      listed.add(snapshot);
    }
    progress.update(0.6, "Reading " + (toScan.size() + toRevert.size()) + " manifests");
    Map<String, DeletedFile> content = new LinkedHashMap<>();
    for (Manifest manifest : read(List.copyOf(toScan.values()))) {
      for (ManifestEntry entry : manifest.entries()) {
        if (entry.status() == EntryStatus.DELETED
            && (entry.snapshotId() == null || !retained.contains(entry.snapshotId()))) {
          addContentFile(content, entry);
        }
      }
    }
    for (Manifest manifest : read(List.copyOf(toRevert.values()))) {
      for (ManifestEntry entry : manifest.entries()) {
        if (entry.status() == EntryStatus.ADDED) {
          addContentFile(content, entry);
        }
      }
    }
    List<DeletedFile> files = new ArrayList<>(sorted(content.values()));
    files.addAll(sorted(manifestFiles(toDelete.values())));
    files.addAll(manifestLists(listed));
    files.addAll(statistics());
    return files;
  }

  private List<Manifest> read(List<ManifestFile> manifests) {
    progress.checkCancelled();
    List<Manifest> read = table.manifests(manifests, ManifestStats.NONE);
    read.forEach(manifest -> problems.addAll(manifest.problems()));
    return read;
  }

  private static void addContentFile(Map<String, DeletedFile> files, ManifestEntry entry) {
    files.putIfAbsent(
        entry.file().path(),
        new DeletedFile(
            entry.file().path(),
            FileKind.of(entry.file().content()),
            entry.file().fileSizeInBytes()));
  }

  private static List<DeletedFile> manifestFiles(Iterable<ManifestFile> manifests) {
    List<DeletedFile> files = new ArrayList<>();
    manifests.forEach(m -> files.add(new DeletedFile(m.path(), FileKind.MANIFEST, m.length())));
    return files;
  }

  private List<DeletedFile> manifestLists(List<Snapshot> snapshots) {
    List<DeletedFile> files = new ArrayList<>();
    for (Snapshot snapshot : snapshots) {
      if (snapshot.manifestList() != null) {
        files.add(
            new DeletedFile(
                snapshot.manifestList(), FileKind.MANIFEST_LIST, length(snapshot.manifestList())));
      }
    }
    return sorted(files);
  }

  /** Statistics files of expired snapshots that no kept snapshot's statistics name. */
  private List<DeletedFile> statistics() {
    Set<String> kept = new HashSet<>();
    Map<String, DeletedFile> expired = new LinkedHashMap<>();
    for (StatisticsFile file : metadata.statistics()) {
      if (retained.contains(file.snapshotId())) {
        kept.add(file.path());
      } else {
        expired.putIfAbsent(
            file.path(), new DeletedFile(file.path(), FileKind.STATISTICS, file.fileSizeInBytes()));
      }
    }
    for (PartitionStatisticsFile file : metadata.partitionStatistics()) {
      if (retained.contains(file.snapshotId())) {
        kept.add(file.path());
      } else {
        expired.putIfAbsent(
            file.path(),
            new DeletedFile(file.path(), FileKind.PARTITION_STATISTICS, file.fileSizeInBytes()));
      }
    }
    kept.forEach(expired::remove);
    return sorted(expired.values());
  }

  private Long length(String recordedPath) {
    try {
      return table.files().length(table.localPath(recordedPath));
    } catch (IOException | RuntimeException e) {
      return null;
    }
  }

  private static Long sourceSnapshotId(Snapshot snapshot) {
    String source = snapshot == null ? null : snapshot.summary().get(SOURCE_SNAPSHOT_ID);
    try {
      return source == null ? null : Long.parseLong(source.trim());
    } catch (NumberFormatException e) {
      return null;
    }
  }

  private static boolean hasDeletedFiles(ManifestFile manifest) {
    return manifest.deletedFilesCount() == null || manifest.deletedFilesCount() > 0;
  }

  private static boolean hasAddedFiles(ManifestFile manifest) {
    return manifest.addedFilesCount() == null || manifest.addedFilesCount() > 0;
  }

  private static List<DeletedFile> sorted(java.util.Collection<DeletedFile> files) {
    return files.stream().sorted(Comparator.comparing(DeletedFile::path)).toList();
  }
}
