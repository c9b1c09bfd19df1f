package io.tablescope.app.gui.history;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.MainViewModel;
import io.tablescope.app.gui.ViewModels;
import io.tablescope.inspector.history.HistoryGraph.HistoryRow;
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
    IcebergTable table = main.icebergTable();

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
    IcebergTable table = main.icebergTable();
    HistoryRow current =
        viewModel.graphProperty().get().rows().stream()
            .filter(row -> row.commit().equals(table.current().orElseThrow()))
            .findFirst()
            .orElseThrow();
    Map<String, String> summary = current.commit().summary();

    assertThat(HistoryViewModel.summary(current))
        .startsWith("+" + summary.get("added-data-files") + " data file")
        .endsWith("  ·  " + summary.get("total-records") + " rows in all data files");
  }
}
