package io.tablescope.app.cli.hudi;

import io.tablescope.inspector.hudi.health.HudiHealth;
import java.io.PrintWriter;

/**
 * The text form of {@code health} on a Hudi table: each section's findings, or that none was found.
 */
final class HudiHealthText {
  private HudiHealthText() {}

  static void write(HudiHealth health, PrintWriter out) {
    boolean first = true;
    for (HudiHealthFindings.Section section : HudiHealthFindings.of(health)) {
      if (!first) {
        out.println();
      }
      first = false;
      out.println(section.title());
      if (section.findings().isEmpty()) {
        out.println("  " + section.none());
      }
      for (HudiHealthFindings.Finding finding : section.findings()) {
        out.println("  " + finding.headline());
        finding.details().forEach(detail -> out.println("    " + detail));
      }
    }
    if (!health.problems().isEmpty()) {
      out.println();
      out.println("Problems");
      health.problems().forEach(problem -> out.println("  " + problem));
    }
  }
}
