package io.tablescope.inspector.iceberg.maintenance;

/** What a long preview tells its caller as it goes, and whether the caller has given up on it. */
public interface MaintenanceProgress {
  /** Progress that nobody watches and that is never cancelled. */
  MaintenanceProgress NONE =
      new MaintenanceProgress() {
        @Override
        public void update(double fraction, String message) {}

        @Override
        public boolean isCancelled() {
          return false;
        }
      };

  /**
   * @param fraction done so far, from 0 to 1, or negative when unknown
   */
  void update(double fraction, String message);

  boolean isCancelled();

  /** Stops the work when the caller has given up on it. */
  default void checkCancelled() {
    if (isCancelled()) {
      throw new java.util.concurrent.CancellationException("cancelled");
    }
  }
}
