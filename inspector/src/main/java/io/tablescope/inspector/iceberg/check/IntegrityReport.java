package io.tablescope.inspector.iceberg.check;

import java.util.List;

/**
 * What the integrity check found over every snapshot of a table, and what it examined.
 *
 * @param findings what is wrong, in the order found; empty when the metadata is sound
 * @param snapshots how many snapshots were examined
 * @param manifests how many distinct manifests were read
 * @param entries how many manifest entries those manifests hold
 * @param readNothing whether the table has snapshots but not one of their manifest lists could be
 *     read
 */
public record IntegrityReport(
    List<Finding> findings, int snapshots, int manifests, long entries, boolean readNothing) {
  public IntegrityReport {
    findings = List.copyOf(findings);
    if (snapshots < 0 || manifests < 0 || entries < 0) {
      throw new IllegalArgumentException("negative count");
    }
  }

  /**
   * The verdict in one line: {@code sound} or how many findings, then what was examined, e.g.
   * {@code sound: 12 snapshots, 30 manifests, 4100 entries examined}.
   */
  public String verdict() {
    return (sound() ? "sound" : findings.size() + (findings.size() == 1 ? " finding" : " findings"))
        + ": "
        + snapshots
        + " snapshots, "
        + manifests
        + " manifests, "
        + entries
        + " entries examined";
  }

  /** Whether nothing was found wrong. */
  public boolean sound() {
    return findings.isEmpty();
  }
}
