package io.tablescope.inspector.hudi.clean;

import java.util.Locale;

/**
 * Hudi's cleaner policies, each with the setting that says how much it retains and Hudi's default
 * for it.
 */
public enum CleanPolicy {
  /** Keep the file slices the last N completed commits need. */
  KEEP_LATEST_COMMITS("hoodie.clean.commits.retained", "hoodie.cleaner.commits.retained", 10),
  /** Keep the latest N file slices of each file group. */
  KEEP_LATEST_FILE_VERSIONS(
      "hoodie.clean.fileversions.retained", "hoodie.cleaner.fileversions.retained", 3),
  /** Keep the file slices the commits of the last N hours need. */
  KEEP_LATEST_BY_HOURS("hoodie.clean.hours.retained", "hoodie.cleaner.hours.retained", 24);

  /** The policy's setting, as Hudi 1.x names it, and the older name it still reads. */
  public final String retainedKey;

  public final String legacyRetainedKey;
  public final int defaultRetained;

  CleanPolicy(String retainedKey, String legacyRetainedKey, int defaultRetained) {
    this.retainedKey = retainedKey;
    this.legacyRetainedKey = legacyRetainedKey;
    this.defaultRetained = defaultRetained;
  }

  /** The policy Hudi names so, in any case. */
  public static CleanPolicy parse(String name) {
    try {
      return valueOf(name.trim().toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "no Hudi cleaner policy "
              + name
              + " (KEEP_LATEST_COMMITS, KEEP_LATEST_FILE_VERSIONS or KEEP_LATEST_BY_HOURS)",
          e);
    }
  }
}
