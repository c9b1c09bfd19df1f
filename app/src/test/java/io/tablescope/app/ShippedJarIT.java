package io.tablescope.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.testing.MiniHdfs;
import io.tablescope.format.testing.s3.S3Server;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The jar users run, run as they run it: the tests run on Maven's test classpath, which would hide
 * a class the shaded jar lacks. Reading a Delta checkpoint and an Iceberg table's manifests
 * exercises Parquet, Avro and Hadoop from inside the jar, on the local disk and on HDFS; reading a
 * table in S3 the AWS SDK.
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

  /**
   * hdfs:// needs hadoop-hdfs-client's classes and its FileSystem service entry merged into the
   * jar's; Hadoop's logging must stay off the user's console.
   */
  @Test
  void theJarReadsTablesOnHdfs(@TempDir Path temp) throws Exception {
    Path events = Path.of("demo-warehouse/lake/events").toAbsolutePath();
    Path readings = Path.of("demo-warehouse/telemetry/readings_v3").toAbsolutePath();
    try (MiniHdfs hdfs = MiniHdfs.start(temp.resolve("hdfs"))) {
      String remoteEvents = hdfs.copy(events, "/lake/events");
      String remoteReadings = hdfs.copy(readings, "/telemetry/readings_v3");

      Run summary = run("summary", remoteEvents);
      Run files = run("files", remoteReadings, "--json");

      assertThat(summary.exitCode()).as(summary.err()).isZero();
      assertThat(summary.err()).isEmpty();
      assertThat(summary.out().replace(remoteEvents, events.toString()))
          .isEqualTo(run("summary", events.toString()).out());
      assertThat(files.exitCode()).as(files.err()).isZero();
      assertThat(files.err()).isEmpty();
      assertThat(files.out().replace(remoteReadings, readings.toString()))
          .isEqualTo(run("files", readings.toString(), "--json").out());
    }
  }

  @Test
  void theJarSaysInOneLineThatANamenodeRefuses() throws Exception {
    int port;
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      port = socket.getLocalPort();
    }

    Run run = run("summary", "hdfs://127.0.0.1:" + port + "/t");

    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err().lines())
        .containsExactly(
            "tablescope: hdfs://127.0.0.1:"
                + port
                + "/t/_delta_log: cannot read from hdfs://127.0.0.1:"
                + port
                + "/: connection refused");
  }

  /**
   * The MiniDFSCluster's jars are test-only; reached by a nearer path than hadoop-common's, their
   * dependencies once slipped into the jar (ZooKeeper, Curator, Kerby, reload4j and its binding).
   */
  @Test
  void theJarCarriesNoneOfHadoopsServerSideDependencies() throws IOException {
    List<String> entries;
    try (ZipFile jar = new ZipFile(JAR.toFile())) {
      entries = jar.stream().map(ZipEntry::getName).toList();
    }

    assertThat(entries).contains("org/apache/hadoop/hdfs/DistributedFileSystem.class");
    assertThat(entries)
        .noneMatch(
            name ->
                name.startsWith("org/apache/zookeeper/")
                    || name.startsWith("org/apache/curator/")
                    || name.startsWith("org/apache/kerby/")
                    || name.startsWith("org/apache/log4j/")
                    || name.startsWith("org/slf4j/impl/")
                    || name.equals("org/apache/hadoop/hdfs/server/namenode/NameNode.class"));
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
