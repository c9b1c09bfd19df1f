package io.tablescope.app.cli.common;

import io.tablescope.format.Problem;
import java.io.PrintWriter;
import java.util.List;

/**
 * A health report in words, whatever the format: one section a question, one finding a line with
 * what it concerns beneath. What {@code health} prints and the Health views list.
 */
public final class HealthReport {
  private HealthReport() {}

  /**
   * One question about the table and what answers it.
   *
   * @param none what the section says when nothing was found
   */
  public record Section(String title, List<Finding> findings, String none) {
    public Section {
      findings = List.copyOf(findings);
    }
  }

  /**
   * One thing found.
   *
   * @param subject what it concerns: an instant, a version, a file group, a partition
   * @param details the numbers, versions and files behind it, a line each
   */
  public record Finding(String subject, String headline, List<String> details) {
    public Finding {
      details = List.copyOf(details);
    }
  }

  /** The text form: each section's findings, or that none was found, then the problems. */
  public static void write(List<Section> sections, List<Problem> problems, PrintWriter out) {
    boolean first = true;
    for (Section section : sections) {
      if (!first) {
        out.println();
      }
      first = false;
      out.println(section.title());
      if (section.findings().isEmpty()) {
        out.println("  " + section.none());
      }
      for (Finding finding : section.findings()) {
        out.println("  " + finding.headline());
        finding.details().forEach(detail -> out.println("    " + detail));
      }
    }
    if (!problems.isEmpty()) {
      out.println();
      out.println("Problems");
      problems.forEach(problem -> out.println("  " + problem));
    }
  }
}
