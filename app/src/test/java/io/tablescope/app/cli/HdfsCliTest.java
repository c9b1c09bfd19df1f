package io.tablescope.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.io.Storage;
import io.tablescope.format.testing.MiniHdfs;
import io.tablescope.inspector.TableFormats;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.Table;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every command gives the same answer on a demo table in a real HDFS (a MiniDFSCluster on loopback)
 * as on the local copy it was copied from, once the HDFS root is read as the local one.
 */
class HdfsCliTest {
  private static final Path WAREHOUSE = Path.of("demo-warehouse").toAbsolutePath();

  @TempDir static Path temp;
  private static MiniHdfs hdfs;
  private static String remoteWarehouse;

  @BeforeAll
  static void copyTheDemoWarehouseToHdfs() throws IOException {
    hdfs = MiniHdfs.start(temp.resolve("hdfs"));
    remoteWarehouse = hdfs.copy(WAREHOUSE, "/warehouse");
  }

  @AfterAll
  static void stopHdfs() throws IOException {
    hdfs.close();
  }

  static Stream<String> tables() throws IOException {
    return TableFormats.standard().tablesIn(Storage.local(), WAREHOUSE.toString()).stream()
        .map(table -> WAREHOUSE.relativize(Path.of(table)).toString());
  }

  @Test
  void everyDemoTableIsCompared() throws IOException {
    assertThat(tables())
        .contains("lake/orders", "lake/events", "sales/customers", "legacy/events_v1", "hudi/trips")
        .hasSize(10);
  }

  @ParameterizedTest
  @MethodSource("tables")
  void everyCommandAnswersOnHdfsAsOnTheLocalCopy(String table) throws Exception {
    List<List<String>> commands = new ArrayList<>();
    commands.add(List.of("summary"));
    commands.add(List.of("tree"));
    commands.add(List.of("files"));
    try (Opened opened = Opened.local(table)) {
      List<Commit> commits = opened.table().commits();
      String first = Long.toString(commits.get(0).id());
      Commit current = opened.table().current().orElseThrow();
      commands.add(List.of("diff", "{table}", first, Long.toString(current.id())));
      commands.add(List.of("changes", "{table}", "--from", first));
      commands.add(
          List.of("as-of", "{table}", Instant.ofEpochMilli(current.timestampMillis()).toString()));
    }
    for (Path op : proposals(table)) {
      commands.add(List.of("replay", "{table}", "--op", op.toString()));
    }

    for (List<String> command : commands) {
      for (boolean json : List.of(false, true)) {
        assertSameAnswers(table, command, json);
      }
    }
  }

  private static void assertSameAnswers(String table, List<String> command, boolean json) {
    String local = WAREHOUSE.resolve(table).toString();
    String remote = remoteWarehouse + "/" + table;
    CliRun onDisk = CliRun.of(args(command, local, json));
    CliRun onHdfs = CliRun.of(args(command, remote, json));

    String what = table + ": " + String.join(" ", args(command, remote, json));
    assertThat(onDisk.exitCode()).as(what + "\n" + onDisk.err()).isIn(0, 1);
    assertThat(onHdfs.exitCode()).as(what).isEqualTo(onDisk.exitCode());
    // Delta's streaming errors name the table by its qualified path: file:/… on the local disk.
    String diskOut = onDisk.out().replace("file:" + WAREHOUSE, WAREHOUSE.toString());
    assertThat(onHdfs.out().replace(remoteWarehouse, WAREHOUSE.toString()))
        .as(what)
        .isEqualTo(diskOut);
    assertThat(onHdfs.err().replace(remoteWarehouse, WAREHOUSE.toString()))
        .as(what)
        .isEqualTo(onDisk.err());
  }

  private static String[] args(List<String> command, String table, boolean json) {
    List<String> args = new ArrayList<>();
    for (String arg : command) {
      args.add(arg.equals("{table}") ? table : arg);
    }
    if (args.size() == 1) {
      args.add(table);
    }
    if (json) {
      args.add("--json");
    }
    return args.toArray(String[]::new);
  }

  /**
   * The demo's proposals: a Delta table's {@code _proposals/*.op.json}, and for Iceberg the
   * compaction on customers' proposal branch and the update on orders that two commits conflict
   * with (see the README).
   */
  private static List<Path> proposals(String table) throws Exception {
    Path folder = WAREHOUSE.resolve(table).resolve("_proposals");
    if (Files.isDirectory(folder)) {
      try (Stream<Path> files = Files.list(folder)) {
        return files.filter(file -> file.toString().endsWith(".op.json")).sorted().toList();
      }
    }
    String op =
        switch (table) {
          case "sales/customers" -> {
            try (Opened opened = Opened.local(table)) {
              long compaction = opened.table().resolveCommit("proposal-compaction").id();
              yield "{\"snapshot-id\": " + compaction + "}";
            }
          }
          case "sales/orders" ->
              "{\"snapshot-id\": 6357860623952725827, \"isolation\": \"serializable\"}";
          default -> null;
        };
    if (op == null) {
      return List.of();
    }
    return List.of(Files.writeString(temp.resolve(table.replace('/', '-') + ".op.json"), op));
  }

  /** The local copy of a demo table, open with its reading threads. */
  private record Opened(Table table, ExecutorService executor) implements AutoCloseable {
    static Opened local(String table) throws IOException {
      ExecutorService executor = Executors.newFixedThreadPool(2);
      return new Opened(
          TableFormats.standard()
              .open(Storage.local(), WAREHOUSE.resolve(table).toString(), null, executor),
          executor);
    }

    @Override
    public void close() {
      executor.shutdownNow();
    }
  }
}
