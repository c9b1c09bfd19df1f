package io.tablescope.inspector.iceberg;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Reading ahead keeps the inputs' order and never starts more reads than it may hold. */
class ReadAheadTest {
  private static final List<Integer> INPUTS = IntStream.range(0, 10).boxed().toList();

  @Test
  void resultsComeInTheOrderOfTheInputsThoughLaterReadsFinishFirst() {
    ExecutorService threads = Executors.newFixedThreadPool(4);
    try {
      ReadAhead<Integer, Integer> read =
          new ReadAhead<>(
              INPUTS,
              input -> {
                sleep(10L * (INPUTS.size() - input));
                return input * input;
              },
              threads,
              3);
      List<Integer> results = new ArrayList<>();
      read.forEachRemaining(results::add);

      assertThat(results).isEqualTo(INPUTS.stream().map(input -> input * input).toList());
    } finally {
      threads.shutdownNow();
    }
  }

  @Test
  void allReadsEveryInputAtOnceAndReturnsTheResultsInTheInputsOrder() {
    ExecutorService threads = Executors.newFixedThreadPool(INPUTS.size());
    AtomicInteger running = new AtomicInteger();
    AtomicInteger mostAtOnce = new AtomicInteger();
    try {
      List<Integer> results =
          ReadAhead.all(
              INPUTS,
              input -> {
                mostAtOnce.accumulateAndGet(running.incrementAndGet(), Math::max);
                sleep(10L * (INPUTS.size() - input));
                running.decrementAndGet();
                return input * input;
              },
              threads);

      assertThat(results).isEqualTo(INPUTS.stream().map(input -> input * input).toList());
      assertThat(mostAtOnce.get()).isGreaterThan(1);
    } finally {
      threads.shutdownNow();
    }
  }

  @Test
  void neverStartsMoreThanTheGivenNumberBeyondTheResultLastReturned() {
    AtomicInteger started = new AtomicInteger();
    ReadAhead<Integer, Integer> read =
        new ReadAhead<>(INPUTS, input -> started.incrementAndGet(), Runnable::run, 2);

    assertThat(started).hasValue(0);
    for (int returned = 1; returned <= INPUTS.size(); returned++) {
      read.next();
      assertThat(started).hasValue(Math.min(INPUTS.size(), returned + 2));
    }
    assertThat(read.hasNext()).isFalse();
    assertThatThrownBy(read::next).isInstanceOf(NoSuchElementException.class);
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
