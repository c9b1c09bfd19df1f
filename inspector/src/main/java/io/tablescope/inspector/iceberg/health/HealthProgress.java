package io.tablescope.inspector.iceberg.health;

/**
 * Where a long analysis reports how far it got, and how it learns that the user gave up: the app
 * passes its task's progress, the CLI {@link #NONE}. A cancelled analysis stops with a {@link
 * java.util.concurrent.CancellationException}.
 */
public interface HealthProgress {
  /** Reports nothing and never cancels. */
  HealthProgress NONE =
      new HealthProgress() {
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
   * @param fraction done so far, from 0 to 1
   * @param message what is happening, worded for the user
   */
  void update(double fraction, String message);

  /** Whether the user cancelled the analysis. */
  boolean isCancelled();
}
