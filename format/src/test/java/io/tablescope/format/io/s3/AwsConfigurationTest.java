package io.tablescope.format.io.s3;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablescope.format.io.Environment;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.testing.s3.S3Server;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each way AWS tools are configured, proven by reading an object from a real S3 server. */
class AwsConfigurationTest {
  private static final String LOCATION = "s3://settings/key.txt";
  private static final byte[] CONTENT = "hello".getBytes(StandardCharsets.UTF_8);
  private static final S3Timeouts TIMEOUTS =
      new S3Timeouts(Duration.ofSeconds(5), Duration.ofSeconds(30), 1);

  private static S3Server server;

  @TempDir Path home;

  @BeforeAll
  static void startServer() {
    server = S3Server.start();
    server.createBucket("settings");
    server.put("settings", "key.txt", CONTENT);
  }

  @AfterAll
  static void stopServer() {
    server.close();
  }

  @Test
  void keysAndEndpointFromTheEnvironmentReachTheStorePathStyle() throws IOException {
    Environment environment = server.environment(home);

    S3Settings resolved = AwsConfiguration.resolve(environment, S3Settings.fromEnvironment());

    assertThat(resolved.endpoint()).isEqualTo(server.endpoint());
    assertThat(resolved.pathStyleAccess()).isTrue();
    assertThat(resolved.accessKeyId()).isEqualTo(server.accessKeyId());
    assertThat(read(environment, null)).isEqualTo(CONTENT);
  }

  @Test
  void theGeneralEndpointVariableServesWhenTheS3OneIsUnset() throws IOException {
    Environment environment =
        environment(
            Map.of(
                "AWS_ACCESS_KEY_ID", server.accessKeyId(),
                "AWS_SECRET_ACCESS_KEY", server.secretAccessKey(),
                "AWS_ENDPOINT_URL", server.endpoint()));

    assertThat(read(environment, null)).isEqualTo(CONTENT);
  }

  @Test
  void theDefaultProfileInTheHomeFolderServesWithNoVariables() throws IOException {
    writeCredentials("[default]\n" + keys(server.secretAccessKey()));
    writeConfig("[default]\nregion = eu-west-1\nendpoint_url = " + server.endpoint() + "\n");

    S3Settings resolved =
        AwsConfiguration.resolve(environment(Map.of()), S3Settings.fromEnvironment());

    assertThat(resolved.region()).isEqualTo("eu-west-1");
    assertThat(resolved.endpoint()).isEqualTo(server.endpoint());
    assertThat(read(environment(Map.of()), null)).isEqualTo(CONTENT);
  }

  @Test
  void theProfileOptionWinsOverKeysInTheEnvironmentAndTheDefaultProfile() throws IOException {
    writeCredentials(
        "[default]\n" + keys("wrong-default") + "[work]\n" + keys(server.secretAccessKey()));
    Environment environment =
        environment(
            Map.of(
                "AWS_ACCESS_KEY_ID",
                server.accessKeyId(),
                "AWS_SECRET_ACCESS_KEY",
                "wrong-environment",
                "AWS_ENDPOINT_URL",
                server.endpoint()));

    assertThat(read(environment, "work")).isEqualTo(CONTENT);
    assertThatThrownBy(() -> read(environment, null))
        .hasMessageContaining("HTTP 403")
        .hasMessageNotContaining("wrong-environment");
  }

  @Test
  void awsProfileNamesTheProfileAndKeysInTheEnvironmentStillWin() throws IOException {
    writeCredentials("[work]\n" + keys(server.secretAccessKey()));
    writeConfig("[profile work]\nendpoint_url = " + server.endpoint() + "\n");

    assertThat(read(environment(Map.of("AWS_PROFILE", "work")), null)).isEqualTo(CONTENT);
    assertThatThrownBy(
            () ->
                read(
                    environment(
                        Map.of(
                            "AWS_PROFILE", "work",
                            "AWS_ACCESS_KEY_ID", server.accessKeyId(),
                            "AWS_SECRET_ACCESS_KEY", "wrong-environment")),
                    null))
        .hasMessageContaining("HTTP 403");
  }

  @Test
  void filesNamedByTheEnvironmentReplaceTheOnesInTheHomeFolder() throws IOException {
    Path elsewhere = Files.createDirectories(home.resolve("elsewhere"));
    Files.writeString(elsewhere.resolve("creds"), "[default]\n" + keys(server.secretAccessKey()));
    Files.writeString(
        elsewhere.resolve("conf"), "[default]\nendpoint_url = " + server.endpoint() + "\n");
    writeCredentials("[default]\n" + keys("wrong-home"));

    Environment environment =
        environment(
            Map.of(
                "AWS_SHARED_CREDENTIALS_FILE",
                "~/elsewhere/creds",
                "AWS_CONFIG_FILE",
                elsewhere.resolve("conf").toString()));

    assertThat(read(environment, null)).isEqualTo(CONTENT);
  }

  @Test
  void vendedSettingsOverrideTheEnvironmentFieldByField() throws IOException {
    Environment environment =
        environment(
            Map.of(
                "AWS_ACCESS_KEY_ID", "AKIDWRONG",
                "AWS_SECRET_ACCESS_KEY", "wrong-environment",
                "AWS_REGION", "ap-south-1",
                "AWS_ENDPOINT_URL", server.endpoint()));
    S3Settings vended =
        new S3Settings(
            null, null, server.accessKeyId(), server.secretAccessKey(), null, null, null);

    S3Settings resolved = AwsConfiguration.resolve(environment, vended);

    assertThat(resolved.region()).isEqualTo("ap-south-1");
    assertThat(resolved.endpoint()).isEqualTo(server.endpoint());
    assertThat(resolved.secretAccessKey()).isEqualTo(server.secretAccessKey());
    assertThat(S3FileAccess.withSettings(vended, environment, TIMEOUTS).readAllBytes(LOCATION))
        .isEqualTo(CONTENT);
  }

  @Test
  void aProfileThatDoesNotExistIsNamedWithTheFilesLookedIn() {
    assertThatThrownBy(() -> read(environment(Map.of()), "nowhere"))
        .isInstanceOf(IOException.class)
        .hasMessage(
            "AWS profile 'nowhere' is in neither "
                + home.resolve(".aws/credentials")
                + " nor "
                + home.resolve(".aws/config"));
  }

  @Test
  void aProfileThatAssumesARoleIsReportedAsUnsupported() throws IOException {
    writeConfig("[profile admin]\nrole_arn = arn:aws:iam::123456789012:role/admin\n");

    assertThatThrownBy(() -> read(environment(Map.of()), "admin"))
        .isInstanceOf(IOException.class)
        .hasMessageStartingWith(
            "AWS profile 'admin' gets its credentials by role_arn, which Tablescope does not"
                + " support");
  }

  private byte[] read(Environment environment, String profile) throws IOException {
    FileAccess s3 =
        S3FileAccess.withSettings(
            new S3Settings(null, null, null, null, null, null, profile), environment, TIMEOUTS);
    return s3.readAllBytes(LOCATION);
  }

  private Environment environment(Map<String, String> variables) {
    return new Environment(new HashMap<>(variables), home);
  }

  private static String keys(String secret) {
    return "aws_access_key_id = "
        + server.accessKeyId()
        + "\naws_secret_access_key = "
        + secret
        + "\n";
  }

  private void writeCredentials(String text) throws IOException {
    Files.writeString(Files.createDirectories(home.resolve(".aws")).resolve("credentials"), text);
  }

  private void writeConfig(String text) throws IOException {
    Files.writeString(Files.createDirectories(home.resolve(".aws")).resolve("config"), text);
  }
}
