package io.tablescope.inspector.iceberg.find;

import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.manifest.ManifestList;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.ManifestStats;
import io.tablescope.inspector.table.AnalysisProgress;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Every snapshot of a table (of every branch and tag, and the history) with the manifests its list
 * names, and every distinct manifest read once, in parallel. What could not be read is kept as
 * problems; the rest is searched all the same.
 *
 * @param snapshots every snapshot in commit order (by commit time, then sequence number)
 * @param manifestsOf each snapshot's manifests by snapshot id, in list order
 * @param manifests every distinct manifest by path, as first named; read by {@link #readNaming},
 *     with only the entries naming the file asked for
 */
public record WholeTable(
    IcebergTable table,
    List<Snapshot> snapshots,
    Map<Long, List<ManifestFile>> manifestsOf,
    Map<String, Manifest> manifests,
    List<Problem> problems) {
  private static final int BATCH = 32;

  public WholeTable {
    snapshots = List.copyOf(snapshots);
    manifestsOf = Map.copyOf(manifestsOf);
    manifests = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(manifests));
    problems = List.copyOf(problems);
  }

  /**
   * Reads the manifest lists, then each distinct manifest once, reporting manifests read of total.
   *
   * @throws java.util.concurrent.CancellationException when the user gives up
   */
  public static WholeTable read(IcebergTable table, AnalysisProgress progress) {
    return read(table, progress, path -> true);
  }

  /**
   * Reads the table as {@link #read} does, but keeps of each manifest only the entries whose file
   * path ends with {@code pathOrSuffix} (the whole path included): enough to name the one file it
   * means ({@link TableSearch#filePath}) and tell its history ({@link FileHistory#of}), without
   * holding every entry of the table.
   *
   * @throws java.util.concurrent.CancellationException when the user gives up
   */
  public static WholeTable readNaming(
      IcebergTable table, String pathOrSuffix, AnalysisProgress progress) {
    return read(table, progress, path -> path.endsWith(pathOrSuffix));
  }

  private static WholeTable read(
      IcebergTable table, AnalysisProgress progress, Predicate<String> keepPath) {
    List<Snapshot> snapshots =
        table.metadata().snapshots().stream()
            .sorted(
                Comparator.comparingLong(Snapshot::timestampMillis)
                    .thenComparingLong(Snapshot::sequenceNumber))
            .toList();
    List<Problem> problems = new ArrayList<>();
    Map<Long, List<ManifestFile>> manifestsOf = new LinkedHashMap<>();
    Map<String, ManifestFile> distinct = new LinkedHashMap<>();
    for (int from = 0; from < snapshots.size(); from += BATCH) {
      progress.checkCancelled();
      progress.update(
          -1, "Read manifest lists of " + from + " of " + snapshots.size() + " snapshots");
      List<Snapshot> batch = snapshots.subList(from, Math.min(snapshots.size(), from + BATCH));
      List<ManifestList> lists = table.manifestLists(batch);
      for (int i = 0; i < batch.size(); i++) {
        ManifestList list = lists.get(i);
        problems.addAll(list.problems());
        manifestsOf.put(batch.get(i).snapshotId(), list.manifests());
        list.manifests().forEach(manifest -> distinct.putIfAbsent(manifest.path(), manifest));
      }
    }
    List<ManifestFile> toRead = List.copyOf(distinct.values());
    Map<String, Manifest> manifests = new LinkedHashMap<>();
    for (int from = 0; from < toRead.size(); from += BATCH) {
      progress.checkCancelled();
      progress.update(
          (double) from / toRead.size(), "Read " + from + " of " + toRead.size() + " manifests");
      for (Manifest manifest :
          table.manifests(
              toRead.subList(from, Math.min(toRead.size(), from + BATCH)), ManifestStats.NONE)) {
        problems.addAll(manifest.problems());
        manifests.put(manifest.file().path(), kept(manifest, keepPath));
      }
    }
    progress.update(1, "Read " + toRead.size() + " manifests");
    return new WholeTable(table, snapshots, manifestsOf, manifests, problems);
  }

  /** The manifest with only the entries whose file path passes; itself when all do. */
  private static Manifest kept(Manifest manifest, Predicate<String> keepPath) {
    List<ManifestEntry> entries =
        manifest.entries().stream().filter(entry -> keepPath.test(entry.file().path())).toList();
    return entries.size() == manifest.entries().size()
        ? manifest
        : new Manifest(
            manifest.file(), manifest.header(), manifest.spec(), entries, manifest.problems());
  }

  /** The manifests a snapshot's list names, read. */
  public List<Manifest> manifestsOf(Snapshot snapshot) {
    return manifestsOf.getOrDefault(snapshot.snapshotId(), List.of()).stream()
        .map(file -> manifests.get(file.path()))
        .toList();
  }
}
