package io.tablescope.app.gui.health;

import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.task.Progress;
import java.util.List;

/**
 * What the Integrity section needs of one format: its open table, its whole-table check, and where
 * a finding leads.
 *
 * @param <T> the format's table
 * @param <F> one finding of its check
 */
public interface FormatIntegrity<T, F> {
  /** The opened table when it is of this format, else null. */
  T table(MainViewModel main);

  /** What the status says while the check starts, e.g. {@code Checking 12 snapshots…}. */
  String starting(T table);

  /** Checks the table; runs off the UI thread, reporting progress where the check can. */
  Checked<F> check(T table, Progress work);

  /** Shows where a finding is. */
  void open(F finding);

  /**
   * What a check found.
   *
   * @param verdict the line saying whether the table is sound and what was examined
   */
  record Checked<F>(List<F> findings, String verdict) {
    public Checked {
      findings = List.copyOf(findings);
    }
  }
}
