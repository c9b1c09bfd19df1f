package io.tablescope.inspector.iceberg.maintenance;

import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.iceberg.metadata.SnapshotRef;
import io.tablescope.format.iceberg.metadata.TableMetadata;
import io.tablescope.inspector.iceberg.IcebergRuleException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Which snapshots and refs expiring snapshots keeps, by the rules of Iceberg's {@code
 * ExpireSnapshots}: main always stays, another ref stays while its snapshot is no older than its
 * max-ref-age; a branch keeps its ancestors newer than its max-snapshot-age and at least its
 * min-snapshots-to-keep; a snapshot no ref reaches stays while it is newer than the cut-off.
 */
public final class Retention {
  public static final String GC_ENABLED = "gc.enabled";
  public static final String MAX_SNAPSHOT_AGE_MS = "history.expire.max-snapshot-age-ms";
  public static final String MIN_SNAPSHOTS_TO_KEEP = "history.expire.min-snapshots-to-keep";
  public static final String MAX_REF_AGE_MS = "history.expire.max-ref-age-ms";
  public static final long DEFAULT_MAX_SNAPSHOT_AGE_MS = Duration.ofDays(5).toMillis();
  public static final int DEFAULT_MIN_SNAPSHOTS_TO_KEEP = 1;

  /** What is kept and what goes; {@code expired} in the metadata's order of snapshots. */
  public record Decision(
      ExpireSettings settings, Set<Long> retained, List<Long> expired, List<String> removedRefs) {}

  private Retention() {}

  /**
   * Decides which snapshots and refs an expiry at {@code now} keeps; null settings are the table's.
   *
   * @throws IcebergRuleException when garbage collection is disabled
   * @throws IllegalArgumentException for a retain-last below 1 or a property that is no number
   */
  public static Decision decide(
      TableMetadata metadata, Long olderThan, Integer retainLast, long now)
      throws IcebergRuleException {
    Map<String, String> properties = metadata.properties();
    if (!Boolean.parseBoolean(properties.getOrDefault(GC_ENABLED, "true"))) {
      throw new IcebergRuleException(
          "Cannot expire snapshots: GC is disabled (deleting files may corrupt other tables)");
    }
    if (retainLast != null && retainLast < 1) {
      throw new IllegalArgumentException(
          "Number of snapshots to retain must be at least 1, cannot be: " + retainLast);
    }
    long maxSnapshotAge =
        longProperty(properties, MAX_SNAPSHOT_AGE_MS, DEFAULT_MAX_SNAPSHOT_AGE_MS);
    long defaultOlderThan = olderThan != null ? olderThan : now - maxSnapshotAge;
    String olderThanSource =
        olderThan != null
            ? "given"
            : "now − " + source(properties, MAX_SNAPSHOT_AGE_MS, duration(maxSnapshotAge));
    int minSnapshots =
        retainLast != null
            ? retainLast
            : (int) longProperty(properties, MIN_SNAPSHOTS_TO_KEEP, DEFAULT_MIN_SNAPSHOTS_TO_KEEP);
    String minSource =
        retainLast != null ? "given" : source(properties, MIN_SNAPSHOTS_TO_KEEP, minSnapshots);
    Long maxRefAge =
        properties.containsKey(MAX_REF_AGE_MS)
            ? longProperty(properties, MAX_REF_AGE_MS, Long.MAX_VALUE)
            : null;
    String maxRefAgeSource =
        maxRefAge == null
            ? "no limit (" + MAX_REF_AGE_MS + " unset)"
            : source(properties, MAX_REF_AGE_MS, duration(maxRefAge));

    Map<Long, Snapshot> byId = new LinkedHashMap<>();
    metadata.snapshots().forEach(snapshot -> byId.put(snapshot.snapshotId(), snapshot));
    Map<String, SnapshotRef> refs = refs(metadata);

    List<RefRetention> decisions = new ArrayList<>();
    List<SnapshotRef> retainedRefs = new ArrayList<>();
    List<String> removedRefs = new ArrayList<>();
    for (SnapshotRef ref : refs.values()) {
      Snapshot snapshot = byId.get(ref.snapshotId());
      long refMaxAge = ref.maxRefAgeMs() != null ? ref.maxRefAgeMs() : orNoLimit(maxRefAge);
      String why;
      boolean kept;
      if (ref.name().equals(SnapshotRef.MAIN_BRANCH)) {
        kept = true;
        why = "main is never removed";
      } else if (snapshot == null) {
        kept = false;
        why = "its snapshot " + ref.snapshotId() + " does not exist";
      } else {
        long age = now - snapshot.timestampMillis();
        kept = age <= refMaxAge;
        why =
            "its snapshot is "
                + duration(age)
                + " old; max-ref-age "
                + (ref.maxRefAgeMs() != null
                    ? duration(ref.maxRefAgeMs()) + " (the ref's)"
                    : maxRefAgeSource);
      }
      if (kept) {
        retainedRefs.add(ref);
        if (ref.isBranch()) {
          why += branchRule(ref, now, defaultOlderThan, minSnapshots);
        }
      } else {
        removedRefs.add(ref.name());
      }
      decisions.add(new RefRetention(ref.name(), ref.type(), ref.snapshotId(), kept, why));
    }

    Function<Long, Snapshot> lookup = byId::get;
    Set<Long> retained = new HashSet<>();
    retainedRefs.forEach(ref -> retained.add(ref.snapshotId()));
    Set<Long> referenced = new HashSet<>();
    for (SnapshotRef ref : retainedRefs) {
      if (!ref.isBranch()) {
        referenced.add(ref.snapshotId());
        continue;
      }
      long cutOff =
          ref.maxSnapshotAgeMs() != null ? now - ref.maxSnapshotAgeMs() : defaultOlderThan;
      int keep = ref.minSnapshotsToKeep() != null ? ref.minSnapshotsToKeep() : minSnapshots;
      int kept = 0;
      boolean keeping = true;
      for (Snapshot ancestor : ancestors(ref.snapshotId(), lookup)) {
        referenced.add(ancestor.snapshotId());
        // Counted per branch, as Iceberg counts what it keeps for each branch.
        if (keeping && (kept < keep || ancestor.timestampMillis() >= cutOff)) {
          retained.add(ancestor.snapshotId());
          kept++;
        } else {
          keeping = false;
        }
      }
    }
    for (Snapshot snapshot : metadata.snapshots()) {
      if (!referenced.contains(snapshot.snapshotId())
          && snapshot.timestampMillis() >= defaultOlderThan) {
        retained.add(snapshot.snapshotId());
      }
    }
    List<Long> expired =
        metadata.snapshots().stream()
            .map(Snapshot::snapshotId)
            .filter(id -> !retained.contains(id))
            .toList();
    ExpireSettings settings =
        new ExpireSettings(
            now,
            defaultOlderThan,
            olderThanSource,
            minSnapshots,
            minSource,
            maxRefAge,
            maxRefAgeSource,
            decisions);
    return new Decision(settings, Set.copyOf(retained), expired, removedRefs);
  }

