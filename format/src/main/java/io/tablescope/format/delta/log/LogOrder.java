package io.tablescope.format.delta.log;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Puts what a newest-first replay hands over back into log order: the checkpoint's items as they
 * came, then the commits' oldest first, each commit's in file order.
 *
 * @param <T> what is kept of each item
 */
public final class LogOrder<T> {
  private final List<T> fromCommits = new ArrayList<>();
  private final List<T> fromCheckpoint = new ArrayList<>();
  private boolean checkpointReached;

  /** Keeps an item where the replay stands. */
  public void add(T item) {
    (checkpointReached ? fromCheckpoint : fromCommits).add(item);
  }

  /** The replay reached the checkpoint: what comes next is in the checkpoint's order. */
  public void checkpointReached() {
    checkpointReached = true;
  }

  /** Everything kept, in log order; asked once, as the order hands over its own list. */
  public List<T> inLogOrder() {
    Collections.reverse(fromCommits);
    List<T> all = fromCheckpoint;
    all.addAll(fromCommits);
    fromCommits.clear();
    return all;
  }
}
