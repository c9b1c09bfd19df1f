package io.tablescope.format.delta.checkpoint;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;

/**
 * Runs a producer on a thread of its own and hands what it makes to the caller's consumer, in
 * order, a batch at a time through a short queue: decoding a checkpoint's rows and replaying them
 * then share two cores, and no more than a few batches are ever held. The thread is its own, not a
 * pool's, so a caller that is itself a pool thread cannot wait on work queued behind it.
 */
final class Handoff<T> {
  private static final int BATCH = 512;
  private static final int BATCHES_IN_FLIGHT = 4;

  private final BlockingQueue<Batch<T>> queue = new ArrayBlockingQueue<>(BATCHES_IN_FLIGHT);
  private volatile boolean stopped;

  private Handoff() {}

  /**
   * Calls {@code producer} on a new thread with a sink for its items, and hands each item to {@code
   * consumer} on this thread, in the order made. Returns once both are done; an exception of either
   * ends both and is thrown here.
   *
   * @throws CancellationException when this thread is interrupted while it waits
   */
  static <T> void run(String name, Consumer<Consumer<T>> producer, Consumer<T> consumer) {
    new Handoff<T>().handOver(name, producer, consumer);
  }

  private void handOver(String name, Consumer<Consumer<T>> producer, Consumer<T> consumer) {
    Thread thread = new Thread(() -> produce(producer), name);
    thread.setDaemon(true);
    thread.start();
    boolean finished = false;
    try {
      while (true) {
        Batch<T> batch = queue.take();
        batch.items.forEach(consumer);
        if (batch.failure instanceof Error error) {
          throw error;
        }
        if (batch.failure != null) {
          throw (RuntimeException) batch.failure;
        }
        if (batch.last) {
          finished = true;
          return;
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new CancellationException(name + " was cancelled");
    } finally {
      if (!finished) {
        stopped = true;
        thread.interrupt();
      }
      joinQuietly(thread);
    }
  }

  private void produce(Consumer<Consumer<T>> producer) {
    List<T> items = new ArrayList<>(BATCH);
    try {
      producer.accept(
          item -> {
            items.add(item);
            if (items.size() == BATCH) {
              put(new Batch<>(List.copyOf(items), false, null));
              items.clear();
            }
          });
      put(new Batch<>(List.copyOf(items), true, null));
    } catch (Stopped e) {
      // The consumer has gone: nothing is waiting for the rest.
    } catch (RuntimeException | Error e) {
      offerFailure(List.copyOf(items), e);
    }
  }

  private void put(Batch<T> batch) {
    try {
      if (stopped) {
        throw new Stopped();
      }
      queue.put(batch);
    } catch (InterruptedException e) {
      throw new Stopped();
    }
  }

  /** Hands what was made before a runtime exception or an error, then it, to the consumer. */
  private void offerFailure(List<T> before, Throwable failure) {
    try {
      put(new Batch<>(before, true, failure));
    } catch (Stopped e) {
      // The consumer has gone: there is no one to tell.
    }
  }

  private static void joinQuietly(Thread thread) {
    boolean interrupted = false;
    while (true) {
      try {
        thread.join();
        break;
      } catch (InterruptedException e) {
        interrupted = true;
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }

  private record Batch<T>(List<T> items, boolean last, Throwable failure) {}

  /** Unwinds the producer once the consumer has gone. */
  private static final class Stopped extends RuntimeException {
    Stopped() {
      super(null, null, false, false);
    }
  }
}
