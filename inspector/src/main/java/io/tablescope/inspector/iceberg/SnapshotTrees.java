package io.tablescope.inspector.iceberg;

import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestList;
import io.tablescope.format.iceberg.metadata.Snapshot;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/** Builds the {@link SnapshotTree} of a snapshot. */
public final class SnapshotTrees {
  private SnapshotTrees() {}

  /** Reads the snapshot's manifest list and all its manifests (in parallel). */
  public static SnapshotTree build(IcebergTable table, Snapshot snapshot) {
    ManifestList list = table.manifestList(snapshot);
    List<Manifest> manifests = table.manifests(list.manifests());
    Set<String> seen = new HashSet<>();
    Set<String> absent = new HashSet<>();
    for (Manifest manifest : manifests) {
      for (ManifestEntry entry : manifest.entries()) {
        String path = entry.file().path();
        if (seen.add(path) && !table.exists(path)) {
          absent.add(path);
        }
      }
    }
    return new SnapshotTree(
        snapshot,
        table.snapshotRefsTo(snapshot.snapshotId()),
        list.path(),
        Stream.concat(
                list.problems().stream(),
                ManifestListChecks.problems(list, table.metadata().formatVersion()).stream())
            .toList(),
        manifests,
        absent);
  }
}
