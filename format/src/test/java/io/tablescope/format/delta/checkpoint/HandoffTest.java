package io.tablescope.format.delta.checkpoint;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class HandoffTest {
  @Test
  void everyItemReachesTheConsumerInOrderOnTheCallersThread() {
    List<Integer> handed = new ArrayList<>();
    AtomicReference<Thread> producedOn = new AtomicReference<>();
    Thread caller = Thread.currentThread();

    Handoff.<Integer>run(
        "test",
        items -> {
          producedOn.set(Thread.currentThread());
          for (int i = 0; i < 5_000; i++) {
            items.accept(i);
          }
        },
        item -> {
          assertThat(Thread.currentThread()).isSameAs(caller);
          handed.add(item);
        });

    assertThat(handed).hasSize(5_000).isSorted().startsWith(0, 1, 2).endsWith(4_999);
    assertThat(producedOn.get()).isNotSameAs(caller);
    assertThat(producedOn.get().isAlive()).isFalse();
  }

  @Test
  void aProducersFailureIsThrownToTheCallerAfterWhatCameBeforeIt() {
    List<Integer> handed = new ArrayList<>();

    assertThatThrownBy(
            () ->
                Handoff.<Integer>run(
                    "test",
                    items -> {
                      for (int i = 0; i < 1_000; i++) {
                        items.accept(i);
                      }
                      throw new IllegalArgumentException("row 1001 is damaged");
                    },
                    handed::add))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("row 1001 is damaged");
    assertThat(handed).hasSize(1_000);
  }

  @Test
  void aConsumersFailureStopsTheProducerBeforeItMakesEverything() {
    AtomicInteger made = new AtomicInteger();
    AtomicReference<Thread> producer = new AtomicReference<>();

    assertThatThrownBy(
            () ->
                Handoff.<Integer>run(
                    "test",
                    items -> {
                      producer.set(Thread.currentThread());
                      for (int i = 0; i < 1_000_000; i++) {
                        made.incrementAndGet();
                        items.accept(i);
                      }
                    },
                    item -> {
                      if (item == 10) {
                        throw new IllegalStateException("sink full");
                      }
                    }))
        .hasMessage("sink full");
    assertThat(producer.get().isAlive()).isFalse();
    assertThat(made.get()).isLessThan(1_000_000);
  }
}
