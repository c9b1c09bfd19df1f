package io.tablescope.format.io.s3;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablescope.format.io.Environment;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.testing.s3.S3Server;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class S3FileAccessTest {
  private static final String BUCKET = "bucket";
  private static final S3Timeouts TEST_TIMEOUTS =
      new S3Timeouts(Duration.ofSeconds(5), Duration.ofSeconds(30), 2);
  private static final byte[] CONTENT = bytes(100_000);

  private static S3Server server;

  @TempDir static Path home;

  @BeforeAll
  static void startServer() {
    server = S3Server.start();
    server.createBucket(BUCKET);
    server.put(BUCKET, "table/data/file.bin", CONTENT);
    server.put(BUCKET, "table/data/nested/deeper/a.txt", "a".getBytes(StandardCharsets.UTF_8));
    server.put(BUCKET, "table/metadata/v1.metadata.json", "{}".getBytes(StandardCharsets.UTF_8));
    server.put(BUCKET, "table/metadata/v2.metadata.json", "{}".getBytes(StandardCharsets.UTF_8));
    server.put(BUCKET, "table/version-hint.text", "2".getBytes(StandardCharsets.UTF_8));
    for (int i = 0; i < 1_500; i++) {
      server.put(BUCKET, String.format("many/f%05d", i), new byte[] {(byte) i});
    }
  }

  @AfterAll
  static void stopServer() {
    server.close();
  }

  private static FileAccess s3() {
    return S3FileAccess.withSettings(
        S3Settings.fromEnvironment(), server.environment(home), TEST_TIMEOUTS);
  }

  @Test
  void readsAnObjectWholeStreamedAndItsLengthAndTime() throws IOException {
    FileAccess s3 = s3();
    String location = "s3://bucket/table/data/file.bin";

    assertThat(s3.readAllBytes(location)).isEqualTo(CONTENT);
    try (InputStream in = s3.open(location)) {
      assertThat(in.readAllBytes()).isEqualTo(CONTENT);
    }
    assertThat(s3.length(location)).isEqualTo(CONTENT.length);
    assertThat(s3.modificationTime(location))
        .isBetween(System.currentTimeMillis() - 600_000, System.currentTimeMillis() + 60_000);
    assertThat(s3.readAllBytes("s3a://bucket/table/data/file.bin")).isEqualTo(CONTENT);
    assertThat(s3.readAllBytes("s3n://bucket/table/data/file.bin")).isEqualTo(CONTENT);
  }

  @Test
  void readsARangeOfAnObjectAsTheLocalDiskDoes() throws IOException {
    FileAccess s3 = s3();
    String location = "s3://bucket/table/data/file.bin";

    assertThat(s3.readRange(location, 99_992, 8))
        .isEqualTo(Arrays.copyOfRange(CONTENT, 99_992, 100_000));
    assertThat(s3.readRange(location, 1_234, 5_000))
        .isEqualTo(Arrays.copyOfRange(CONTENT, 1_234, 6_234));
    assertThat(s3.readRange(location, 99_990, 100))
        .as("a range past the end stops at the end")
        .isEqualTo(Arrays.copyOfRange(CONTENT, 99_990, 100_000));
  }

  @Test
  void listsFilesAndFoldersInTheLocationsOwnSchemeSortedByName() throws IOException {
    FileAccess s3 = s3();

    assertThat(s3.list("s3://bucket/table"))
        .containsExactly(
            "s3://bucket/table/data",
            "s3://bucket/table/metadata",
            "s3://bucket/table/version-hint.text");
    assertThat(s3.list("s3a://bucket/table/data/"))
        .containsExactly("s3a://bucket/table/data/file.bin", "s3a://bucket/table/data/nested");
    assertThat(s3.list("s3://bucket/table/data/nested"))
        .containsExactly("s3://bucket/table/data/nested/deeper");
    assertThat(s3.list("s3://bucket")).containsExactly("s3://bucket/many", "s3://bucket/table");
  }

  @Test
  void listsEveryPageOfAFolderOfMoreThanAThousandKeys() throws IOException {
    List<String> expected = new ArrayList<>();
    IntStream.range(0, 1_500)
        .forEach(i -> expected.add(String.format("s3://bucket/many/f%05d", i)));

    assertThat(s3().list("s3://bucket/many")).isEqualTo(expected);
  }

  @Test
  void tellsFilesFromFoldersAndMissingOnes() {
    FileAccess s3 = s3();

    assertThat(s3.isFile("s3://bucket/table/version-hint.text")).isTrue();
    assertThat(s3.isFile("s3://bucket/table/data")).isFalse();
    assertThat(s3.isFile("s3://bucket/table/missing.json")).isFalse();
    assertThat(s3.isDirectory("s3://bucket/table/data")).isTrue();
    assertThat(s3.isDirectory("s3://bucket/table/data/nested/")).isTrue();
    assertThat(s3.isDirectory("s3://bucket/table/version-hint.text")).isFalse();
    assertThat(s3.isDirectory("s3://bucket/tab")).as("a prefix of a name is no folder").isFalse();
    assertThat(s3.isDirectory("s3://bucket/nothing")).isFalse();
  }

  @Test
  void aMissingKeyIsAMissingFileNamingItsLocation() {
    FileAccess s3 = s3();
    String missing = "s3://bucket/table/metadata/v9.metadata.json";

    assertThatThrownBy(() -> s3.readAllBytes(missing))
        .isInstanceOf(NoSuchFileException.class)
        .hasMessage(missing);
    assertThatThrownBy(() -> s3.length(missing))
        .isInstanceOf(NoSuchFileException.class)
        .hasMessage(missing);
    assertThatThrownBy(() -> s3.open(missing)).isInstanceOf(NoSuchFileException.class);
    assertThatThrownBy(() -> s3.list("s3://bucket/nothing"))
        .isInstanceOf(NoSuchFileException.class)
        .hasMessage("s3://bucket/nothing");
  }

  @Test
  void aMissingBucketSaysSo() {
    assertThatThrownBy(() -> s3().readAllBytes("s3://no-such-bucket/a"))
        .isInstanceOf(IOException.class)
        .hasMessageStartingWith("s3://no-such-bucket/a: HTTP 404 NoSuchBucket");
  }

  @Test
  void wrongCredentialsGiveTheStatusAndCodeAndNeverTheSecret() {
    String wrongSecret = "wrongSecret" + server.secretAccessKey();
    Environment wrong =
        new Environment(
            Map.of(
                "AWS_ACCESS_KEY_ID", server.accessKeyId(),
                "AWS_SECRET_ACCESS_KEY", wrongSecret,
                "AWS_ENDPOINT_URL", server.endpoint()),
            home);
    FileAccess s3 = S3FileAccess.withSettings(S3Settings.fromEnvironment(), wrong, TEST_TIMEOUTS);
    String location = "s3://bucket/table/version-hint.text";

    assertThat(s3.isFile(location)).isFalse();
    assertThatThrownBy(() -> s3.readAllBytes(location))
        .isInstanceOf(IOException.class)
        .hasMessageStartingWith(location + ": HTTP 403 SignatureDoesNotMatch")
        .hasMessageNotContaining("\n")
        .satisfies(
            e ->
                assertThat(e.getMessage())
                    .doesNotContain(wrongSecret, server.secretAccessKey(), server.accessKeyId()));
  }

  @Test
  void anEndpointThatNeverAnswersFailsWithinTheTimeoutNamingItThenAtOnce() throws IOException {
    try (ServerSocket silent = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
      String endpoint = "http://127.0.0.1:" + silent.getLocalPort();
      Environment environment =
          new Environment(
              Map.of(
                  "AWS_ACCESS_KEY_ID", "AKIDSILENT",
                  "AWS_SECRET_ACCESS_KEY", "silentSecret",
                  "AWS_ENDPOINT_URL_S3", endpoint),
              home);
      FileAccess s3 =
          S3FileAccess.withSettings(
              S3Settings.fromEnvironment(),
              environment,
              new S3Timeouts(Duration.ofSeconds(1), Duration.ofSeconds(2), 1));
      String location = "s3://bucket/table/metadata/v1.metadata.json";

      long start = System.nanoTime();
      assertThatThrownBy(() -> s3.readAllBytes(location))
          .isInstanceOf(IOException.class)
          .hasMessage(location + ": no answer from " + endpoint + " within 2 s");
      assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(10));

      long again = System.nanoTime();
      assertThatThrownBy(() -> s3.length("s3://bucket/other"))
          .as("the next request does not wait again")
          .hasMessage("s3://bucket/other: no answer from " + endpoint + " within 2 s");
      assertThat(Duration.ofNanos(System.nanoTime() - again)).isLessThan(Duration.ofSeconds(1));
    }
  }

  @Test
  void aRefusedConnectionNamesTheEndpoint() throws IOException {
    int port;
    try (ServerSocket closed = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      port = closed.getLocalPort();
    }
    String endpoint = "http://127.0.0.1:" + port;
    Environment environment = new Environment(Map.of("AWS_ENDPOINT_URL", endpoint), home);
    FileAccess s3 =
        S3FileAccess.withSettings(
            S3Settings.fromEnvironment(),
            environment,
            new S3Timeouts(Duration.ofSeconds(1), Duration.ofSeconds(2), 1));

    assertThatThrownBy(() -> s3.length("s3://bucket/a"))
        .isInstanceOf(IOException.class)
        .hasMessageStartingWith("s3://bucket/a: cannot connect to " + endpoint);
  }

  private static byte[] bytes(int length) {
    byte[] bytes = new byte[length];
    for (int i = 0; i < length; i++) {
      bytes[i] = (byte) (i * 31 + i / 256);
    }
    return bytes;
  }
}
