package io.tablescope.inspector.iceberg.replay;

import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.EntryStatus;
import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.Lineage;
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
import java.util.function.Function;
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

  private final IcebergTable table;
  private final Long start;
  private final Function<ManifestFile, Manifest> reader;
  private final List<Snapshot> walk;
  private final Map<Long, Integer> age = new HashMap<>();

  ConcurrentHistory(
      IcebergTable table, Snapshot head, Long start, Function<ManifestFile, Manifest> reader) {
    this.table = table;
    this.start = start;
    this.reader = reader;
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

  Manifest read(ManifestFile manifest) {
    return reader.apply(manifest);
  }

  /**
   * The entries with a status that the window's snapshots wrote themselves (their own id on the
   * entry) and whose file passes a test, each with the snapshot that wrote it.
   */
  Map<ManifestEntry, Snapshot> entries(
      Window window, EntryStatus status, Predicate<ContentFile> test) {
    Map<ManifestEntry, Snapshot> found = new LinkedHashMap<>();
    for (OwnedManifest owned : window.manifests()) {
      for (ManifestEntry entry : read(owned.manifest()).entries()) {
        if (entry.status() == status
            && window.ids().contains(entry.snapshotId())
            && test.test(entry.file())) {
          found.put(entry, owned.snapshot());
        }
      }
    }
    return found;
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
        for (ManifestEntry entry : read(manifest).entries()) {
          if (entry.status() == EntryStatus.DELETED && wanted.contains(entry.file().path())) {
            removers.putIfAbsent(entry.file().path(), snapshot);
          }
        }
      }
    }
    return removers;
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
