package io.tablescope.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.format.io.Environment;
import io.tablescope.format.io.s3.S3FileAccess;
import io.tablescope.format.testing.Folders;
import io.tablescope.format.testing.s3.S3Server;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The proof that S3 is read as the local disk is: every demo table (Iceberg and Delta) is copied
 * into a real S3 server, into the bucket and keys its Iceberg metadata records, and every command
 * prints the same on the {@code s3://} URI as on the local copy, text and JSON, once the copy's
 * root is written as the bucket's. The local copy's files carry the times the store reports for
 * them, as Delta dates commits by file time.
 */
class S3ParityCliTest {
  private static final Path DEMO = Path.of("demo-warehouse");
  private static final String BUCKET = "tablescope-demo";
  private static final String ROOT = "s3://" + BUCKET;
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir static Path temp;

  private static S3Server server;
  private static Path copy;
  private static Environment environment;

  @BeforeAll
  static void copyTheDemoWarehouseIntoS3() throws IOException {
    server = S3Server.start();
    copy = temp.resolve("warehouse");
    Folders.copy(DEMO, copy);
    server.upload(copy, BUCKET, "");
    environment = server.environment(Files.createDirectories(temp.resolve("home")));
    S3FileAccess s3 = S3FileAccess.fromEnvironment(environment, null);
    try (Stream<Path> files = Files.walk(copy)) {
      for (Path file : files.filter(Files::isRegularFile).toList()) {
        long stored = s3.modificationTime(ROOT + "/" + relative(file));
        Files.setLastModifiedTime(file, FileTime.fromMillis(stored));
      }
    }
  }

  @AfterAll
  static void stopServer() {
    server.close();
  }

  static Stream<Arguments> commands() throws IOException {
    List<Arguments> runs = new ArrayList<>();
    for (String table : icebergTables()) {
      JsonNode metadata = currentMetadata(table);
      JsonNode snapshots = metadata.get("snapshots");
      long first = snapshots.get(0).get("snapshot-id").asLong();
      long current = metadata.get("current-snapshot-id").asLong();
      long secondTime =
          snapshots.get(Math.min(1, snapshots.size() - 1)).get("timestamp-ms").asLong();
      add(runs, table, "summary");
      add(runs, table, "summary", "--metadata", "v1.metadata.json");
      add(runs, table, "tree");
      add(runs, table, "tree", "--snapshot", Long.toString(first));
      add(runs, table, "files");
      add(runs, table, "diff", Long.toString(first), Long.toString(current));
      add(runs, table, "changes");
      add(runs, table, "as-of", Long.toString(secondTime));
      if (snapshots.size() > 1) {
        long last = snapshots.get(snapshots.size() - 1).get("snapshot-id").asLong();
        Path op = Files.createTempFile("iceberg-", ".op.json");
        Files.writeString(op, "{\"snapshot-id\": " + last + ", \"isolation\": \"serializable\"}");
        add(runs, table, "replay", "--op", op.toString());
      }
    }
    for (String table : hudiTables()) {
      List<String> writes = completedWrites(table);
      String first = writes.get(0);
      String latest = writes.get(writes.size() - 1);
      add(runs, table, "summary");
      add(runs, table, "tree");
      add(runs, table, "tree", "--instant", first);
      add(runs, table, "files");
      add(runs, table, "diff", first, latest);
      add(runs, table, "changes", "--from", "0");
      add(runs, table, "definition");
      add(runs, table, "as-of", Long.toString(System.currentTimeMillis()));
    }
    for (String table : deltaTables()) {
      long latest = latestVersion(table);
      add(runs, table, "summary");
      add(runs, table, "tree");
      add(runs, table, "tree", "--version", "0");
      add(runs, table, "files");
      add(runs, table, "diff", "0", Long.toString(latest));
      add(runs, table, "changes", "--from", "0");
      add(runs, table, "as-of", Long.toString(System.currentTimeMillis()));
      Path proposals = DEMO.resolve(table).resolve("_proposals");
      if (Files.isDirectory(proposals)) {
        try (Stream<Path> ops = Files.list(proposals)) {
          for (Path op : ops.filter(p -> p.toString().endsWith(".op.json")).sorted().toList()) {
            add(runs, table, "replay", "--op", op.toAbsolutePath().toString());
          }
        }
      }
    }
    return runs.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("commands")
  void everyCommandPrintsTheSameOnS3AsOnTheLocalCopy(String name, String table, List<String> args) {
    CliRun local = run(copy.resolve(table).toString(), args);
    CliRun remote = run(ROOT + "/" + table, args);

    assertThat(local.out()).as("the local run printed something").isNotBlank();
    assertThat(remote.exitCode()).as("exit code").isEqualTo(local.exitCode());
    assertThat(remote.out()).isEqualTo(asInTheBucket(local.out()));
    assertThat(remote.err()).isEqualTo(asInTheBucket(local.err()));
    for (String secret : server.secrets()) {
      assertThat(remote.out() + remote.err() + local.out() + local.err()).doesNotContain(secret);
    }
  }

  private static CliRun run(String table, List<String> args) {
    List<String> line = new ArrayList<>();
    line.add(args.get(0));
    line.add(table);
    line.addAll(args.subList(1, args.size()));
    return CliRun.in(environment, line.toArray(String[]::new));
  }

  /**
   * What the local run printed, as if the copy were the bucket: its root (as Delta qualifies it,
   * {@code file:}, and plain) written as the bucket's. The copy is also read away from the location
   * its Iceberg metadata records, so it notes a relocation; S3 reads the table where it is
   * recorded, so those notes (each an identity once the root is the bucket's) are the one other
   * difference.
   */
  private static String asInTheBucket(String printed) {
    return printed
        .replace("file:" + copy, ROOT)
        .replace(copy.toString(), ROOT)
        .replaceAll("(?m)^Relocated  paths under (\\S+) are read from \\1\\R", "")
        .replaceAll("(?m)^\\s*\\(relocated: (\\S+) is read from \\1\\)\\R", "")
        .replace("\"relocated\" : true", "\"relocated\" : false");
  }

  private static void add(List<Arguments> runs, String table, String... args) {
    for (boolean json : new boolean[] {false, true}) {
      List<String> line = new ArrayList<>(List.of(args));
      if (json) {
        line.add("--json");
      }
      runs.add(Arguments.of(table + ": " + String.join(" ", line), table, line));
    }
  }

  private static List<String> icebergTables() throws IOException {
    return tables("metadata");
  }

  private static List<String> deltaTables() throws IOException {
    return tables("_delta_log");
  }

  private static List<String> hudiTables() throws IOException {
    return tables(".hoodie");
  }

  /** The requested times of a Hudi table's completed commits and delta commits, oldest first. */
  private static List<String> completedWrites(String table) throws IOException {
    try (Stream<Path> timeline = Files.list(DEMO.resolve(table).resolve(".hoodie/timeline"))) {
      return timeline
          .map(file -> file.getFileName().toString())
          .filter(name -> name.matches("\\d+_\\d+\\.(delta)?commit"))
          .map(name -> name.substring(0, name.indexOf('_')))
          .sorted()
          .toList();
    }
  }

  /** The tables of the demo warehouse ({@code db/name}) holding a folder of the given name. */
  private static List<String> tables(String marker) throws IOException {
    try (Stream<Path> folders = Files.walk(DEMO, 2)) {
      return folders
          .filter(folder -> DEMO.relativize(folder).getNameCount() == 2)
          .filter(folder -> Files.isDirectory(folder.resolve(marker)))
          .map(folder -> DEMO.relativize(folder).toString().replace('\\', '/'))
          .sorted()
          .toList();
    }
  }

  private static JsonNode currentMetadata(String table) throws IOException {
    Path metadata = DEMO.resolve(table).resolve("metadata");
    String version = Files.readString(metadata.resolve("version-hint.text")).trim();
    return JSON.readTree(metadata.resolve("v" + version + ".metadata.json").toFile());
  }

  private static long latestVersion(String table) throws IOException {
    try (Stream<Path> log = Files.list(DEMO.resolve(table).resolve("_delta_log"))) {
      return log.map(file -> file.getFileName().toString())
          .filter(name -> name.matches("\\d{20}\\.json"))
          .mapToLong(name -> Long.parseLong(name.substring(0, 20)))
          .max()
          .orElseThrow();
    }
  }

  private static String relative(Path file) {
    return copy.relativize(file).toString().replace('\\', '/');
  }
}
