package io.tablescope.inspector.iceberg.find;

import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.metadata.Snapshot;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Finds, across every snapshot of a table, what a text names: a snapshot whose id contains it, a
 * manifest whose path contains it, a data or delete file whose path or partition ({@code
 * region=EU}) contains it. Letter case is ignored. Hits come snapshots first, then manifests, then
 * files, each in the order the table first names them.
 */
public final class TableSearch {
  private TableSearch() {}

  /** Every hit for the text in the table; none for a blank text. */
  public static List<FindHit> find(WholeTable whole, String text) {
    String query = text.strip().toLowerCase(Locale.ROOT);
    if (query.isEmpty()) {
      return List.of();
    }
    List<FindHit> hits = new ArrayList<>();
    Map<String, Set<Long>> snapshotsOfManifest = new LinkedHashMap<>();
    for (Snapshot snapshot : whole.snapshots()) {
      List<ManifestFile> manifests =
          whole.manifestsOf().getOrDefault(snapshot.snapshotId(), List.of());
      manifests.forEach(
          manifest ->
              snapshotsOfManifest
                  .computeIfAbsent(manifest.path(), path -> new LinkedHashSet<>())
                  .add(snapshot.snapshotId()));
      if (Long.toString(snapshot.snapshotId()).contains(query)) {
        hits.add(
            new FindHit(
                FindHit.Kind.SNAPSHOT,
                Long.toString(snapshot.snapshotId()),
                snapshot.operation() == null ? "" : snapshot.operation(),
                List.of(snapshot.snapshotId()),
                manifests.stream().map(ManifestFile::path).toList()));
      }
    }
    snapshotsOfManifest.forEach(
        (path, snapshots) -> {
          if (path.toLowerCase(Locale.ROOT).contains(query)) {
            hits.add(
                new FindHit(
                    FindHit.Kind.MANIFEST,
                    path,
                    whole.manifests().get(path).file().content().jsonName(),
                    List.copyOf(snapshots),
                    List.of(path)));
          }
        });
    hits.addAll(files(whole, query, snapshotsOfManifest));
    return hits;
  }

  private static List<FindHit> files(
      WholeTable whole, String query, Map<String, Set<Long>> snapshotsOfManifest) {
    Map<Long, Integer> commitOrder = new LinkedHashMap<>();
    whole
        .snapshots()
        .forEach(snapshot -> commitOrder.put(snapshot.snapshotId(), commitOrder.size()));
    Map<String, FileHits> found = new LinkedHashMap<>();
    for (Manifest manifest : whole.manifests().values()) {
      for (ManifestEntry entry : manifest.entries()) {
        ContentFile file = entry.file();
        if (!matches(file, query)) {
          continue;
        }
        FileHits hits =
            found.computeIfAbsent(
                file.path(), path -> new FileHits(file, new TreeSet<>(), new LinkedHashSet<>()));
        hits.manifests().add(manifest.file().path());
        if (entry.status().isLive()) {
          for (long snapshotId :
              snapshotsOfManifest.getOrDefault(manifest.file().path(), Set.of())) {
            hits.live().add(commitOrder.get(snapshotId));
          }
        }
      }
    }
    List<FindHit> hits = new ArrayList<>();
    for (FileHits file : found.values()) {
      hits.add(
          new FindHit(
              file.file().content().isDelete() ? FindHit.Kind.DELETE_FILE : FindHit.Kind.DATA_FILE,
              file.file().path(),
              file.file().partitionText(),
              file.live().stream().map(order -> whole.snapshots().get(order).snapshotId()).toList(),
              List.copyOf(file.manifests())));
    }
    return hits;
  }

  private static boolean matches(ContentFile file, String query) {
    return file.path().toLowerCase(Locale.ROOT).contains(query)
        || (!file.partition().isEmpty()
            && file.partitionText().toLowerCase(Locale.ROOT).contains(query));
  }

  /** A file found, with the positions in commit order of the snapshots it is live in. */
  private record FileHits(ContentFile file, TreeSet<Integer> live, Set<String> manifests) {}

  /**
   * The recorded path of the one file the text names: its whole recorded path, else the only path
   * that ends with it.
   *
   * @throws IllegalArgumentException naming the table and the text when no file or several match
   */
  public static String filePath(WholeTable whole, String pathOrSuffix) {
    Set<String> endingWith = new TreeSet<>();
    for (Manifest manifest : whole.manifests().values()) {
      for (ManifestEntry entry : manifest.entries()) {
        String path = entry.file().path();
        if (path.equals(pathOrSuffix)) {
          return path;
        }
        if (path.endsWith(pathOrSuffix)) {
          endingWith.add(path);
        }
      }
    }
    String table = whole.table().location();
    if (endingWith.isEmpty()) {
      throw new IllegalArgumentException(
          "No file of table " + table + " has the path or a path ending in " + pathOrSuffix);
    }
    if (endingWith.size() > 1) {
      throw new IllegalArgumentException(
          endingWith.size()
              + " files of table "
              + table
              + " have paths ending in "
              + pathOrSuffix
              + "; give more of the path: "
              + String.join(", ", endingWith.stream().limit(5).toList())
              + (endingWith.size() > 5 ? ", ..." : ""));
    }
    return endingWith.iterator().next();
  }
}
