package io.tablescope.inspector.table;

import java.util.concurrent.CancellationException;

/**
 * Where a long analysis (file health, the expire and orphan previews) reports how far it got, and
 * how it learns that the user gave up: the app passes its task's progress, the CLI {@link #NONE}. A
 * cancelled analysis stops with a {@link CancellationException}.
 */
public interface AnalysisProgress {
  /** Reports nothing and never cancels. */
  AnalysisProgress NONE =
      new AnalysisProgress() {
        @Override
        public void update(double fraction, String message) {}

        @Override
        public boolean isCancelled() {
          return false;
        }
      };

  /**
   * Reports progress.
   *
   * @param fraction done so far, from 0 to 1, or negative when unknown
   * @param message what is happening, worded for the user
   */
  void update(double fraction, String message);

  /** Whether the user cancelled the analysis. */
  boolean isCancelled();

  /** Stops the work when the user has given up on it. */
  default void checkCancelled() {
    if (isCancelled()) {
      throw new CancellationException("cancelled");
    }
  }
}
