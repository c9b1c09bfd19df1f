package io.tablescope.app.gui;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.open.RecentTables;
import io.tablescope.app.gui.task.Tasks;
import java.util.ArrayList;
import java.util.List;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class MainViewModelTest {
  private final Preferences preferences = ViewModels.preferences();
  private final MainViewModel viewModel = ViewModels.main(preferences);

  @AfterEach
  void removePreferences() throws BackingStoreException {
    preferences.removeNode();
  }

  @Test
  void aWarehouseListsItsTablesAndOpensTheFirst() {
    viewModel.open(ViewModels.WAREHOUSE.toString());

    assertThat(viewModel.warehouseTables())
        .extracting(
            location -> ViewModels.WAREHOUSE.relativize(java.nio.file.Path.of(location)).toString())
        .containsExactly(
            "hospital/doctors",
            "legacy/events_v1",
            "sales/customers",
            "sales/orders",
            "telemetry/readings_v3");
    assertThat(viewModel.tableProperty().get()).isNotNull();
    assertThat(viewModel.tableLocationProperty().get())
        .isEqualTo(viewModel.warehouseTables().get(0));
    assertThat(viewModel.selectedSnapshotProperty().get())
        .isEqualTo(viewModel.tableProperty().get().metadata().currentSnapshot().orElseThrow());
    assertThat(viewModel.loadingProperty().get()).isFalse();
    assertThat(viewModel.statusProperty().get()).contains("recorded at s3://tablescope-demo/");
  }

  @Test
  void openedTablesAreRememberedNewestFirst() {
    String orders = ViewModels.WAREHOUSE.resolve("sales/orders").toString();
    String doctors = ViewModels.WAREHOUSE.resolve("hospital/doctors").toString();

    viewModel.open(orders);
    viewModel.open(doctors);
    viewModel.open(orders);

    assertThat(viewModel.recent()).containsExactly(orders, doctors);
    assertThat(ViewModels.main(preferences).recent()).containsExactly(orders, doctors);
  }

  @Test
  void aCancelledLoadLeavesNoTableAndStopsLoading() {
    List<Runnable> background = new ArrayList<>();
    MainViewModel deferred =
        new MainViewModel(
            new Tasks(background::add, Runnable::run),
            Runnable::run,
            new RecentTables(preferences));

    deferred.openTable(ViewModels.WAREHOUSE.resolve("sales/orders").toString());
    assertThat(deferred.loadingProperty().get()).isTrue();
    deferred.cancel();
    background.forEach(Runnable::run);

    assertThat(deferred.loadingProperty().get()).isFalse();
    assertThat(deferred.tableProperty().get()).isNull();
    assertThat(deferred.statusProperty().get()).isEqualTo("Cancelled.");
  }

  @Test
  void aPathWithoutATableBecomesAnErrorForTheUser() {
    String nowhere = ViewModels.WAREHOUSE.resolve("no/such/table").toString();

    viewModel.open(nowhere);

    assertThat(viewModel.errorProperty().get())
        .contains(nowhere)
        .contains("no such file or folder");
    assertThat(viewModel.tableProperty().get()).isNull();
    assertThat(viewModel.loadingProperty().get()).isFalse();
  }
}
