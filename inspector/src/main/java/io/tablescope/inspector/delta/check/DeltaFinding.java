package io.tablescope.inspector.delta.check;

import java.util.Locale;
import java.util.Objects;

/**
 * One thing the integrity check found wrong in a Delta table.
 *
 * @param check the stable code of the check that found it, e.g. {@code checkpoint-state}
 * @param version the version it concerns, or null for the log as a whole
 * @param path the file it concerns (a commit, checkpoint, {@code .crc}, data or DV file), or null
 * @param message what was expected and what was found
 * @param severity whether readers fail or read wrong data, or only a statement disagrees
 */
public record DeltaFinding(
    String check, Long version, String path, String message, Severity severity) {
  public DeltaFinding {
    Objects.requireNonNull(check, "check");
    Objects.requireNonNull(message, "message");
    Objects.requireNonNull(severity, "severity");
  }

  /** How much a finding matters to a reader of the table. */
  public enum Severity {
    /** A reader fails, or reads other data than the writers committed. */
    ERROR,
    /**
     * What the log states about itself disagrees with it (a {@code .crc}), or history is gone, but
     * the latest state still reads.
     */
    WARNING;

    /** The word shown, lower case. */
    public String word() {
      return name().toLowerCase(Locale.ROOT);
    }
  }
}
