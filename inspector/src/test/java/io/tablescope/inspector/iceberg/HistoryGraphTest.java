package io.tablescope.inspector.iceberg;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.testing.TableFiles;
import io.tablescope.format.testing.TestTables;
import io.tablescope.inspector.history.HistoryGraph;
import io.tablescope.inspector.history.HistoryGraph.HistoryRow;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HistoryGraphTest {
  private static final Schema SCHEMA =
      new Schema(Types.NestedField.required(1, "id", Types.LongType.get()));

  @TempDir Path folder;

  @Test
  void aBranchGetsItsOwnLaneThatJoinsMainAtTheForkPoint() throws IOException {
    Table table = TestTables.create(folder, SCHEMA, PartitionSpec.unpartitioned(), 2);
    table
        .newAppend()
        .appendFile(TableFiles.writeData(table, List.of(TableFiles.row(SCHEMA, 1L))))
        .commit();
    long fork = table.currentSnapshot().snapshotId();
    table.manageSnapshots().createBranch("audit", fork).commit();
    table
        .newAppend()
        .appendFile(TableFiles.writeData(table, List.of(TableFiles.row(SCHEMA, 2L))))
        .commit();
    table
        .newAppend()
        .appendFile(TableFiles.writeData(table, List.of(TableFiles.row(SCHEMA, 3L))))
        .toBranch("audit")
        .commit();

    HistoryGraph graph = HistoryGraph.of(IcebergTable.open(folder.toString(), Runnable::run));

    assertThat(graph.rows()).hasSize(3);
    assertThat(graph.lanes()).isEqualTo(2);
    HistoryRow newest = graph.rows().get(0);
    HistoryRow main = graph.rows().get(1);
    HistoryRow root = graph.rows().get(2);
    assertThat(newest.refs()).extracting(ref -> ref.name()).containsExactly("audit");
    assertThat(main.refs()).extracting(ref -> ref.name()).containsExactly("main");
    // The branch is newer, yet main keeps the first lane, as in every git graph.
    assertThat(main.lane()).isZero();
    assertThat(newest.lane()).isEqualTo(1);
    assertThat(newest.passingLanes()).as("no line above main's head").isEmpty();
    assertThat(main.hasChild()).isFalse();
    assertThat(main.passingLanes()).containsExactly(newest.lane());
    assertThat(root.lane()).isZero();
    assertThat(root.commit().id()).isEqualTo(fork);
    assertThat(root.hasChild()).isTrue();
    assertThat(root.mergingLanes()).containsExactly(1);
    assertThat(root.hasParent()).isFalse();
  }
}
