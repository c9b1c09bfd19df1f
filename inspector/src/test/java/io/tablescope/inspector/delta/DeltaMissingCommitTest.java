package io.tablescope.inspector.delta;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.tablescope.format.io.Storage;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import io.tablescope.format.testing.delta.HandWrittenLog;
import io.tablescope.format.testing.delta.KernelOracle;
import io.tablescope.inspector.history.HistoryGraph;
import io.tablescope.inspector.history.HistoryGraph.HistoryRow;
import io.tablescope.inspector.table.CommitLine;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A commit file missing from the middle of the log stays in its place in the history, on the one
 * lane, marked missing with what it does to reads, as Delta Kernel reads the table around it.
 */
class DeltaMissingCommitTest {
  @TempDir Path root;

  @Test
  void aMissingCommitStandsBetweenItsNeighboursOnTheOneLaneWithItsReason() throws Exception {
    missingTwelve(root);
    KernelOracle kernel = new KernelOracle();

    DeltaTable table = DeltaTable.open(Storage.local(), root.toString(), Runnable::run);
    HistoryGraph graph = HistoryGraph.of(table);

    assertThat(graph.rows())
        .extracting(row -> row.commit().id())
        .containsExactly(14L, 13L, 12L, 11L, 10L, 9L, 8L, 7L, 6L, 5L, 4L, 3L, 2L, 1L, 0L);
    assertThat(graph.rows()).allMatch(row -> row.lane() == 0);
    assertThat(graph.lanes()).isEqualTo(1);
    HistoryRow twelve = graph.rows().get(2);
    CommitLine line = table.line(twelve.commit());
    assertThat(line.problem().what()).isEqualTo("commit 12 is missing");
    assertThat(line.problem().why())
        .contains("00000000000000000012.json between commits 11 and 13")
        .contains("Delta refuses to read version 12 (")
        .contains("from version 13 on, its checkpoint is read");
    assertThat(line.dating()).isNull();
    assertThat(table.line(graph.rows().get(1).commit()).problem()).isNull();
    // Kernel agrees: version 12 cannot be read, 13 is read from its checkpoint.
    assertThat(catchThrowable(() -> kernel.stateAt(root, 12))).isNotNull();
    assertThat(kernel.stateAt(root, 13).version()).isEqualTo(13);
    assertThat(new DeltaTree(table).root(twelve.commit()).problems().get(0).message())
        .startsWith("commit 12 is missing: ");
  }

  /** Versions 0 to 14 with a checkpoint at 13, and commit 12 deleted. */
  static void missingTwelve(Path root) throws Exception {
    DeltaTableWriter writer =
        DeltaTableWriter.create(root, List.of("region"), Map.of("delta.checkpointInterval", "13"));
    for (int append = 0; append < 14; append++) {
      writer.append(append % 2 == 0 ? "EU" : "US");
    }
    Files.delete(root.resolve("_delta_log").resolve(HandWrittenLog.padded(12) + ".json"));
  }
}
