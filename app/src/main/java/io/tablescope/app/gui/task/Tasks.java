package io.tablescope.app.gui.task;

import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * The one seam between the UI and background work: work runs on the background executor, its
 * result, failure and progress are delivered on the UI executor. Progress is throttled to a few
 * updates per second so a fast loop cannot flood the UI thread. Tests pass {@link #synchronous()},
 * which runs everything on the calling thread.
 */
public final class Tasks {
  /** The least time between two progress updates delivered to the UI. */
  static final long PROGRESS_INTERVAL_NANOS = 200_000_000L;

  private final Executor background;
  private final Executor ui;
  private final LongSupplier clock;

  public Tasks(Executor background, Executor ui) {
    this(background, ui, System::nanoTime);
  }

  Tasks(Executor background, Executor ui, LongSupplier clock) {
    this.background = background;
    this.ui = ui;
    this.clock = clock;
  }

  /** Runs work, results and progress all on the calling thread. */
  public static Tasks synchronous() {
    return new Tasks(Runnable::run, Runnable::run);
  }

  /** Runs work in the background; exactly one of the callbacks runs, unless it is cancelled. */
  public <T> TaskHandle run(
      Work<T> work,
      Consumer<T> onSuccess,
      Consumer<Throwable> onFailure,
      ProgressListener listener) {
    TaskHandle handle = new TaskHandle();
    Progress progress = new ThrottledProgress(handle, listener);
    background.execute(
        () -> {
          try {
            T result = work.run(progress);
            ui.execute(
                () -> {
                  if (!handle.isCancelled()) {
                    onSuccess.accept(result);
                  }
                });
          } catch (Exception | Error e) {
            ui.execute(
                () -> {
                  if (!handle.isCancelled()) {
                    onFailure.accept(e);
                  }
                });
          }
        });
    return handle;
  }

  private final class ThrottledProgress implements Progress {
    private final TaskHandle handle;
    private final ProgressListener listener;
    private final AtomicLong lastDelivered = new AtomicLong(Long.MIN_VALUE);

    ThrottledProgress(TaskHandle handle, ProgressListener listener) {
      this.handle = handle;
      this.listener = listener;
    }

    @Override
    public void update(double fraction, String message) {
      long now = clock.getAsLong();
      long last = lastDelivered.get();
      boolean due = last == Long.MIN_VALUE || now - last >= PROGRESS_INTERVAL_NANOS;
      if (due && lastDelivered.compareAndSet(last, now)) {
        ui.execute(
            () -> {
              if (!handle.isCancelled()) {
                listener.progressed(fraction, message);
              }
            });
      }
    }

    @Override
    public boolean isCancelled() {
      return handle.isCancelled();
    }
  }
}
