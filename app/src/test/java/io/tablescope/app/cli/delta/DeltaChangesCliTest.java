package io.tablescope.app.cli.delta;

import static io.tablescope.format.testing.delta.HandWrittenLog.add;
import static io.tablescope.format.testing.delta.HandWrittenLog.metadata;
import static io.tablescope.format.testing.delta.HandWrittenLog.protocol;
import static io.tablescope.format.testing.delta.HandWrittenLog.remove;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.delta.kernel.Table;
import io.delta.kernel.data.ColumnarBatch;
import io.delta.kernel.data.Row;
import io.delta.kernel.defaults.engine.DefaultEngine;
import io.delta.kernel.engine.Engine;
import io.delta.kernel.internal.DeltaLogActionUtils.DeltaAction;
import io.delta.kernel.internal.TableImpl;
import io.delta.kernel.utils.CloseableIterator;
import io.tablescope.app.cli.CliRun;
import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.format.delta.action.FileKey;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import io.tablescope.format.testing.delta.HandWrittenLog;
import io.tablescope.format.testing.delta.HandWrittenTables;
import io.tablescope.format.testing.delta.KernelOracle;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code changes} on a Delta table: what a streaming source from a startingVersion reads, where it
 * fails with Delta's own message, what {@code ignoreDeletes}, {@code ignoreChanges} and {@code
 * skipChangeCommits} change, and what the change data feed returns; each version's adds and removes
 * as Delta Kernel's {@code getChanges} reads them.
 */
class DeltaChangesCliTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  private final Engine engine = DefaultEngine.create(new Configuration());

  @TempDir Path root;

  /** 0 create, 1 append red, 2 append blue, 3 delete red, 4 overwrite with green. */
  @BeforeEach
  void writeTable() {
    DeltaTableWriter writer = DeltaTableWriter.create(root, List.of("color"), Map.of());
    writer.append("red");
    writer.append("blue");
    writer.removeWhere("color=red");
    writer.overwrite("green");
  }

  /**
   * Kernel's getChanges cannot read delta-standalone's commitInfo (it lacks fields Kernel
   * requires), so each version's adds and removes are checked against the difference of Kernel's
   * live sets (no file is re-added here), and the file lists against Kernel's added files.
   */
  @Test
  void everyVersionCountsTheAddsAndRemovesKernelReads() throws Exception {
    JsonNode changes = json("--from", "1", "--ignore-changes");

    KernelOracle kernel = new KernelOracle();
    List<String> read = new ArrayList<>();
    for (JsonNode version : changes.get("versions")) {
      long number = version.get("version").asLong();
      Set<FileKey> before = kernel.stateAt(root, number - 1).files();
      Set<FileKey> after = kernel.stateAt(root, number).files();
      Set<FileKey> added = new HashSet<>(after);
      added.removeAll(before);
      Set<FileKey> removed = new HashSet<>(before);
      removed.removeAll(after);
      assertThat(version.get("adds").asInt()).as("version %d", number).isEqualTo(added.size());
      assertThat(version.get("removes").asInt()).as("version %d", number).isEqualTo(removed.size());
      added.stream().map(FileKey::path).sorted().forEach(read::add);
    }
    List<String> files = new ArrayList<>();
    changes.get("files").forEach(file -> files.add(file.asText()));
    assertThat(files.stream().sorted().toList()).isEqualTo(read.stream().sorted().toList());
  }

  @Test
  void everyVersionHasTheDataChangingActionsKernelsGetChangesReads() throws Exception {
    Path table = root.resolve("features");
    HandWrittenTables.featureTable(table);

    CliRun run =
        CliRun.of(
            "changes", table.toString(), "--from", "1", "--to", "6", "--ignore-changes", "--json");

    assertThat(run.exitCode()).as(run.err()).isZero();
    Map<Long, int[]> expected = kernelChanges(table, 1, 6);
    JsonNode versions = JSON.readTree(run.out()).get("versions");
    assertThat(versions).hasSize(6);
    for (JsonNode version : versions) {
      int[] counts = expected.getOrDefault(version.get("version").asLong(), new int[2]);
      assertThat(version.get("adds").asInt()).as("adds of %s", version).isEqualTo(counts[0]);
      assertThat(version.get("removes").asInt()).as("removes of %s", version).isEqualTo(counts[1]);
    }
  }

  @Test
  void aCommitThatOnlyDeletesFailsTheStreamWithDeltasMessage() throws Exception {
    JsonNode changes = json("--from", "1");

    assertThat(changes.get("stops-at").asLong()).isEqualTo(3);
    assertThat(streams(changes)).containsExactly("read", "read", "fails", "not_reached");
    assertThat(changes.get("error").asText())
        .isEqualTo(
            "[DELTA_SOURCE_IGNORE_DELETE] Detected deleted data (for example "
                + removedPath(3)
                + ") from streaming source at version 3. This is currently not supported. If"
                + " you'd like to ignore deletes, set the option 'ignoreDeletes' to 'true'. The"
                + " source table can be found at path file:"
                + root.toAbsolutePath()
                + ".");
    assertThat(changes.get("files")).hasSize(2);
  }

  @Test
  void ignoreDeletesPassesTheDeleteAndFailsAtTheOverwrite() throws Exception {
    JsonNode changes = json("--from", "1", "--ignore-deletes");

    assertThat(changes.get("stops-at").asLong()).isEqualTo(4);
    assertThat(streams(changes)).containsExactly("read", "read", "no_data", "fails");
    assertThat(changes.get("error").asText())
        .startsWith(
            "[DELTA_SOURCE_TABLE_IGNORE_CHANGES] Detected a data update (for example WRITE (Map(")
        .contains(") in the source table at version 4. This is currently not supported.")
        .contains("set the option 'skipChangeCommits' to 'true'");
  }

  @Test
  void skipChangeCommitsSkipsEveryCommitThatRemovesData() throws Exception {
    JsonNode changes = json("--from", "1", "--skip-change-commits");

    assertThat(changes.get("stops-at").isNull()).isTrue();
    assertThat(streams(changes)).containsExactly("read", "read", "skipped", "skipped");
    assertThat(changes.get("files")).hasSize(2);
  }

  @Test
  void ignoreChangesReReadsTheOverwritesAdds() throws Exception {
    JsonNode changes = json("--from", "2", "--ignore-changes");

    assertThat(streams(changes)).containsExactly("read", "no_data", "read");
    List<String> files = new ArrayList<>();
    changes.get("files").forEach(file -> files.add(file.asText()));
    assertThat(files).hasSize(2).anyMatch(file -> file.startsWith("color=green/"));
  }

  @Test
  void theChangeDataFeedNeedsChangeDataRecorded() throws Exception {
    JsonNode changes = json("--from", "1", "--to", "3");

    assertThat(changes.get("change-data-error").asText())
        .startsWith(
            "[DELTA_MISSING_CHANGE_DATA] Error getting change data for range [1 , 3] as change"
                + " data was not\nrecorded for version [1].");
  }

  @Test
  void theChangeDataFeedReadsCdcFilesElseAddsAndRemoves() throws Exception {
    Path table = root.resolve("cdf");
    HandWrittenLog log = new HandWrittenLog(table);
    Map<String, String> columns = new java.util.LinkedHashMap<>();
    columns.put("id", null);
    ObjectNode cdc = JSON.createObjectNode();
    cdc.put("path", "_change_data/cdc-1.parquet").put("size", 5).put("dataChange", false);
    cdc.putObject("partitionValues");
    log.commit(
        0,
        BASE_TIME,
        List.of(
            protocol(1, 4, null, null),
            metadata(
                "cdf",
                HandWrittenLog.schema(columns),
                List.of(),
                Map.of("delta.enableChangeDataFeed", "true")),
            add("a.parquet", Map.of(), 1, null)));
    log.commit(
        1,
        BASE_TIME + 1,
        List.of(
            remove("a.parquet", Map.of(), null),
            add("b.parquet", Map.of(), 2, null),
            HandWrittenLog.wrap("cdc", cdc)));
    log.commit(2, BASE_TIME + 2, List.of(add("c.parquet", Map.of(), 3, null)));

    CliRun run =
        CliRun.of("changes", table.toString(), "--from", "1", "--ignore-changes", "--json");

    assertThat(run.exitCode()).as(run.err()).isZero();
    JsonNode changes = JSON.readTree(run.out());
    assertThat(changes.get("change-data-error").isNull()).isTrue();
    JsonNode one = changes.get("versions").get(0).get("change-data");
    assertThat(one).hasSize(1);
    assertThat(one.get(0).get("change-type").asText()).isEqualTo("cdc");
    assertThat(one.get(0).get("path").asText()).isEqualTo("_change_data/cdc-1.parquet");
    JsonNode two = changes.get("versions").get(1).get("change-data");
    assertThat(two.get(0).get("change-type").asText()).isEqualTo("insert");
    assertThat(two.get(0).get("path").asText()).isEqualTo("c.parquet");
    assertThat(changes.get("versions").get(0).get("cdc-files").asInt())
        .isEqualTo(kernelCdcFiles(table, 1));
  }

  @Test
  void icebergOptionsAreBadInputOnDeltaAndDeltasOnIceberg() {
    CliRun delta = CliRun.of("changes", root.toString(), "--from", "1", "--skip-deletes");
    CliRun noStart = CliRun.of("changes", root.toString());
    CliRun iceberg =
        CliRun.of(
            "changes",
            Path.of("demo-warehouse/sales/orders").toAbsolutePath().toString(),
            "--ignore-deletes");

    assertThat(delta.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(delta.err()).contains("is a Delta table").contains("--ignore-deletes");
    assertThat(noStart.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(noStart.err()).contains("name the starting version with --from");
    assertThat(iceberg.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(iceberg.err()).contains("is an Iceberg table");
  }

  private static final long BASE_TIME = 1_700_000_000_000L;

  private JsonNode json(String... options) throws Exception {
    List<String> args = new ArrayList<>(List.of("changes", root.toString(), "--json"));
    args.addAll(List.of(options));
    CliRun run = CliRun.of(args.toArray(String[]::new));
    assertThat(run.exitCode()).as(run.err()).isZero();
    return JSON.readTree(run.out());
  }

  private static List<String> streams(JsonNode changes) {
    List<String> streams = new ArrayList<>();
    changes.get("versions").forEach(version -> streams.add(version.get("stream").asText()));
    return streams;
  }

  private String removedPath(long version) throws Exception {
    for (String line :
        Files.readAllLines(
            root.resolve("_delta_log").resolve(HandWrittenLog.padded(version) + ".json"))) {
      JsonNode action = JSON.readTree(line);
      if (action.has("remove")) {
        return action.get("remove").get("path").asText();
      }
    }
    throw new AssertionError("no remove in version " + version);
  }

  /** Kernel's data-changing adds and removes per version, from {@code getChanges}. */
  private Map<Long, int[]> kernelChanges(Path table, long start, long end) throws Exception {
    Map<Long, int[]> counts = new TreeMap<>();
    TableImpl kernelTable = (TableImpl) Table.forPath(engine, table.toString());
    String[] kinds = {"add", "remove"};
    try (CloseableIterator<ColumnarBatch> batches =
        kernelTable.getChanges(engine, start, end, Set.of(DeltaAction.ADD, DeltaAction.REMOVE))) {
      while (batches.hasNext()) {
        ColumnarBatch batch = batches.next();
        int versionColumn = batch.getSchema().indexOf("version");
        try (CloseableIterator<Row> rows = batch.getRows()) {
          while (rows.hasNext()) {
            Row row = rows.next();
            int[] count = counts.computeIfAbsent(row.getLong(versionColumn), v -> new int[2]);
            for (int i = 0; i < kinds.length; i++) {
              int column = batch.getSchema().indexOf(kinds[i]);
              if (!row.isNullAt(column)) {
                Row action = row.getStruct(column);
                if (action.getBoolean(action.getSchema().indexOf("dataChange"))) {
                  count[i]++;
                }
              }
            }
          }
        }
      }
    }
    return counts;
  }

  private int kernelCdcFiles(Path table, long version) throws Exception {
    int count = 0;
    TableImpl kernelTable = (TableImpl) Table.forPath(engine, table.toString());
    try (CloseableIterator<ColumnarBatch> batches =
        kernelTable.getChanges(engine, version, version, Set.of(DeltaAction.CDC))) {
      while (batches.hasNext()) {
        ColumnarBatch batch = batches.next();
        int column = batch.getSchema().indexOf("cdc");
        try (CloseableIterator<Row> rows = batch.getRows()) {
          while (rows.hasNext()) {
            Row row = rows.next();
            if (!row.isNullAt(column)) {
              assertThat(
                      URLDecoder.decode(row.getStruct(column).getString(0), StandardCharsets.UTF_8))
                  .isEqualTo("_change_data/cdc-1.parquet");
              count++;
            }
          }
        }
      }
    }
    return count;
  }
}