  private static String branchRule(SnapshotRef ref, long now, long olderThan, int minSnapshots) {
    String age =
        ref.maxSnapshotAgeMs() != null
            ? "newer than now − " + duration(ref.maxSnapshotAgeMs()) + " (the ref's)"
            : "newer than the cut-off";
    String count =
        ref.minSnapshotsToKeep() != null
            ? ref.minSnapshotsToKeep() + " (the ref's)"
            : Integer.toString(minSnapshots);
    return "; keeps ancestors " + age + " and at least " + count;
  }

  /** The table's refs; a table written without refs has main at its current snapshot. */
  static Map<String, SnapshotRef> refs(TableMetadata metadata) {
    Map<String, SnapshotRef> refs = new LinkedHashMap<>(metadata.refs());
    if (!refs.containsKey(SnapshotRef.MAIN_BRANCH) && metadata.currentSnapshotId() != null) {
      refs.put(
          SnapshotRef.MAIN_BRANCH,
          new SnapshotRef(
              SnapshotRef.MAIN_BRANCH,
              metadata.currentSnapshotId(),
              SnapshotRef.Type.BRANCH,
              null,
              null,
              null));
    }
    return refs;
  }

  /** A snapshot and its ancestors, newest first, as far as the lookup knows them. */
  static List<Snapshot> ancestors(long snapshotId, Function<Long, Snapshot> lookup) {
    List<Snapshot> ancestors = new ArrayList<>();
    Set<Long> seen = new HashSet<>();
    Snapshot snapshot = lookup.apply(snapshotId);
    while (snapshot != null && seen.add(snapshot.snapshotId())) {
      ancestors.add(snapshot);
      snapshot = snapshot.parentId() == null ? null : lookup.apply(snapshot.parentId());
    }
    return ancestors;
  }

  /** A length of time as people write it: "5 days", "12 h 25 min 3 s", "40 ms". */
  static String duration(long millis) {
    if (millis < 0) {
      return "−" + duration(-millis);
    }
    Duration length = Duration.ofMillis(millis);
    if (length.toSeconds() == 0) {
      return millis + " ms";
    }
    List<String> parts = new ArrayList<>();
    long days = length.toDays();
    if (days > 0) {
      parts.add(days + (days == 1 ? " day" : " days"));
    }
    if (length.toHoursPart() > 0) {
      parts.add(length.toHoursPart() + " h");
    }
    if (length.toMinutesPart() > 0) {
      parts.add(length.toMinutesPart() + " min");
    }
    if (length.toSecondsPart() > 0) {
      parts.add(length.toSecondsPart() + " s");
    }
    return String.join(" ", parts);
  }

  private static long orNoLimit(Long maxRefAge) {
    return maxRefAge == null ? Long.MAX_VALUE : maxRefAge;
  }

  private static String source(Map<String, String> properties, String property, Object value) {
    return properties.containsKey(property)
        ? property + " = " + value + " (table property)"
        : property + " = " + value + " (default)";
  }

  private static long longProperty(Map<String, String> properties, String name, long fallback) {
    String value = properties.get(name);
    if (value == null) {
      return fallback;
    }
    try {
      return Long.parseLong(value.trim());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "Table property " + name + " is not a number: '" + value + "'");
    }
  }
}
