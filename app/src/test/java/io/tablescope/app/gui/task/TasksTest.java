package io.tablescope.app.gui.task;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class TasksTest {
  @Test
  void progressIsThrottledAndTheResultDelivered() {
    AtomicLong clock = new AtomicLong();
    Tasks tasks = new Tasks(Runnable::run, Runnable::run, clock::get);
    List<String> delivered = new ArrayList<>();
    List<Integer> results = new ArrayList<>();

    tasks.run(
        progress -> {
          for (int i = 0; i < 10; i++) {
            clock.addAndGet(50_000_000L);
            progress.update(i / 10.0, "step " + i);
          }
          return 42;
        },
        results::add,
        failure -> {},
        (fraction, message) -> delivered.add(message));

    assertThat(delivered).containsExactly("step 0", "step 4", "step 8");
    assertThat(results).containsExactly(42);
  }

  @Test
  void aCancelledTaskDeliversNothing() {
    List<Runnable> background = new ArrayList<>();
    Tasks tasks = new Tasks(background::add, Runnable::run);
    List<Object> delivered = new ArrayList<>();

    TaskHandle handle = tasks.run(progress -> "done", delivered::add, delivered::add, (f, m) -> {});
    handle.cancel();
    background.forEach(Runnable::run);

    assertThat(delivered).isEmpty();
  }

  @Test
  void aFailureIsDeliveredToTheFailureCallback() {
    List<Throwable> failures = new ArrayList<>();

    Tasks.synchronous()
        .run(
            progress -> {
              throw new IllegalStateException("cannot read");
            },
            result -> {},
            failures::add,
            ProgressListener.IGNORE);

    assertThat(failures).singleElement().extracting(Throwable::getMessage).isEqualTo("cannot read");
  }
}
