package io.tablescope.inspector.hudi.health;

import io.tablescope.format.hudi.HoodieTableConfig;
import java.util.Locale;

/**
 * The write settings a health finding weighs, as {@code hoodie.properties} sets them (writers may
 * set them in their own options, which the table does not keep) or Hudi 1.0.1's defaults.
 */
record WriteConfig(HoodieTableConfig config) {
  static final String CLEAN_POLICY = "hoodie.clean.policy";
  static final String FAILED_WRITES_POLICY = "hoodie.clean.failed.writes.policy";
  static final String MAX_DELTA_COMMITS = "hoodie.compact.inline.max.delta.commits";
  static final String METADATA_PARTITIONS_INFLIGHT = "hoodie.table.metadata.partitions.inflight";

  /** The value of the key or of its older name, or null. */
  String get(String key, String olderKey) {
    String value = config.get(key);
    if (value == null || value.isBlank()) {
      value = config.get(olderKey);
    }
    return value == null || value.isBlank() ? null : value.trim();
  }

  String cleanPolicy() {
    String policy = get(CLEAN_POLICY, "hoodie.cleaner.policy");
    return policy == null ? "KEEP_LATEST_COMMITS" : policy.toUpperCase(Locale.ROOT);
  }

  boolean cleanPolicySet() {
    return get(CLEAN_POLICY, "hoodie.cleaner.policy") != null;
  }

  /** What the clean policy keeps: commits, file versions or hours. */
  int retained() {
    return switch (cleanPolicy()) {
      case "KEEP_LATEST_FILE_VERSIONS" ->
          number(
              get("hoodie.clean.fileversions.retained", "hoodie.cleaner.fileversions.retained"), 3);
      case "KEEP_LATEST_BY_HOURS" ->
          number(get("hoodie.clean.hours.retained", "hoodie.cleaner.hours.retained"), 24);
      default ->
          number(get("hoodie.clean.commits.retained", "hoodie.cleaner.commits.retained"), 10);
    };
  }

  String failedWritesPolicy() {
    String policy = get(FAILED_WRITES_POLICY, "hoodie.cleaner.policy.failed.writes");
    return policy == null ? "EAGER" : policy.toUpperCase(Locale.ROOT);
  }

  boolean failedWritesPolicySet() {
    return get(FAILED_WRITES_POLICY, "hoodie.cleaner.policy.failed.writes") != null;
  }

  /** The delta commits after which inline compaction runs, when the table sets it. */
  Integer maxDeltaCommits() {
    String value = get(MAX_DELTA_COMMITS, MAX_DELTA_COMMITS);
    return value == null ? null : number(value, 5);
  }

  private static int number(String value, int otherwise) {
    if (value == null) {
      return otherwise;
    }
    try {
      return Integer.parseInt(value);
    } catch (NumberFormatException e) {
      return otherwise;
    }
  }
}
