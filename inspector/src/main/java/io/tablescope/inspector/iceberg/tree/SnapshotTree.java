package io.tablescope.inspector.iceberg.tree;

import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.iceberg.metadata.SnapshotRef;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * A snapshot with everything under it: its manifest list, each manifest with its entries, and which
 * of the files the entries name are absent from where the table was opened.
 *
 * @param refs the branches and tags pointing at the snapshot
 * @param manifestList the manifest list location, or a note that the manifests are inline (v1)
 * @param manifestListProblems what went wrong reading the manifest list
 * @param absentFiles recorded paths of data and delete files that are not present
 */
public record SnapshotTree(
    Snapshot snapshot,
    List<SnapshotRef> refs,
    String manifestList,
    List<Problem> manifestListProblems,
    List<Manifest> manifests,
    Set<String> absentFiles) {
  public SnapshotTree {
    Objects.requireNonNull(snapshot, "snapshot");
    refs = List.copyOf(refs);
    manifestListProblems = List.copyOf(manifestListProblems);
    manifests = List.copyOf(manifests);
    absentFiles = Set.copyOf(absentFiles);
  }

  /** Every problem under the snapshot, manifest list first. */
  public List<Problem> problems() {
    return java.util.stream.Stream.concat(
            manifestListProblems.stream(),
            manifests.stream().flatMap(manifest -> manifest.problems().stream()))
        .toList();
  }
}
