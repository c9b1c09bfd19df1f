package io.tablescope.format.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * A store that cannot be reached, or a scheme nothing reads, fails the read in bounded time with
 * one line naming where and why.
 */
class UnreachableStorageTest {

  @Test
  void aClosedPortIsRefusedAtOnce() throws IOException {
    int port = closedPort();
    String table = "hdfs://127.0.0.1:" + port + "/t";
    Storage storage = Storage.local();
    long start = System.nanoTime();

    assertThatThrownBy(() -> storage.list(table))
        .isInstanceOf(IOException.class)
        .hasMessage(
            table + ": cannot read from hdfs://127.0.0.1:" + port + "/: connection refused");
    assertThatThrownBy(() -> storage.isDirectory(table))
        .isInstanceOf(UncheckedIOException.class)
        .hasMessage(
            table + ": cannot read from hdfs://127.0.0.1:" + port + "/: connection refused");
    assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(5));
  }

  @Test
  void aPortThatNeverAnswersTimesOut() throws IOException {
    // The kernel completes the connection into the backlog; nothing ever reads or answers.
    try (ServerSocket silent = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
      String table = "hdfs://127.0.0.1:" + silent.getLocalPort() + "/t";
      HadoopFileAccess files =
          new HadoopFileAccess(
              URI.create("hdfs://127.0.0.1:" + silent.getLocalPort() + "/"), Duration.ofSeconds(2));
      long start = System.nanoTime();

      assertThatThrownBy(() -> files.list(table))
          .isInstanceOf(IOException.class)
          .hasMessage(
              table
                  + ": cannot read from hdfs://127.0.0.1:"
                  + silent.getLocalPort()
                  + "/: no answer within 2 s");
      assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(8));
    }
  }

  @Test
  void aNamenodeWhoseHostIsUnknownIsNamed() {
    String table = "hdfs://no-such-namenode.invalid:8020/t";

    assertThatThrownBy(() -> Storage.local().list(table))
        .isInstanceOf(IOException.class)
        .hasMessageStartingWith(
            table
                + ": cannot read from hdfs://no-such-namenode.invalid:8020/: unknown host"
                + " no-such-namenode.invalid");
  }

  @Test
  void aSchemeNothingReadsNamesTheSchemesThatCanBeRead() {
    Storage storage = Storage.local().withScheme("s3", new LocalFileAccess());
    String metadata = "foo://x/t/metadata/v1.metadata.json";
    String expected =
        ": no file system for scheme \"foo\"; Tablescope reads local paths and file:, hdfs:, s3:"
            + " URIs";

    assertThatThrownBy(() -> storage.open(metadata))
        .isInstanceOf(IOException.class)
        .hasMessage(metadata + expected);
    assertThatThrownBy(() -> storage.isDirectory("foo://x/t"))
        .isInstanceOf(UncheckedIOException.class)
        .hasMessage("foo://x/t" + expected);
  }

  private static int closedPort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return socket.getLocalPort();
    }
  }
}
