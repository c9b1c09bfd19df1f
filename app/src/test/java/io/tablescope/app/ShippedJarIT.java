package io.tablescope.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.testing.s3.S3Server;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The jar users run, run as they run it: the tests run on Maven's test classpath, which would hide
 * a class the shaded jar lacks. Reading a Delta checkpoint and an Iceberg table's manifests
 * exercises Parquet, Avro and Hadoop from inside the jar; reading a table in S3 the AWS SDK.
 */
class ShippedJarIT {
  private static final Path JAR =
      Path.of(System.getProperty("tablescope.jar", "target/tablescope.jar"));

  @Test
  void theJarReadsADeltaCheckpoint() throws Exception {
    Run run = run("summary", Path.of("demo-warehouse/lake/events").toAbsolutePath().toString());

    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .contains("(Delta Lake)")
        .contains("Checkpoint:       version 10, classic, 00000000000000000010.checkpoint.parquet");
  }

  @Test
  void theJarReadsAnIcebergTablesManifests() throws Exception {
    Run run =
        run(
            "files",
            Path.of("demo-warehouse/telemetry/readings_v3").toAbsolutePath().toString(),
            "--json");

    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).contains("\"content\" : \"deletion-vector\"");
  }

  @Test
  void theJarReadsATableInS3WithTheKeysOfItsEnvironment() throws Exception {
    try (S3Server server = S3Server.start()) {
      server.upload(Path.of("demo-warehouse/lake/events"), "tablescope-demo", "lake/events");
      Path home = Files.createTempDirectory("tablescope-jar-home");

      Run run =
          run(server.environment(home).variables(), "summary", "s3://tablescope-demo/lake/events");

      assertThat(run.exitCode()).as(run.err()).isZero();
      assertThat(run.out())
          .contains("s3://tablescope-demo/lake/events  (Delta Lake)")
          .contains(
              "Checkpoint:       version 10, classic, 00000000000000000010.checkpoint.parquet");
      assertThat(run.out() + run.err()).doesNotContain(server.secrets());
    }
  }

  private record Run(int exitCode, String out, String err) {}

  private static Run run(String... args) throws IOException, InterruptedException {
    return run(Map.of(), args);
  }

  private static Run run(Map<String, String> environment, String... args)
      throws IOException, InterruptedException {
    Path out = Files.createTempFile("tablescope-jar", ".out");
    Path err = Files.createTempFile("tablescope-jar", ".err");
    List<String> command =
        new java.util.ArrayList<>(
            List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar",
                JAR.toAbsolutePath().toString()));
    command.addAll(List.of(args));
    ProcessBuilder builder =
        new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile());
    builder.environment().putAll(environment);
    Process process = builder.start();
    assertThat(process.waitFor(120, TimeUnit.SECONDS)).as("the jar answers in time").isTrue();
    return new Run(
        process.exitValue(),
        Files.readString(out, StandardCharsets.UTF_8),
        Files.readString(err, StandardCharsets.UTF_8));
  }
}
