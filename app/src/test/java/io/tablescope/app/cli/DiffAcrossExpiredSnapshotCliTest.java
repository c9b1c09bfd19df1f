package io.tablescope.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.format.testing.TableFiles;
import io.tablescope.format.testing.TestTables;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code diff} across a snapshot that iceberg-core expired: the text and JSON name the cut and the
 * expired snapshot, and call no file "not explained by a commit".
 */
class DiffAcrossExpiredSnapshotCliTest {
  private static final Schema SCHEMA =
      new Schema(Types.NestedField.required(1, "id", Types.LongType.get()));

  @TempDir Path folder;

  @Test
  void aCutHistoryNamesTheExpiredSnapshot() throws Exception {
    Table table = TestTables.create(folder, SCHEMA, PartitionSpec.unpartitioned(), 2);
    DataFile removed = data(table, 1L);
    table.newAppend().appendFile(removed).commit();
    long from = table.currentSnapshot().snapshotId();
    DataFile added = data(table, 2L);
    table.newOverwrite().deleteFile(removed).addFile(added).commit();
    long expired = table.currentSnapshot().snapshotId();
    table.newAppend().appendFile(data(table, 3L)).commit();
    long to = table.currentSnapshot().snapshotId();
    table.expireSnapshots().expireSnapshotId(expired).cleanExpiredFiles(false).commit();
    table.refresh();
    assertThat(table.snapshot(expired)).isNull();

    CliRun text = CliRun.of("diff", folder.toString(), Long.toString(from), Long.toString(to));
    CliRun json =
        CliRun.of("diff", folder.toString(), Long.toString(from), Long.toString(to), "--json");

    assertThat(text.exitCode()).isZero();
    assertThat(text.out())
        .contains(
            "! history cut: TO's lineage stops at snapshot "
                + to
                + ", whose parent "
                + expired
                + " is no longer in the metadata (expired)")
        .contains("Added or removed by commits that have expired")
        .contains("added by snapshot " + expired + ", which has expired")
        .doesNotContain("Not explained by a commit")
        .doesNotContain("Only on FROM's side");
    JsonNode diff = new ObjectMapper().readTree(json.out());
    assertThat(diff.at("/history-cut/to/missing-parent-id").asLong()).isEqualTo(expired);
    assertThat(diff.at("/history-cut/from").isNull()).isTrue();
    List<Long> expiredIds = new ArrayList<>();
    diff.get("added").forEach(item -> expiredIds.add(item.get("expired-snapshot-id").asLong()));
    diff.get("removed").forEach(item -> expiredIds.add(item.get("expired-snapshot-id").asLong()));
    // The file of the last append is explained by it (no expired id, 0 when read as a long).
    assertThat(expiredIds).containsExactlyInAnyOrder(expired, 0L, expired);
  }

  private static DataFile data(Table table, long id) {
    return TableFiles.writeData(table, List.of(TableFiles.row(SCHEMA, id)));
  }
}
