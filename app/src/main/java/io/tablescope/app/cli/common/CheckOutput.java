package io.tablescope.app.cli.common;

import java.io.PrintWriter;
import java.util.List;
import java.util.function.Function;

/** What every format's {@code check} prints alike: a finding per line and the verdict's opening. */
public final class CheckOutput {
  private CheckOutput() {}

  /**
   * One line per finding, its columns tab-separated with {@code -} for a column it has no value
   * for, then the verdict.
   */
  public static <F> void text(
      PrintWriter out, List<F> findings, Function<F, List<Object>> columns, String verdict) {
    for (F finding : findings) {
      StringBuilder line = new StringBuilder();
      for (Object column : columns.apply(finding)) {
        if (!line.isEmpty()) {
          line.append('\t');
        }
        line.append(column == null ? "-" : column);
      }
      out.println(line);
    }
    out.println(verdict);
  }

  /** {@code sound: } or {@code 3 findings: }, what a verdict opens with. */
  public static String verdictOpening(boolean sound, int findings) {
    return (sound ? "sound" : Numbers.count(findings, "finding")) + ": ";
  }
}
