package io.tablescope.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.format.testing.TestTables;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.Stream;
import org.apache.iceberg.DeleteFile;
import org.apache.iceberg.FileScanTask;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.Table;
import org.apache.iceberg.io.CloseableIterable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code files} lists what iceberg-core's scan of a snapshot opens: its data files and the delete
 * files its tasks carry, at every snapshot of the demo's merge-on-read and v3 tables.
 */
class FilesCommandTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  static Stream<String> tables() {
    return Stream.of("sales/customers", "telemetry/readings_v3", "hospital/doctors");
  }

  @ParameterizedTest
  @MethodSource("tables")
  void everySnapshotOpensWhatIcebergCoresScanOpens(String name) throws IOException {
    Path folder = Path.of("demo-warehouse").resolve(name).toAbsolutePath();
    Table expected = TestTables.load(folder, "s3://tablescope-demo/" + name);

    for (Snapshot snapshot : expected.snapshots()) {
      CliRun run =
          CliRun.of(
              "files",
              folder.toString(),
              "--snapshot",
              Long.toString(snapshot.snapshotId()),
              "--json");

      assertThat(run.exitCode()).as(run.err()).isZero();
      JsonNode files = JSON.readTree(run.out());
      assertThat(files.get("snapshot-id").asLong()).isEqualTo(snapshot.snapshotId());
      Set<String> shown = new HashSet<>();
      files.get("files").forEach(file -> shown.add(key(file)));
      assertThat(shown)
          .as("snapshot %d", snapshot.snapshotId())
          .isEqualTo(scanned(expected, snapshot));
    }
  }

  @Test
  void aDeltaVersionIsRefusedOnAnIcebergTable() {
    CliRun run =
        CliRun.of(
            "files",
            Path.of("demo-warehouse/sales/orders").toAbsolutePath().toString(),
            "--version",
            "1");

    assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(run.err()).contains("is an Iceberg table").contains("--snapshot");
  }

  private static String key(JsonNode file) {
    JsonNode offset = file.get("content-offset");
    return file.get("content").asText()
        + " "
        + file.get("path").asText()
        + (offset.isNull() ? "" : "#" + offset.asLong());
  }

  private static Set<String> scanned(Table table, Snapshot snapshot) throws IOException {
    Set<String> keys = new HashSet<>();
    try (CloseableIterable<FileScanTask> tasks =
        table.newScan().useSnapshot(snapshot.snapshotId()).planFiles()) {
      for (FileScanTask task : tasks) {
        keys.add("data " + task.file().location());
        for (DeleteFile delete : task.deletes()) {
          keys.add(kind(delete) + " " + delete.location() + offset(delete));
        }
      }
    }
    return keys;
  }

  private static String kind(DeleteFile delete) {
    if (delete.content() == org.apache.iceberg.FileContent.EQUALITY_DELETES) {
      return "equality-deletes";
    }
    return delete.format() == org.apache.iceberg.FileFormat.PUFFIN
        ? "deletion-vector"
        : "position-deletes";
  }

  private static String offset(DeleteFile delete) {
    return delete.contentOffset() == null ? "" : "#" + delete.contentOffset();
  }
}
