package io.tablescope.inspector.iceberg.tree;

import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.iceberg.metadata.SnapshotRef;
import java.util.List;
import java.util.Objects;

/**
 * What a snapshot's tree says before its manifests' entries: the snapshot, its manifest list and
 * the manifests it names, so that the tree can be written out one manifest at a time ({@link
 * SnapshotTrees#manifests}).
 *
 * @param refs the branches and tags pointing at the snapshot
 * @param manifestList the manifest list location, or a note that the manifests are inline (v1)
 * @param manifestListProblems what went wrong reading the manifest list, and what its checks found
 * @param manifests the manifests the list names, in its order
 */
public record SnapshotTreeHead(
    Snapshot snapshot,
    List<SnapshotRef> refs,
    String manifestList,
    List<Problem> manifestListProblems,
    List<ManifestFile> manifests) {
  public SnapshotTreeHead {
    Objects.requireNonNull(snapshot, "snapshot");
    Objects.requireNonNull(manifestList, "manifestList");
    refs = List.copyOf(refs);
    manifestListProblems = List.copyOf(manifestListProblems);
    manifests = List.copyOf(manifests);
  }
}
