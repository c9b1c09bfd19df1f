package io.tablescope.inspector.hudi.check;

import java.util.Objects;

/**
 * One thing the integrity check found wrong in a Hudi table.
 *
 * @param rule the stable code of the rule broken, e.g. {@code write-file}
 * @param instant the requested time of the instant it concerns, or null for the table
 * @param path the file it concerns, or null
 * @param message what was expected and what was found
 */
public record HudiFinding(String rule, String instant, String path, String message) {
  public HudiFinding {
    Objects.requireNonNull(rule, "rule");
    Objects.requireNonNull(message, "message");
  }
}
