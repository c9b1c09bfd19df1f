package io.tablescope.inspector.iceberg.health;

import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestContent;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.inspector.iceberg.health.DeleteIndex.PartitionKey;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Measures the layout of a snapshot's manifests and what rewriting them would leave. */
final class ManifestLayouts {
  /** Iceberg's default {@code commit.manifest.target-size-bytes}: 8 MB. */
  static final long DEFAULT_TARGET_SIZE_BYTES = 8L * 1024 * 1024;

  private ManifestLayouts() {}

  static ManifestLayout of(List<Manifest> manifests, long targetSizeBytes) {
    List<ManifestSize> sizes = new ArrayList<>();
    Map<PartitionKey, Set<String>> manifestsByPartition = new HashMap<>();
    Map<Group, long[]> groups = new HashMap<>();
    for (Manifest manifest : manifests) {
      ManifestFile file = manifest.file();
      Set<PartitionKey> partitions = new HashSet<>();
      int live = 0;
      for (ManifestEntry entry : manifest.entries()) {
        if (entry.status().isLive()) {
          live++;
          PartitionKey partition = PartitionKey.of(entry.file());
          partitions.add(partition);
          manifestsByPartition.computeIfAbsent(partition, key -> new HashSet<>()).add(file.path());
        }
      }
      sizes.add(
          new ManifestSize(
              file.path(),
              file.content(),
              file.partitionSpecId(),
              file.length(),
              live,
              partitions.size(),
              file.length() < targetSizeBytes));
      long[] group =
          groups.computeIfAbsent(
              new Group(file.content(), file.partitionSpecId()), key -> new long[3]);
      group[0] += file.length();
      group[1] += manifest.entries().size();
      group[2] += live;
    }
    int most = manifestsByPartition.values().stream().mapToInt(Set::size).max().orElse(0);
    int several = (int) manifestsByPartition.values().stream().filter(s -> s.size() > 1).count();
    int after = 0;
    for (long[] group : groups.values()) {
      after += afterRewrite(group[0], group[1], group[2], targetSizeBytes);
    }
    return new ManifestLayout(
        targetSizeBytes, sizes, manifestsByPartition.size(), most, several, after);
  }

  /**
   * The manifests that the live entries of one content and spec fill at the target size, each entry
   * taking the bytes an entry takes in the manifests as written.
   */
  private static int afterRewrite(long bytes, long entries, long liveEntries, long target) {
    if (liveEntries == 0) {
      return 0;
    }
    double liveBytes = (double) bytes * liveEntries / Math.max(1, entries);
    return (int) Math.max(1, Math.ceil(liveBytes / target));
  }

  /** Manifests a rewrite may merge: one content, one spec. */
  private record Group(ManifestContent content, int specId) {}
}
