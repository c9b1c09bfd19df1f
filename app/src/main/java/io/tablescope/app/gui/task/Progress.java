package io.tablescope.app.gui.task;

import io.tablescope.inspector.table.AnalysisProgress;

/** What running work can tell the user, and whether the user has given up on it. */
public interface Progress {
  /**
   * Reports progress.
   *
   * @param fraction done so far, from 0 to 1, or a negative number when unknown
   * @param message what is happening, worded for the user
   */
  void update(double fraction, String message);

  /** Whether the user cancelled the work; its result will be dropped. */
  boolean isCancelled();

  /** The same progress, as the inspector's analyses report theirs. */
  default AnalysisProgress forAnalysis() {
    Progress task = this;
    return new AnalysisProgress() {
      @Override
      public void update(double fraction, String message) {
        task.update(fraction, message);
      }

      @Override
      public boolean isCancelled() {
        return task.isCancelled();
      }
    };
  }
}
