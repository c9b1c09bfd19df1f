package io.tablescope.inspector.iceberg.check;

/** Hears how far the integrity check is and tells it when the user gave up. */
public interface CheckProgress {
  /** Progress nobody watches; never cancelled. */
  CheckProgress NONE =
      new CheckProgress() {
        @Override
        public void examined(int done, int total) {}

        @Override
        public boolean isCancelled() {
          return false;
        }
      };

  /** {@code done} of {@code total} snapshots are examined. */
  void examined(int done, int total);

  /** Whether the check should stop; it then throws a {@code CancellationException}. */
  boolean isCancelled();
}
