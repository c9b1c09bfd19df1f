package io.tablescope.inspector.iceberg.definition;

import io.tablescope.format.iceberg.metadata.SnapshotRef;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A branch or tag with the retention settings snapshot expiry applies to it: the ref's own value,
 * else the table property, else Iceberg's default. A setting that does not apply to the ref is
 * null: tags keep no snapshots but their own, and {@code main} never expires.
 */
public record RefRetention(
    String name,
    SnapshotRef.Type type,
    long snapshotId,
    Setting minSnapshotsToKeep,
    Setting maxSnapshotAgeMs,
    Setting maxRefAgeMs) {
  static final String MIN_SNAPSHOTS_TO_KEEP = "history.expire.min-snapshots-to-keep";
  static final String MAX_SNAPSHOT_AGE_MS = "history.expire.max-snapshot-age-ms";
  static final String MAX_REF_AGE_MS = "history.expire.max-ref-age-ms";
  static final long DEFAULT_MIN_SNAPSHOTS_TO_KEEP = 1;
  static final long DEFAULT_MAX_SNAPSHOT_AGE_MS = 5L * 24 * 60 * 60 * 1000;
  static final long DEFAULT_MAX_REF_AGE_MS = Long.MAX_VALUE;

  public RefRetention {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(type, "type");
  }

  /**
   * A retention setting's effective value and where it comes from.
   *
   * @param onRef the value the ref itself sets, or null
   * @param from {@code ref}, the table property's name, or {@code default}
   */
  public record Setting(Long onRef, long effective, String from) {
    public Setting {
      Objects.requireNonNull(from, "from");
    }

    /** The effective value in words: {@code forever} for Iceberg's unbounded default. */
    public String effectiveText() {
      return effective == Long.MAX_VALUE ? "forever" : Long.toString(effective);
    }
  }

  /** The retention of every ref, in the metadata's order, against the table's properties. */
  public static List<RefRetention> of(
      Map<String, SnapshotRef> refs, Map<String, String> properties) {
    List<RefRetention> retention = new ArrayList<>();
    for (SnapshotRef ref : refs.values()) {
      boolean branch = ref.isBranch();
      boolean main = ref.name().equals(SnapshotRef.MAIN_BRANCH);
      retention.add(
          new RefRetention(
              ref.name(),
              ref.type(),
              ref.snapshotId(),
              branch
                  ? setting(
                      toLong(ref.minSnapshotsToKeep()),
                      properties,
                      MIN_SNAPSHOTS_TO_KEEP,
                      DEFAULT_MIN_SNAPSHOTS_TO_KEEP)
                  : null,
              branch
                  ? setting(
                      ref.maxSnapshotAgeMs(),
                      properties,
                      MAX_SNAPSHOT_AGE_MS,
                      DEFAULT_MAX_SNAPSHOT_AGE_MS)
                  : null,
              main
                  ? null
                  : setting(
                      ref.maxRefAgeMs(), properties, MAX_REF_AGE_MS, DEFAULT_MAX_REF_AGE_MS)));
    }
    return List.copyOf(retention);
  }

  private static Long toLong(Integer value) {
    return value == null ? null : value.longValue();
  }

  private static Setting setting(
      Long onRef, Map<String, String> properties, String property, long fallback) {
    if (onRef != null) {
      return new Setting(onRef, onRef, "ref");
    }
    String value = properties.get(property);
    if (value != null) {
      try {
        return new Setting(null, Long.parseLong(value.trim()), property);
      } catch (NumberFormatException e) {
        // Iceberg would refuse to expire with it; show the default it cannot replace.
        return new Setting(
            null, fallback, "default (" + property + " is not a number: " + value + ")");
      }
    }
    return new Setting(null, fallback, "default");
  }
}
