package io.tablescope.inspector;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class ReaderThreadsTest {
  /**
   * As many reads run at once as the machine has cores, twice over, each on a daemon thread of the
   * given name: a command that ends never waits for its readers.
   */
  @Test
  void readersAreDaemonsTwoPerCore() throws InterruptedException {
    int expected = 2 * Runtime.getRuntime().availableProcessors();
    ExecutorService pool = ReaderThreads.start("test-reader");
    try {
      CountDownLatch started = new CountDownLatch(expected);
      CountDownLatch release = new CountDownLatch(1);
      List<Thread> threads = Collections.synchronizedList(new ArrayList<>());
      for (int i = 0; i < expected + 1; i++) {
        pool.execute(
            () -> {
              threads.add(Thread.currentThread());
              started.countDown();
              try {
                release.await();
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
            });
      }

      assertThat(started.await(10, TimeUnit.SECONDS)).isTrue();
      Thread.sleep(100);
      assertThat(threads).as("one read waits for a thread").hasSize(expected);
      assertThat(threads)
          .allSatisfy(
              thread -> {
                assertThat(thread.isDaemon()).isTrue();
                assertThat(thread.getName()).isEqualTo("test-reader");
              });
      release.countDown();
    } finally {
      pool.shutdownNow();
    }
  }
}
