package io.tablescope.inspector.iceberg.health;

import io.tablescope.format.iceberg.manifest.ManifestContent;
import java.util.Objects;

/**
 * One manifest of the snapshot: its size and what it keeps live.
 *
 * @param length the manifest's length in bytes, as the manifest list records it
 * @param liveEntries its ADDED and EXISTING entries
 * @param partitions the partitions its live entries belong to
 * @param small whether it is below the manifest target size
 */
public record ManifestSize(
    String path,
    ManifestContent content,
    int specId,
    long length,
    int liveEntries,
    int partitions,
    boolean small) {
  public ManifestSize {
    Objects.requireNonNull(path, "path");
    Objects.requireNonNull(content, "content");
  }
}
