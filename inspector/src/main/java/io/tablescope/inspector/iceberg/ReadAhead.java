package io.tablescope.inspector.iceberg;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Function;

/**
 * The results of reading inputs, in the inputs' order, read in parallel but never more than a given
 * number beyond the result last returned: what is held at once is bounded by that number, not by
 * the inputs.
 */
final class ReadAhead<T, R> implements Iterator<R> {
  private final Iterator<T> inputs;
  private final Function<T, R> read;
  private final Executor executor;
  private final int ahead;
  private final Deque<CompletableFuture<R>> reading = new ArrayDeque<>();

  /**
   * @param ahead how many results may be read or being read beyond the one last returned, at least
   *     1
   */
  ReadAhead(List<T> inputs, Function<T, R> read, Executor executor, int ahead) {
    if (ahead < 1) {
      throw new IllegalArgumentException("ahead must be positive: " + ahead);
    }
    this.inputs = List.copyOf(inputs).iterator();
    this.read = read;
    this.executor = executor;
    this.ahead = ahead;
  }

  /**
   * The results of reading every input at once, in parallel, in the inputs' order: for inputs a
   * caller keeps all of.
   */
  static <T, R> List<R> all(List<T> inputs, Function<T, R> read, Executor executor) {
    List<CompletableFuture<R>> futures = new ArrayList<>(inputs.size());
    for (T input : inputs) {
      futures.add(CompletableFuture.supplyAsync(() -> read.apply(input), executor));
    }
    List<R> results = new ArrayList<>(inputs.size());
    for (CompletableFuture<R> future : futures) {
      results.add(future.join());
    }
    return results;
  }

  @Override
  public boolean hasNext() {
    fill();
    return !reading.isEmpty();
  }

  @Override
  public R next() {
    fill();
    if (reading.isEmpty()) {
      throw new NoSuchElementException();
    }
    R result = reading.removeFirst().join();
    fill();
    return result;
  }

  private void fill() {
    while (reading.size() < ahead && inputs.hasNext()) {
      T input = inputs.next();
      reading.addLast(CompletableFuture.supplyAsync(() -> read.apply(input), executor));
    }
  }
}
