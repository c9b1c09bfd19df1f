package io.tablescope.inspector.hudi.clean;

import io.tablescope.format.hudi.HoodieTableConfig;
import java.util.Objects;

/**
 * The cleaner policy a preview follows and how much it retains, each with where it came from.
 *
 * @param retained commits, file versions or hours, by the policy
 * @param policySource where the policy came from: the command line, {@code hoodie.properties}, or
 *     Hudi's default
 */
public record CleanSettings(
    CleanPolicy policy, int retained, String policySource, String retainedSource) {
  public static final String POLICY_KEY = "hoodie.clean.policy";
  public static final String LEGACY_POLICY_KEY = "hoodie.cleaner.policy";

  public CleanSettings {
    Objects.requireNonNull(policy, "policy");
    if (retained < 0) {
      throw new IllegalArgumentException(
          policy.retainedKey + " must not be negative, was " + retained);
    }
  }

  /**
   * The settings given, else the table's {@code hoodie.properties}, else Hudi's defaults.
   *
   * @param policy the policy given, or null
   * @param retained how much to retain, or null
   */
  public static CleanSettings of(HoodieTableConfig config, CleanPolicy policy, Integer retained) {
    String policySource = "given";
    if (policy == null) {
      String stored = stored(config, POLICY_KEY, LEGACY_POLICY_KEY);
      policy = stored == null ? CleanPolicy.KEEP_LATEST_COMMITS : CleanPolicy.parse(stored);
      policySource = stored == null ? "Hudi's default" : "hoodie.properties";
    }
    String retainedSource = "given";
    if (retained == null) {
      String stored = stored(config, policy.retainedKey, policy.legacyRetainedKey);
      if (stored == null) {
        retained = policy.defaultRetained;
        retainedSource = "Hudi's default";
      } else {
        try {
          retained = Integer.parseInt(stored.trim());
        } catch (NumberFormatException e) {
          throw new IllegalArgumentException(
              "hoodie.properties: " + policy.retainedKey + "=" + stored + " is not a number", e);
        }
        retainedSource = "hoodie.properties";
      }
    }
    return new CleanSettings(policy, retained, policySource, retainedSource);
  }

  static String stored(HoodieTableConfig config, String key, String legacyKey) {
    String value = config.get(key);
    return value != null ? value : config.get(legacyKey);
  }
}
