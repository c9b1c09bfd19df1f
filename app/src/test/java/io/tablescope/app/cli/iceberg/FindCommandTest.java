package io.tablescope.app.cli.iceberg;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.app.cli.CliRun;
import io.tablescope.format.testing.TableFiles;
import io.tablescope.format.testing.TestTables;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.StreamSupport;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DeleteFile;
import org.apache.iceberg.FileScanTask;
import org.apache.iceberg.ManifestFile;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.Table;
import org.apache.iceberg.io.CloseableIterable;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code find} lists what iceberg-core's snapshots hold: a partition value finds its data and
 * delete files with the snapshots they are live in, and a snapshot id finds its manifests.
 */
class FindCommandTest {
  private static final Schema SCHEMA =
      new Schema(
          Types.NestedField.required(1, "id", Types.LongType.get()),
          Types.NestedField.required(2, "region", Types.StringType.get()));

  @TempDir Path folder;
  private Table table;
  private DataFile eu;
  private DeleteFile euDeletes;

  @BeforeEach
  void writeTable() {
    table =
        TestTables.create(
            folder, SCHEMA, PartitionSpec.builderFor(SCHEMA).identity("region").build(), 2);
    eu = TableFiles.writeData(table, List.of(TableFiles.row(SCHEMA, 1L, "EU")));
    DataFile us = TableFiles.writeData(table, List.of(TableFiles.row(SCHEMA, 2L, "US")));
    table.newAppend().appendFile(eu).commit();
    table.newFastAppend().appendFile(us).commit();
    euDeletes = TableFiles.writePositionDeletes(table, eu, 0);
    table.newRowDelta().addDeletes(euDeletes).commit();
    table.newDelete().deleteFile(eu).commit();
  }

  @Test
  void aPartitionValueFindsItsFilesAndTheSnapshotsTheyAreLiveIn() throws Exception {
    CliRun run = CliRun.of("find", folder.toString(), "region=eu", "--json");

    assertThat(run.exitCode()).isZero();
    JsonNode hits = new ObjectMapper().readTree(run.out());
    Map<String, String> kinds = new TreeMap<>();
    hits.forEach(hit -> kinds.put(hit.get("name").asText(), hit.get("kind").asText()));
    assertThat(kinds)
        .isEqualTo(
            new TreeMap<>(Map.of(eu.location(), "data file", euDeletes.location(), "delete file")));
    JsonNode data =
        StreamSupport.stream(hits.spliterator(), false)
            .filter(hit -> hit.get("name").asText().equals(eu.location()))
            .findFirst()
            .orElseThrow();
    List<Long> liveIn = new ArrayList<>();
    data.get("snapshot-ids").forEach(id -> liveIn.add(id.asLong()));
    assertThat(liveIn).isEqualTo(icebergLiveIn(eu)).hasSize(3);
  }

  @Test
  void aSnapshotIdFindsTheSnapshotAndTheManifestsItsListNames() throws Exception {
    Snapshot second = table.snapshot(table.currentSnapshot().parentId());

    CliRun run = CliRun.of("find", folder.toString(), Long.toString(second.snapshotId()));

    assertThat(run.exitCode()).isZero();
    List<String> manifests =
        second.allManifests(table.io()).stream().map(ManifestFile::path).toList();
    assertThat(run.out())
        .startsWith("1 found for \"" + second.snapshotId() + "\"")
        .contains("snapshot " + second.snapshotId() + "  " + second.operation());
    manifests.forEach(path -> assertThat(run.out()).contains("  manifest " + path));
  }

  @Test
  void findingNothingIsAnAnswer() {
    CliRun run = CliRun.of("find", folder.toString(), "region=ASIA");

    assertThat(run.exitCode()).isZero();
    assertThat(run.out()).isEqualTo("0 found for \"region=ASIA\"" + System.lineSeparator());
  }

  private List<Long> icebergLiveIn(DataFile file) throws Exception {
    List<Long> liveIn = new ArrayList<>();
    for (Snapshot snapshot : table.snapshots()) {
      try (CloseableIterable<FileScanTask> tasks =
          table.newScan().useSnapshot(snapshot.snapshotId()).planFiles()) {
        for (FileScanTask task : tasks) {
          if (task.file().location().equals(file.location())) {
            liveIn.add(snapshot.snapshotId());
          }
        }
      }
    }
    return liveIn;
  }
}
