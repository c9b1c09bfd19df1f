package io.tablescope.app.gui.history;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.MainViewModel;
import io.tablescope.app.gui.ViewModels;
import io.tablescope.inspector.iceberg.HistoryGraph.HistoryRow;
import io.tablescope.inspector.iceberg.IcebergTable;
import java.util.Map;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class HistoryViewModelTest {
  private final Preferences preferences = ViewModels.preferences();
  private final MainViewModel main = ViewModels.main(preferences);
  private final HistoryViewModel viewModel = new HistoryViewModel(main);

  @AfterEach
  void removePreferences() throws BackingStoreException {
    preferences.removeNode();
  }

  @Test
  void everySnapshotHasARowAndTheCurrentOneIsSelected() {
    main.open(ViewModels.WAREHOUSE.resolve("sales/orders").toString());
    IcebergTable table = main.tableProperty().get();

    assertThat(viewModel.graphProperty().get().rows()).hasSize(table.metadata().snapshots().size());
    int selected = viewModel.selectedRowProperty().get();
    assertThat(viewModel.graphProperty().get().rows().get(selected).snapshot())
        .isEqualTo(table.metadata().currentSnapshot().orElseThrow());
  }

  @Test
  void selectingARowMakesItsSnapshotTheSelectedSnapshot() {
    main.open(ViewModels.WAREHOUSE.resolve("sales/orders").toString());
    int last = viewModel.graphProperty().get().rows().size() - 1;

    viewModel.select(last);

    assertThat(main.selectedSnapshotProperty().get())
        .isEqualTo(viewModel.graphProperty().get().rows().get(last).snapshot());
    assertThat(HistoryViewModel.time(viewModel.graphProperty().get().rows().get(last)))
        .matches("\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}");
  }

  @Test
  void aRowSaysWhatTheCommitChangedAndTheTablesRowsApart() {
    main.open(ViewModels.WAREHOUSE.resolve("hospital/doctors").toString());
    IcebergTable table = main.tableProperty().get();
    HistoryRow current =
        viewModel.graphProperty().get().rows().stream()
            .filter(row -> row.snapshot().equals(table.metadata().currentSnapshot().orElseThrow()))
            .findFirst()
            .orElseThrow();
    Map<String, String> summary = current.snapshot().summary();

    assertThat(HistoryViewModel.summary(current))
        .startsWith("+" + summary.get("added-data-files") + " data file")
        .endsWith("  ·  " + summary.get("total-records") + " rows in all data files");
  }
}
