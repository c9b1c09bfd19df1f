package io.tablescope.inspector.delta;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablescope.format.testing.delta.HandWrittenTables;
import io.tablescope.inspector.delta.DeltaChanges.ChangeFile;
import io.tablescope.inspector.delta.DeltaChanges.StreamAction;
import io.tablescope.inspector.delta.DeltaChanges.StreamOptions;
import io.tablescope.inspector.table.CommitNotFoundException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A deletion vector update (a remove and an add of one path) is a data update to a Delta stream and
 * the rows the vector newly deletes to the change data feed.
 */
class DeltaStreamsTest {
  private static final StreamOptions DEFAULTS = new StreamOptions(false, false, false);

  @TempDir Path root;

  @Test
  void aDeletionVectorUpdateFailsTheStreamAsADataUpdate() throws Exception {
    HandWrittenTables.featureTable(root);
    DeltaTable table = DeltaTable.open(root.toString(), Runnable::run);

    DeltaChanges changes = DeltaStreams.read(table, 1, 3L, DEFAULTS);

    assertThat(changes.stopsAt()).isEqualTo(1);
    assertThat(changes.versions().get(0).stream()).isEqualTo(StreamAction.FAILS);
    assertThat(changes.error())
        .startsWith(
            "[DELTA_SOURCE_TABLE_IGNORE_CHANGES] Detected a data update (for example WRITE"
                + " (Map(mode -> Append))) in the source table at version 1.")
        .endsWith("The source table can be found at path file:" + root.toAbsolutePath() + ".");
  }

  @Test
  void theChangeDataFeedReadsADeletionVectorUpdateAsTheRowsItNewlyDeletes() throws Exception {
    HandWrittenTables.featureTable(root);
    DeltaTable table = DeltaTable.open(root.toString(), Runnable::run);

    DeltaChanges changes = DeltaStreams.read(table, 1, 3L, new StreamOptions(false, true, false));

    // Version 1 gives a file a vector of 2 rows; version 3 replaces it with one of 3 rows.
    assertThat(changes.versions().get(0).changeData())
        .containsExactly(new ChangeFile("deletion-vector", "a file.parquet", 2L));
    assertThat(changes.versions().get(2).changeData())
        .containsExactly(new ChangeFile("deletion-vector", "a file.parquet", 1L));
  }

  @Test
  void aVersionOutsideTheLogIsNamedWithTheAvailableRange() throws Exception {
    HandWrittenTables.featureTable(root);
    DeltaTable table = DeltaTable.open(root.toString(), Runnable::run);

    assertThatThrownBy(() -> DeltaStreams.read(table, 2, 9L, DEFAULTS))
        .isInstanceOf(CommitNotFoundException.class)
        .hasMessageContaining("to version 9. Available versions: [0, 8].");
  }

  @Test
  void sparkTimestampsPrintAsJavaSqlTimestampDoesInUtc() {
    assertThat(DeltaMessages.sqlTimestamp(1_700_000_000_000L)).isEqualTo("2023-11-14 22:13:20.0");
    assertThat(DeltaMessages.sqlTimestamp(1_700_000_000_120L)).isEqualTo("2023-11-14 22:13:20.12");
    assertThat(DeltaMessages.qualified("s3://bucket/t")).isEqualTo("s3://bucket/t");
  }
}
