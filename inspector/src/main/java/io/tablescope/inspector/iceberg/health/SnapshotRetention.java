package io.tablescope.inspector.iceberg.health;

import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.iceberg.metadata.SnapshotRef;
import io.tablescope.format.iceberg.metadata.TableMetadata;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Which snapshots Iceberg's expire-snapshots keeps when run with the table's own retention: the
 * {@code history.expire.*} properties and each ref's settings, Iceberg's defaults where unset.
 * Enough to tell how many snapshots an expiry would drop; the exact files are the expire preview's.
 */
final class SnapshotRetention {
  static final String MAX_SNAPSHOT_AGE = "history.expire.max-snapshot-age-ms";
  static final String MIN_SNAPSHOTS = "history.expire.min-snapshots-to-keep";
  static final String MAX_REF_AGE = "history.expire.max-ref-age-ms";
  static final long DEFAULT_MAX_SNAPSHOT_AGE_MS = 5L * 24 * 60 * 60 * 1000;
  static final int DEFAULT_MIN_SNAPSHOTS = 1;

  private final TableMetadata metadata;
  private final Map<Long, Snapshot> byId = new HashMap<>();

  SnapshotRetention(TableMetadata metadata) {
    this.metadata = metadata;
    metadata.snapshots().forEach(snapshot -> byId.put(snapshot.snapshotId(), snapshot));
  }

  long maxSnapshotAgeMs() {
    return longProperty(MAX_SNAPSHOT_AGE, DEFAULT_MAX_SNAPSHOT_AGE_MS);
  }

  int minSnapshotsToKeep() {
    return (int) longProperty(MIN_SNAPSHOTS, DEFAULT_MIN_SNAPSHOTS);
  }

  long maxRefAgeMs() {
    return longProperty(MAX_REF_AGE, Long.MAX_VALUE);
  }

  /** The ids of the snapshots an expiry at {@code nowMillis} would keep. */
  Set<Long> retained(long nowMillis) {
    long expireOlderThan = nowMillis - maxSnapshotAgeMs();
    Set<Long> retained = new HashSet<>();
    Set<Long> referenced = new HashSet<>();
    for (SnapshotRef ref : metadata.refs().values()) {
      Snapshot head = byId.get(ref.snapshotId());
      if (head == null || !keepsRef(ref, head, nowMillis)) {
        continue;
      }
      retained.add(head.snapshotId());
      referenced.addAll(ancestorIds(head));
      if (ref.isBranch()) {
        long olderThan =
            ref.maxSnapshotAgeMs() == null ? expireOlderThan : nowMillis - ref.maxSnapshotAgeMs();
        int minimum =
            ref.minSnapshotsToKeep() == null ? minSnapshotsToKeep() : ref.minSnapshotsToKeep();
        retained.addAll(branchRetained(head, olderThan, minimum));
      }
    }
    // Snapshots no kept ref reaches stay only while they are younger than the default age.
    for (Snapshot snapshot : metadata.snapshots()) {
      if (!referenced.contains(snapshot.snapshotId())
          && snapshot.timestampMillis() >= expireOlderThan) {
        retained.add(snapshot.snapshotId());
      }
    }
    return retained;
  }

  private boolean keepsRef(SnapshotRef ref, Snapshot head, long nowMillis) {
    if (SnapshotRef.MAIN_BRANCH.equals(ref.name())) {
      return true;
    }
    long maxAge = ref.maxRefAgeMs() == null ? maxRefAgeMs() : ref.maxRefAgeMs();
    return nowMillis - head.timestampMillis() <= maxAge;
  }

  private Set<Long> branchRetained(Snapshot head, long olderThan, int minimum) {
    Set<Long> kept = new HashSet<>();
    Snapshot ancestor = head;
    while (ancestor != null
        && (kept.size() < minimum || ancestor.timestampMillis() >= olderThan)
        && kept.add(ancestor.snapshotId())) {
      ancestor = parentOf(ancestor);
    }
    return kept;
  }

  private Set<Long> ancestorIds(Snapshot head) {
    Set<Long> ids = new HashSet<>();
    Snapshot ancestor = head;
    // A cycle in damaged metadata stops at the first repeat.
    while (ancestor != null && ids.add(ancestor.snapshotId())) {
      ancestor = parentOf(ancestor);
    }
    return ids;
  }

  private Snapshot parentOf(Snapshot snapshot) {
    return snapshot.parentId() == null ? null : byId.get(snapshot.parentId());
  }

  private long longProperty(String key, long defaultValue) {
    String value = metadata.properties().get(key);
    if (value == null) {
      return defaultValue;
    }
    try {
      return Long.parseLong(value.trim());
    } catch (NumberFormatException e) {
      return defaultValue;
    }
  }
}
