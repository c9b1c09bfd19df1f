package io.tablescope.inspector.iceberg.health;

import java.util.List;

/**
 * How a snapshot's manifests are sized and clustered, and what Iceberg's {@code rewrite_manifests}
 * would make of them: live entries grouped by spec and partition, packed into manifests of the
 * target size.
 *
 * @param targetSizeBytes {@code commit.manifest.target-size-bytes}, or its default of 8 MB
 * @param manifests every manifest of the snapshot, in manifest-list order
 * @param partitions the partitions with live entries
 * @param maxManifestsPerPartition the most manifests one partition's live entries are spread over
 * @param partitionsInSeveralManifests partitions whose live entries are in more than one manifest
 * @param manifestsAfterRewrite how many manifests a rewrite to the target size would leave, from
 *     the bytes an entry takes in the manifests as written
 */
public record ManifestLayout(
    long targetSizeBytes,
    List<ManifestSize> manifests,
    int partitions,
    int maxManifestsPerPartition,
    int partitionsInSeveralManifests,
    int manifestsAfterRewrite) {
  public ManifestLayout {
    manifests = List.copyOf(manifests);
  }

  /** Manifests below the target size. */
  public int smallManifests() {
    return (int) manifests.stream().filter(ManifestSize::small).count();
  }

  /** The manifests' total length in bytes. */
  public long bytes() {
    return manifests.stream().mapToLong(ManifestSize::length).sum();
  }
}
