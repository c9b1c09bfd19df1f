package io.tablescope.inspector.iceberg.replay;

import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.EntryStatus;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.Lineage;
import io.tablescope.inspector.iceberg.ManifestKey;
import io.tablescope.inspector.iceberg.ManifestStats;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * The commits between the snapshot an operation read and the branch head it commits onto, walked
 * back from the head as Iceberg's {@code validationHistory} does (iceberg-validation.md §1.4), and
 * the manifests those commits wrote themselves.
 */
final class ConcurrentHistory {
  /** A manifest written by a concurrent snapshot. */
  record OwnedManifest(Snapshot snapshot, ManifestFile manifest) {}

  /**
   * The concurrent snapshots of some operations, and their own manifests of one content.
   *
   * @param snapshots newest first
   * @param ids their ids
   */
  record Window(List<Snapshot> snapshots, List<OwnedManifest> manifests, Set<Long> ids) {
    Window {
      snapshots = List.copyOf(snapshots);
      manifests = List.copyOf(manifests);
      ids = Set.copyOf(ids);
    }
  }

  /**
   * What the window's snapshots wrote that a check looks for: only the paths, and the first entry
   * each snapshot wrote, rather than every entry read.
   *
   * @param paths the paths of the entries found, in the order found
   * @param pathsBySnapshot the same paths grouped by the snapshot that wrote them, in the order
   *     found
   * @param firstBySnapshot the first entry each snapshot wrote, in the order found
   */
  record Written(
      List<String> paths,
      Map<Snapshot, List<String>> pathsBySnapshot,
      Map<Snapshot, ManifestEntry> firstBySnapshot) {
    boolean isEmpty() {
      return paths.isEmpty();
    }

    /** The first entry written by the snapshot with this id, with that snapshot. */
    Map.Entry<Snapshot, ManifestEntry> firstWrittenBy(long snapshotId) {
      return firstBySnapshot.entrySet().stream()
          .filter(first -> first.getKey().snapshotId() == snapshotId)
          .findFirst()
          .orElseThrow();
    }
  }

  private final IcebergTable table;
  private final Long start;
  private final List<Snapshot> walk;
  private final Map<Long, Integer> age = new HashMap<>();

  ConcurrentHistory(IcebergTable table, Snapshot head, Long start) {
    this.table = table;
    this.start = start;
    this.walk = new Lineage(table).between(head, start);
    for (int i = 0; i < walk.size(); i++) {
      age.put(walk.get(i).snapshotId(), i);
    }
  }

  /**
   * The oldest snapshot the walk reached when it ended without meeting the start (the start was
   * rolled back, is on another branch, or older snapshots were expired); null when it met it.
   */
  Snapshot lastKnownAncestor() {
    Snapshot last = walk.isEmpty() ? null : walk.get(walk.size() - 1);
    return last != null && !Objects.equals(last.parentId(), start) ? last : null;
  }

  /** The concurrent snapshots whose operation is one of {@code operations}, and their manifests. */
  Window window(Set<String> operations, boolean deleteManifests) {
    List<Snapshot> snapshots = new ArrayList<>();
    List<OwnedManifest> manifests = new ArrayList<>();
    Set<Long> ids = new LinkedHashSet<>();
    for (Snapshot snapshot : walk) {
      if (snapshot.operation() != null && operations.contains(snapshot.operation())) {
        snapshots.add(snapshot);
        ids.add(snapshot.snapshotId());
        for (ManifestFile manifest : table.manifestList(snapshot).manifests()) {
          if (Replayer.ownManifest(manifest, snapshot)
              && Replayer.isDeletes(manifest) == deleteManifests) {
            manifests.add(new OwnedManifest(snapshot, manifest));
          }
        }
      }
    }
    return new Window(snapshots, manifests, ids);
  }

  /** A window's reach, for the "examined" line of a check. */
  String describe(Window window) {
    return window.snapshots().size()
        + " of the snapshots after "
        + start
        + " ("
        + window.snapshots().stream()
            .map(s -> s.snapshotId() + " " + s.operation())
            .collect(Collectors.joining(", "))
        + "), "
        + window.manifests().size()
        + " manifests";
  }

  /**
   * The entries with a status that the window's snapshots wrote themselves (their own id on the
   * entry) and whose file passes a test, each manifest read with the statistics the test needs and
   * let go once looked at. An entry found twice (a manifest listed twice) counts once.
   */
  Written entries(
      Window window, EntryStatus status, ManifestStats stats, Predicate<ContentFile> test) {
    List<String> paths = new ArrayList<>();
    Map<Snapshot, List<String>> pathsBySnapshot = new LinkedHashMap<>();
    Map<Snapshot, ManifestEntry> firstBySnapshot = new LinkedHashMap<>();
    Set<ManifestKey> read = new HashSet<>();
    for (OwnedManifest owned : window.manifests()) {
      if (!read.add(ManifestKey.of(owned.manifest()))) {
        continue;
      }
      for (ManifestEntry entry : table.manifest(owned.manifest(), stats).entries()) {
        if (entry.status() == status
            && window.ids().contains(entry.snapshotId())
            && test.test(entry.file())) {
          paths.add(entry.file().path());
          pathsBySnapshot
              .computeIfAbsent(owned.snapshot(), ignored -> new ArrayList<>())
              .add(entry.file().path());
          firstBySnapshot.putIfAbsent(owned.snapshot(), entry);
        }
      }
    }
    return new Written(paths, pathsBySnapshot, firstBySnapshot);
  }

  /**
   * The concurrent snapshots that removed some of the files, by path, as far as the history says.
   */
  Map<String, Snapshot> removers(Collection<String> paths) {
    Set<String> wanted = new HashSet<>(paths);
    Map<String, Snapshot> removers = new HashMap<>();
    for (Snapshot snapshot : walk) {
      for (ManifestFile manifest : table.manifestList(snapshot).manifests()) {
        if (!Replayer.ownManifest(manifest, snapshot)) {
          continue;
        }
        for (ManifestEntry entry : table.manifest(manifest, ManifestStats.NONE).entries()) {
          if (entry.status() == EntryStatus.DELETED && wanted.contains(entry.file().path())) {
            removers.putIfAbsent(entry.file().path(), snapshot);
          }
        }
      }
    }
    return removers;
  }

  /** The concurrent snapshot with an id, or null when it is not one of them. */
  Snapshot concurrent(Long snapshotId) {
    return snapshotId == null || !age.containsKey(snapshotId)
        ? null
        : walk.get(age.get(snapshotId));
  }

  /** Concurrent snapshots in commit order, oldest first. */
  List<Snapshot> oldestFirst(Collection<Snapshot> snapshots) {
    return snapshots.stream()
        .distinct()
        .sorted(
            Comparator.comparing(
                (Snapshot snapshot) -> age.getOrDefault(snapshot.snapshotId(), -1),
                Comparator.reverseOrder()))
        .toList();
  }
}
