package io.tablescope.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.io.Environment;
import io.tablescope.format.testing.s3.S3Server;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command line on S3: configured by the environment or {@code --profile}, and every failure one
 * line naming the URI and the cause, with exit code 2 and no secret.
 */
class S3CliTest {
  private static final String TABLE = "s3://tablescope-demo/lake/orders";

  private static S3Server server;

  @TempDir Path home;

  @BeforeAll
  static void startServer() {
    server = S3Server.start();
    server.upload(Path.of("demo-warehouse/lake/orders"), "tablescope-demo", "lake/orders");
  }

  @AfterAll
  static void stopServer() {
    server.close();
  }

  @Test
  void aProfileNamedOnTheCommandLineGivesTheKeysAndEndpoint() throws IOException {
    Path aws = Files.createDirectories(home.resolve(".aws"));
    Files.writeString(
        aws.resolve("credentials"),
        "[ops]\naws_access_key_id = "
            + server.accessKeyId()
            + "\naws_secret_access_key = "
            + server.secretAccessKey()
            + "\n");
    Files.writeString(aws.resolve("config"), "[profile ops]\nendpoint_url = " + server.endpoint());
    Environment noVariables = new Environment(Map.of(), home);

    CliRun withProfile = CliRun.in(noVariables, "summary", TABLE, "--profile", "ops");
    CliRun withoutProfile = CliRun.in(noVariables, "summary", TABLE);

    assertThat(withProfile.exitCode()).isZero();
    assertThat(withProfile.out()).contains(TABLE, "Live files:       5");
    assertThat(withoutProfile.exitCode()).isEqualTo(2);
    assertNoSecret(withProfile, withoutProfile);
  }

  @Test
  void aMissingProfileIsOneLineNamingIt() {
    CliRun run =
        CliRun.in(new Environment(Map.of(), home), "summary", TABLE, "--profile", "missing");

    assertNoSecret(run);
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err())
        .isEqualTo(
            "tablescope: "
                + TABLE
                + ": AWS profile 'missing' is in neither "
                + home.resolve(".aws/credentials")
                + " nor "
                + home.resolve(".aws/config")
                + System.lineSeparator());
  }

  @Test
  void aTableThatIsNotThereIsBadInputNamingTheUri() {
    CliRun run = CliRun.in(server.environment(home), "tree", "s3://tablescope-demo/lake/nothing");
    assertNoSecret(run);

    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).startsWith("tablescope: ").contains("s3://tablescope-demo/lake/nothing");
    assertThat(run.err().lines()).hasSize(1);
  }

  @Test
  void wrongKeysAreOneLineWithTheStatusAndNoSecret() {
    Environment wrong =
        new Environment(
            Map.of(
                "AWS_ACCESS_KEY_ID", server.accessKeyId(),
                "AWS_SECRET_ACCESS_KEY", "not-" + server.secretAccessKey(),
                "AWS_ENDPOINT_URL_S3", server.endpoint()),
            home);

    CliRun run = CliRun.in(wrong, "summary", TABLE, "--json");

    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.out()).isEmpty();
    assertThat(run.err()).startsWith("tablescope: " + TABLE).contains("HTTP 403");
    assertThat(run.err().lines()).hasSize(1);
    assertThat(run.err()).doesNotContain("not-" + server.secretAccessKey());
    assertNoSecret(run);
  }

  @Test
  void aStoreThatNeverAnswersIsBadInputWithinTheTimeout() throws IOException {
    try (ServerSocket silent = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
      String endpoint = "http://127.0.0.1:" + silent.getLocalPort();
      Environment environment =
          new Environment(
              Map.of(
                  "AWS_ACCESS_KEY_ID", server.accessKeyId(),
                  "AWS_SECRET_ACCESS_KEY", server.secretAccessKey(),
                  "AWS_ENDPOINT_URL", endpoint),
              home);

      long start = System.nanoTime();
      CliRun run = CliRun.in(environment, "summary", TABLE, "--timeout", "2");

      assertThat(run.exitCode()).isEqualTo(2);
      assertThat(run.err())
          .isEqualTo(
              "tablescope: "
                  + TABLE
                  + ": no answer from "
                  + endpoint
                  + " within 2 s"
                  + System.lineSeparator());
      assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(10));
      assertNoSecret(run);
    }
  }

  @Test
  void theHelpSaysTableMayBeAnS3Uri() {
    CliRun help = CliRun.in(server.environment(home), "summary", "--help");
    assertNoSecret(help);

    assertThat(help.out()).contains("s3://", "s3a://", "--profile=NAME", "--timeout=SECONDS");
  }

  private static void assertNoSecret(CliRun... runs) {
    for (CliRun run : runs) {
      assertThat(run.out() + run.err()).doesNotContain(server.secrets());
    }
  }
}
