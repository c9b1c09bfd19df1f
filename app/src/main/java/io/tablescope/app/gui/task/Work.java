package io.tablescope.app.gui.task;

/**
 * Work that runs off the UI thread and produces a result. It may report progress and should stop
 * early when {@link Progress#isCancelled()} turns true.
 */
@FunctionalInterface
public interface Work<T> {
  T run(Progress progress) throws Exception;
}
