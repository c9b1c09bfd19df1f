package io.tablescope.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.format.io.HadoopFileAccess;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * A table on a store that cannot be read is bad input: exit 2 and one line naming the location and
 * the cause, within the timeout, never a hang or a stack trace.
 */
class UnreachableStorageCliTest {

  @Test
  void aNamenodeThatRefusesIsOneLineAtOnce() throws IOException {
    int port;
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      port = socket.getLocalPort();
    }
    String namenode = "hdfs://127.0.0.1:" + port;

    CliRun run = CliRun.of("summary", namenode + "/t");

    assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(run.out()).isEmpty();
    assertThat(run.err())
        .isEqualTo(
            "tablescope: "
                + namenode
                + "/t/_delta_log: cannot read from "
                + namenode
                + "/: connection refused"
                + System.lineSeparator());
  }

  @Test
  void aNamenodeThatNeverAnswersIsOneLineAfterTheTimeout() throws IOException {
    try (ServerSocket silent = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
      String namenode = "hdfs://127.0.0.1:" + silent.getLocalPort();
      long start = System.nanoTime();

      CliRun run = CliRun.of("tree", namenode + "/t", "--json");

      Duration took = Duration.ofNanos(System.nanoTime() - start);
      assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
      assertThat(run.err())
          .isEqualTo(
              "tablescope: "
                  + namenode
                  + "/t/_delta_log: cannot read from "
                  + namenode
                  + "/: no answer within "
                  + HadoopFileAccess.TIMEOUT.toSeconds()
                  + " s"
                  + System.lineSeparator());
      assertThat(took)
          .isGreaterThanOrEqualTo(HadoopFileAccess.TIMEOUT)
          .isLessThan(HadoopFileAccess.TIMEOUT.multipliedBy(2));
    }
  }

  @Test
  void aSchemeNothingReadsNamesTheSchemesThatCanBeRead() {
    CliRun run = CliRun.of("files", "foo://x/t", "--json");

    assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(run.out()).isEmpty();
    assertThat(run.err())
        .isEqualTo(
            "tablescope: foo://x/t/_delta_log: no file system for scheme \"foo\"; Tablescope"
                + " reads local paths and file:, hdfs:, s3:, s3a:, s3n: URIs"
                + System.lineSeparator());
  }
}
