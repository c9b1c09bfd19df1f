package io.tablescope.app.gui.task;

import java.util.concurrent.atomic.AtomicBoolean;

/** A running task: cancelling it drops its result, and the work sees the flag to stop early. */
public final class TaskHandle {
  private final AtomicBoolean cancelled = new AtomicBoolean();

  public void cancel() {
    cancelled.set(true);
  }

  public boolean isCancelled() {
    return cancelled.get();
  }
}
