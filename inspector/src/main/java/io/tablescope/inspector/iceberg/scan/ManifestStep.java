package io.tablescope.inspector.iceberg.scan;

import io.tablescope.format.iceberg.manifest.ManifestContent;

/**
 * What the scan did with one manifest of the manifest list.
 *
 * @param reason why, naming the partition summaries that decided it
 * @param kept the live entries of a read manifest that the filter kept
 * @param pruned the live entries of a read manifest that the filter pruned
 */
public record ManifestStep(
    String path,
    ManifestContent content,
    int specId,
    Verdict verdict,
    String reason,
    int kept,
    int pruned) {

  /** A manifest's fate. */
  public enum Verdict {
    /** Read: its summaries can hold matching rows. */
    READ("read"),
    /** Not read: its partition summaries exclude the filter. */
    PRUNED("pruned"),
    /** Not read: it holds no added or existing file, only deletions. */
    NO_LIVE_FILES("no-live-files");

    private final String jsonName;

    Verdict(String jsonName) {
      this.jsonName = jsonName;
    }

    public String jsonName() {
      return jsonName;
    }
  }
}
