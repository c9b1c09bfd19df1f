package io.tablescope.app.cli.iceberg;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.app.cli.CliRun;
import io.tablescope.format.testing.TableFiles;
import io.tablescope.format.testing.TestTables;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableProperties;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code expire} and {@code orphans}: their JSON shapes, their text, their exit codes, and that
 * neither changes a byte of the table.
 */
class MaintenanceCliTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** What a Delta table offers, as a refusal names it after the table. */
  private static final String OFFERS =
      " is a Delta table, which offers summary, files, diff, tree, replay, definition, changes,"
          + " as-of, find, file";

  private static final Schema SCHEMA =
      new Schema(Types.NestedField.required(1, "id", Types.LongType.get()));

  @TempDir Path folder;
  private Table table;

  private void create(Map<String, String> properties) {
    table =
        TestTables.create(
            folder,
            folder.toAbsolutePath().toString(),
            SCHEMA,
            PartitionSpec.unpartitioned(),
            2,
            properties);
  }

  private void append(long id) {
    table
        .newAppend()
        .appendFile(TableFiles.writeData(table, List.of(TableFiles.row(SCHEMA, id))))
        .commit();
  }

  private static long tick() {
    long start = System.currentTimeMillis();
    while (System.currentTimeMillis() < start + 3) {
      Thread.onSpinWait();
    }
    return System.currentTimeMillis();
  }

  private Map<Path, Long> filesAndTimes() throws IOException {
    try (Stream<Path> paths = Files.walk(folder)) {
      Map<Path, Long> files = new HashMap<>();
      for (Path path : paths.filter(Files::isRegularFile).toList()) {
        files.put(path, Files.getLastModifiedTime(path).toMillis() ^ Files.size(path));
      }
      return files;
    }
  }

  @Test
  void expireJsonListsTheExpiredSnapshotsAndTheirFilesAndDeletesNothing() throws Exception {
    create(Map.of());
    append(1);
    append(2);
    tick();
    long cut = tick();
    tick();
    append(3);
    Set<Long> older = new HashSet<>();
    for (Snapshot snapshot : table.snapshots()) {
      if (snapshot.timestampMillis() < cut) {
        older.add(snapshot.snapshotId());
      }
    }
    Set<String> olderLists =
        table.snapshot(older.iterator().next()) == null
            ? Set.of()
            : older.stream()
                .map(id -> table.snapshot(id).manifestListLocation())
                .collect(Collectors.toSet());
    Map<Path, Long> before = filesAndTimes();

    CliRun run =
        CliRun.of(
            "expire",
            folder.toString(),
            "--older-than",
            java.time.Instant.ofEpochMilli(cut).toString(),
            "--json");

    assertThat(run.exitCode()).as(run.err()).isZero();
    JsonNode result = JSON.readTree(run.out());
    Set<Long> expired = new HashSet<>();
    result.get("expired-snapshots").forEach(id -> expired.add(id.asLong()));
    assertThat(expired).isEqualTo(older);
    Set<String> lists = new HashSet<>();
    long bytes = 0;
    for (JsonNode file : result.get("deleted-files")) {
      assertThat(file.get("kind").asText())
          .isIn("manifest-list", "manifest", "data", "position-deletes", "equality-deletes");
      assertThat(file.get("size").asLong())
          .isEqualTo(Files.size(Path.of(file.get("path").asText())));
      bytes += file.get("size").asLong();
      if (file.get("kind").asText().equals("manifest-list")) {
        lists.add(file.get("path").asText());
      }
    }
    assertThat(lists).isEqualTo(olderLists);
    assertThat(result.get("bytes").asLong()).isEqualTo(bytes);
    assertThat(result.get("older-than").asLong()).isEqualTo(cut);
    assertThat(result.get("note").asText()).isEqualTo("Preview only: nothing was deleted.");
    assertThat(filesAndTimes()).isEqualTo(before);
  }

  @Test
  void expireTextSaysNothingWasDeletedAndWhichSettingsDecided() throws Exception {
    create(Map.of(TableProperties.MIN_SNAPSHOTS_TO_KEEP, "3"));
    append(1);
    long cut = tick();

    CliRun run = CliRun.of("expire", folder.toString(), "--older-than", Long.toString(cut));

    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .startsWith("Preview only: nothing was deleted.\n")
        .contains(
            "Older than:  " + java.time.Instant.ofEpochMilli(cut) + "  (given)",
            "Retain last: 3  (history.expire.min-snapshots-to-keep = 3 (table property))",
            "branch main → " + table.currentSnapshot().snapshotId() + ": kept",
            "Expired snapshots (0): none");
  }

  @Test
  void aBadTimestampIsBadInput() {
    create(Map.of());

    CliRun expire = CliRun.of("expire", folder.toString(), "--older-than", "yesterday");
    CliRun orphans = CliRun.of("orphans", folder.toString(), "--older-than", "2026-13-01");

    assertThat(expire.exitCode()).isEqualTo(2);
    assertThat(expire.err())
        .isEqualTo(
            "tablescope: Cannot read time 'yesterday': use epoch milliseconds or ISO-8601, e.g."
                + " 2026-11-29T10:00:00Z\n");
    assertThat(orphans.exitCode()).isEqualTo(2);
    assertThat(orphans.err()).startsWith("tablescope: Cannot read time '2026-13-01'");
  }

  @Test
  void aRetainLastBelowOneIsBadInput() {
    create(Map.of());

    CliRun run = CliRun.of("expire", folder.toString(), "--retain-last", "0");

    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains("Number of snapshots to retain must be at least 1");
  }

  @Test
  void aTableWithGarbageCollectionDisabledIsRefusedWithIcebergsMessage() {
    create(Map.of(TableProperties.GC_ENABLED, "false"));
    append(1);

    CliRun run = CliRun.of("expire", folder.toString(), "--json");
    CliRun orphans = CliRun.of("orphans", folder.toString());

    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.out()).isEmpty();
    assertThat(run.err())
        .isEqualTo(
            "tablescope: Cannot expire snapshots: GC is disabled (deleting files may corrupt other"
                + " tables)\n");
    assertThat(orphans.exitCode()).isEqualTo(1);
    assertThat(orphans.err())
        .isEqualTo(
            "tablescope: Cannot delete orphan files: GC is disabled (deleting files may corrupt"
                + " other tables)\n");
  }

  @Test
  void aDeltaTableIsRefused() throws Exception {
    Path delta = folder.resolve("delta");
    DeltaTableWriter.create(delta, List.of(), Map.of()).appendFiles(1);

    CliRun expire = CliRun.of("expire", delta.toString());
    CliRun orphans = CliRun.of("orphans", delta.toString(), "--json");

    assertThat(expire.exitCode()).isEqualTo(2);
    assertThat(expire.err())
        .isEqualTo("tablescope: expire reads Iceberg and Hudi tables; " + delta + OFFERS + "\n");
    assertThat(orphans.exitCode()).isEqualTo(2);
    assertThat(orphans.err())
        .isEqualTo("tablescope: orphans reads Iceberg and Hudi tables; " + delta + OFFERS + "\n");
  }

  @Test
  void orphansJsonListsTheFilesOfAFailedCommitWithReasonsAndDeletesNothing() throws Exception {
    create(Map.of());
    append(1);
    Set<Path> committed = filesAndTimes().keySet();
    table
        .newAppend()
        .appendFile(TableFiles.writeData(table, List.of(TableFiles.row(SCHEMA, 2L))))
        .apply();
    Set<Path> failed = new HashSet<>(filesAndTimes().keySet());
    failed.removeAll(committed);
    long old = System.currentTimeMillis() - Duration.ofDays(5).toMillis();
    for (Path path : filesAndTimes().keySet()) {
      Files.setLastModifiedTime(path, FileTime.fromMillis(old));
    }
    Map<Path, Long> before = filesAndTimes();

    CliRun run = CliRun.of("orphans", folder.toString(), "--json");

    assertThat(run.exitCode()).as(run.err()).isZero();
    JsonNode result = JSON.readTree(run.out());
    Set<Path> orphans = new HashSet<>();
    long bytes = 0;
    for (JsonNode orphan : result.get("orphans")) {
      Path path = Path.of(orphan.get("path").asText());
      orphans.add(path);
      assertThat(orphan.get("size").asLong()).isEqualTo(Files.size(path));
      assertThat(orphan.get("modified").asLong())
          .isEqualTo(Files.getLastModifiedTime(path).toMillis())
          .isLessThan(System.currentTimeMillis() - Duration.ofDays(3).toMillis());
      assertThat(orphan.get("reason").asText()).isNotBlank();
      bytes += orphan.get("size").asLong();
    }
    assertThat(orphans).isEqualTo(failed);
    assertThat(result.get("bytes").asLong()).isEqualTo(bytes);
    assertThat(result.get("too-young")).isEmpty();
    assertThat(result.get("older-than").asLong()).isLessThan(System.currentTimeMillis());
    assertThat(filesAndTimes()).isEqualTo(before);
  }

  @Test
  void orphansTextKeepsYoungFilesApart() throws Exception {
    create(Map.of());
    append(1);
    table
        .newAppend()
        .appendFile(TableFiles.writeData(table, List.of(TableFiles.row(SCHEMA, 2L))))
        .apply();

    CliRun run = CliRun.of("orphans", folder.toString());

    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .startsWith("Preview only: nothing was deleted.\n")
        .contains(
            "Orphans (0, 0 bytes): none",
            "Kept: too young (3):",
            "a manifest list no snapshot names");
  }
}
