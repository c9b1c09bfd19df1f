package io.tablescope.app.gui.task;

/** Receives a task's progress on the UI thread. */
@FunctionalInterface
public interface ProgressListener {
  ProgressListener IGNORE = (fraction, message) -> {};

  void progressed(double fraction, String message);
}
