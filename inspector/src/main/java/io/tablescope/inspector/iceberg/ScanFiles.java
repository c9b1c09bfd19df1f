package io.tablescope.inspector.iceberg;

import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestList;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.TableFile;
import io.tablescope.inspector.table.TableFiles;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The files a scan of an Iceberg snapshot opens: the live data files and the delete files that
 * apply to at least one of them, by the rules of Iceberg's {@code DeleteFileIndex} (a delete file
 * that applies to nothing is not opened).
 *
 * <p>Memory is bounded by the files found, not by the manifests: manifests are read a few at a time
 * and each live entry becomes its {@link TableFile} at once. Only the live delete entries are kept
 * whole, to be weighed against the data entries of a second pass over the manifests, and each
 * delete only against the data files it could apply to (the one it references, or those of its
 * partition).
 */
final class ScanFiles {
  private final IcebergTable table;
  private final ManifestList list;
  private final ManifestStats stats;

  /** Each live file by its key; the last live entry of a key is the file, at its first place. */
  private final Map<String, TableFile> files = new LinkedHashMap<>();

  /** The place of the last live entry of each key named by more than one. */
  private final Map<String, Long> lastPlaceOfRepeated = new HashMap<>();

  /** The live delete entries by key: those whose key no later live data entry takes. */
  private final Map<String, ManifestEntry> deletes = new HashMap<>();

  private ScanFiles(IcebergTable table, Snapshot snapshot) {
    this.table = table;
    this.list = table.manifestList(snapshot);
    this.stats = ManifestStats.forDeleteMatching(table, list.manifests());
  }

  static TableFiles of(IcebergTable table, Commit commit) {
    return new ScanFiles(table, table.snapshotOf(commit)).read(commit);
  }

  private TableFiles read(Commit commit) {
    List<Problem> problems = new ArrayList<>(list.problems());
    IcebergFiles.Converter converter = new IcebergFiles.Converter();
    forEachLive(
        problems,
        (entry, place) -> {
          String key = LiveFile.keyOf(entry);
          if (files.put(key, converter.file(entry)) != null) {
            lastPlaceOfRepeated.put(key, place);
          }
          if (entry.file().content().isDelete()) {
            deletes.put(key, entry);
          } else {
            deletes.remove(key);
          }
        });
    Set<String> opened = deletes.isEmpty() ? Set.of() : openedDeletes();
    files
        .entrySet()
        .removeIf(file -> file.getValue().kind().isDelete() && !opened.contains(file.getKey()));
    return new TableFiles(commit, files, problems, List.of());
  }

  /** The keys of the live delete files that apply to at least one live data file. */
  private Set<String> openedDeletes() {
    DeleteCandidates candidates = new DeleteCandidates(table.metadata());
    deletes.forEach(candidates::add);
    ApplicableDeletes rules = new ApplicableDeletes(table);
    Set<String> opened = new HashSet<>();
    forEachLive(
        null,
        (entry, place) -> {
          if (entry.file().content().isDelete() || opened.size() == deletes.size()) {
            return;
          }
          String key = LiveFile.keyOf(entry);
          Long last = lastPlaceOfRepeated.get(key);
          if (last != null && last != place) {
            return;
          }
          for (Map.Entry<String, ManifestEntry> delete : candidates.of(entry.file())) {
            if (!opened.contains(delete.getKey())
                && rules.applies(entry, delete.getValue()).isPresent()) {
              opened.add(delete.getKey());
            }
          }
        });
    return opened;
  }

  /** What the passes do with each live entry, and its place among all entries of the snapshot. */
  interface LiveEntry {
    void accept(ManifestEntry entry, long place);
  }

  /** Visits each live entry of the snapshot in order; collects the manifests' problems if asked. */
  private void forEachLive(List<Problem> problems, LiveEntry visit) {
    forEachLive(table, list, stats, problems, visit);
  }

  /**
   * Visits each live entry of a snapshot's manifest list in order, the manifests read a few at a
   * time and let go; collects the manifests' problems if asked.
   */
  static void forEachLive(
      IcebergTable table,
      ManifestList list,
      ManifestStats stats,
      List<Problem> problems,
      LiveEntry visit) {
    Iterator<Manifest> manifests = table.manifestsInOrder(list.manifests(), stats);
    long place = 0;
    while (manifests.hasNext()) {
      Manifest manifest = manifests.next();
      if (problems != null) {
        problems.addAll(manifest.problems());
      }
      for (ManifestEntry entry : manifest.entries()) {
        if (entry.status().isLive()) {
          visit.accept(entry, place);
        }
        place++;
      }
    }
  }
}
