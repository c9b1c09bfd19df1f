package io.tablescope.app.gui.history;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tablescope.app.gui.iceberg.session.OpenedIceberg;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.session.ViewModels;
import io.tablescope.app.gui.settings.Settings;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import io.tablescope.format.testing.delta.HandWrittenLog;
import io.tablescope.inspector.history.HistoryGraph;
import io.tablescope.inspector.history.HistoryGraph.HistoryRow;
import io.tablescope.inspector.iceberg.IcebergTable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HistoryViewModelTest {
  private final Settings preferences = ViewModels.preferences();
  private final MainViewModel main = ViewModels.main(preferences);
  private final HistoryViewModel viewModel = new HistoryViewModel(main);
  @TempDir Path temp;

  @AfterEach
  void removePreferences() {
    preferences.removeNode();
  }

  @Test
  void everySnapshotHasARowAndTheCurrentOneIsSelected() {
    main.open(ViewModels.WAREHOUSE.resolve("sales/orders").toString());
    IcebergTable table = OpenedIceberg.of(main);

    assertThat(viewModel.graphProperty().get().rows()).hasSize(table.metadata().snapshots().size());
    int selected = viewModel.selectedRowProperty().get();
    assertThat(viewModel.graphProperty().get().rows().get(selected).commit())
        .isEqualTo(table.current().orElseThrow());
  }

  @Test
  void selectingARowMakesItsSnapshotTheSelectedSnapshot() {
    main.open(ViewModels.WAREHOUSE.resolve("sales/orders").toString());
    int last = viewModel.graphProperty().get().rows().size() - 1;

    viewModel.select(last);

    assertThat(main.selectedCommitProperty().get())
        .isEqualTo(viewModel.graphProperty().get().rows().get(last).commit());
    assertThat(HistoryViewModel.time(viewModel.graphProperty().get().rows().get(last)))
        .matches("\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}");
  }

  @Test
  void aRowSaysWhatTheCommitChangedAndTheTablesRowsApart() {
    main.open(ViewModels.WAREHOUSE.resolve("hospital/doctors").toString());
    IcebergTable table = OpenedIceberg.of(main);
    HistoryRow current =
        viewModel.graphProperty().get().rows().stream()
            .filter(row -> row.commit().equals(table.current().orElseThrow()))
            .findFirst()
            .orElseThrow();
    Map<String, String> summary = current.commit().summary();

    assertThat(table.line(current.commit()).summary())
        .startsWith("+" + summary.get("added-data-files") + " data file")
        .endsWith("  ·  " + summary.get("total-records") + " rows in all data files");
  }

  @Test
  void aDeltaRowSaysVersionOperationEngineAndWhatItsMetricsTell() {
    HandWrittenLog log = new HandWrittenLog(temp);
    Map<String, String> columns = new LinkedHashMap<>();
    columns.put("id", null);
    ObjectNode create = HandWrittenLog.commitInfo("CREATE TABLE", null);
    ObjectNode write = HandWrittenLog.commitInfo("WRITE", null);
    ObjectNode info = (ObjectNode) write.get("commitInfo");
    info.put("engineInfo", "Apache-Spark/3.5.3 Delta-Lake/3.3.2");
    info.putObject("operationMetrics")
        .put("numFiles", "2")
        .put("numOutputRows", "40")
        .put("numOutputBytes", "1234");
    ObjectNode delete = HandWrittenLog.commitInfo("DELETE", null);
    ((ObjectNode) delete.get("commitInfo").get("operationParameters")).remove("mode");
    ((ObjectNode) delete.get("commitInfo"))
        .putObject("operationMetrics")
        .put("numRemovedFiles", "1")
        .put("numDeletedRows", "7");
    log.commit(
        0,
        1_700_000_000_000L,
        List.of(
            create,
            HandWrittenLog.protocol(1, 2, null, null),
            HandWrittenLog.metadata("t", HandWrittenLog.schema(columns), List.of(), Map.of())));
    log.commit(
        1,
        1_700_000_001_000L,
        List.of(
            write,
            HandWrittenLog.add("a.parquet", Map.of(), 10, null),
            HandWrittenLog.add("b.parquet", Map.of(), 10, null)));
    log.commit(
        2, 1_700_000_002_000L, List.of(delete, HandWrittenLog.remove("a.parquet", Map.of(), null)));

    main.open(temp.toString());
    List<HistoryRow> rows = viewModel.graphProperty().get().rows();

    HistoryViewModel.RowText written = viewModel.text(rows.get(1));
    assertThat(written.id()).isEqualTo("version 1");
    assertThat(written.operation()).isEqualTo("WRITE");
    assertThat(written.kind()).isEqualTo("append");
    assertThat(written.order()).isEqualTo("Apache-Spark/3.5.3 Delta-Lake/3.3.2");
    assertThat(written.summary()).isEqualTo("mode Append  ·  +2 files  ·  40 rows written");
    HistoryViewModel.RowText deleted = viewModel.text(rows.get(0));
    assertThat(deleted.kind()).isEqualTo("delete");
    assertThat(deleted.summary()).isEqualTo("−1 file  ·  7 rows deleted");
    assertThat(rows).noneMatch(row -> viewModel.text(row).checkpoint());
  }

  @Test
  void deltaVersionsWithACheckpointAreMarked() throws Exception {
    DeltaTableWriter writer = DeltaTableWriter.create(temp, List.of(), Map.of());
    for (int i = 0; i < 11; i++) {
      writer.appendFiles(1);
    }
    List<Long> checkpointed;
    try (Stream<Path> files = Files.list(temp.resolve("_delta_log"))) {
      checkpointed =
          files
              .map(file -> file.getFileName().toString())
              .filter(name -> name.matches("\\d{20}\\.checkpoint\\..*"))
              .map(name -> Long.parseLong(name.substring(0, 20)))
              .toList();
    }

    main.open(temp.toString());

    assertThat(checkpointed).isNotEmpty();
    assertThat(viewModel.graphProperty().get().rows())
        .filteredOn(row -> viewModel.text(row).checkpoint())
        .extracting(row -> row.commit().id())
        .containsExactlyInAnyOrderElementsOf(checkpointed);
  }

  @Test
  void aTableTheMainViewModelReadsShowsItsHistoryWithNoFurtherBackgroundWork() throws IOException {
    // Background work waits here until the test runs it.
    List<Runnable> queued = new ArrayList<>();
    MainViewModel held = ViewModels.holding(preferences, queued::add);
    HistoryViewModel history = new HistoryViewModel(held);
    held.open(ViewModels.WAREHOUSE.resolve("sales/orders").toString());
    assertThat(queued).hasSize(1);
    queued.remove(0).run();

    // The read laid the history out: the frame that first shows the table can draw it.
    assertThat(queued).isEmpty();
    IcebergTable table = OpenedIceberg.of(held);
    assertThat(history.graphProperty().get()).isEqualTo(HistoryGraph.of(table));
    assertThat(held.laidOutHistory(table)).isSameAs(history.graphProperty().get());

    // A table set by other means is laid out in the background, as before.
    IcebergTable other =
        IcebergTable.open(ViewModels.WAREHOUSE.resolve("sales/orders").toString(), Runnable::run);
    held.tableProperty().set(other);
    assertThat(history.graphProperty().get()).isNull();
    assertThat(queued).hasSize(1);
    queued.remove(0).run();
    assertThat(history.graphProperty().get()).isEqualTo(HistoryGraph.of(other));
  }
}
