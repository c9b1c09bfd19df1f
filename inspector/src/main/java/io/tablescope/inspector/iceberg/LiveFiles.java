package io.tablescope.inspector.iceberg;

import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.manifest.ManifestList;
import io.tablescope.format.iceberg.metadata.Snapshot;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * The live files (data and delete) of a snapshot, by {@link LiveFile#key()}, and what could not be
 * read while finding them.
 *
 * @param manifests every manifest of the snapshot as read, for callers that need more than the live
 *     entries (such as DELETED entries)
 */
public record LiveFiles(
    Snapshot snapshot,
    Map<String, LiveFile> files,
    List<Manifest> manifests,
    List<Problem> problems) {
  /**
   * How many manifests a streaming read asks for at once: enough to keep the reader threads busy,
   * few enough that what is held at once stays small.
   */
  static final int BATCH = 16;

  public LiveFiles {
    files = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(files));
    manifests = List.copyOf(manifests);
    problems = List.copyOf(problems);
  }

  /** Reads the snapshot's manifests (in parallel) and keeps their ADDED and EXISTING entries. */
  public static LiveFiles of(IcebergTable table, Snapshot snapshot) {
    return of(table, snapshot, ManifestStats.ALL);
  }

  /**
   * Reads the snapshot's manifests (in parallel), those {@code stats} names with their column
   * statistics, and keeps their ADDED and EXISTING entries.
   */
  public static LiveFiles of(IcebergTable table, Snapshot snapshot, ManifestStats stats) {
    ManifestList list = table.manifestList(snapshot);
    List<Problem> problems = new ArrayList<>(list.problems());
    List<Manifest> manifests = table.manifests(list.manifests(), stats);
    Map<String, LiveFile> files = new LinkedHashMap<>();
    for (Manifest manifest : manifests) {
      problems.addAll(manifest.problems());
      for (ManifestEntry entry : manifest.entries()) {
        if (entry.status().isLive()) {
          LiveFile live = new LiveFile(entry, manifest.file().path());
          files.put(live.key(), live);
        }
      }
    }
    return new LiveFiles(snapshot, files, manifests, problems);
  }

  /**
   * The snapshot's live files whose entries pass a test, keyed as {@link #files()} keys them (a
   * later entry of a key replaces an earlier one). The manifests are read a few at a time, with
   * column statistics where {@code stats} wants them, and only the entries that pass are kept.
   */
  public static Map<String, LiveFile> matching(
      IcebergTable table, Snapshot snapshot, ManifestStats stats, Predicate<ManifestEntry> keep) {
    List<ManifestFile> manifests = table.manifestList(snapshot).manifests();
    Map<String, LiveFile> files = new LinkedHashMap<>();
    for (int from = 0; from < manifests.size(); from += BATCH) {
      List<ManifestFile> some = manifests.subList(from, Math.min(manifests.size(), from + BATCH));
      for (Manifest manifest : table.manifests(some, stats)) {
        for (ManifestEntry entry : manifest.entries()) {
          if (entry.status().isLive() && keep.test(entry)) {
            LiveFile live = new LiveFile(entry, manifest.file().path());
            files.put(live.key(), live);
          }
        }
      }
    }
    return files;
  }
}
