package io.tablescope.app.gui.session;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.iceberg.session.OpenedIceberg;
import io.tablescope.app.gui.settings.Settings;
import io.tablescope.format.testing.Folders;
import io.tablescope.format.testing.delta.HandWrittenLog;
import io.tablescope.format.testing.delta.HandWrittenTables;
import io.tablescope.format.testing.delta.KernelOracle;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.table.TableFormat;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MainViewModelTest {
  @TempDir Path temp;
  private final Settings preferences = ViewModels.preferences();
  private final MainViewModel viewModel = ViewModels.main(preferences);

  @AfterEach
  void removePreferences() {
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
            "hudi/trips",
            "lake/customers",
            "lake/events",
            "lake/orders",
            "lake/readings",
            "legacy/events_v1",
            "sales/customers",
            "sales/orders",
            "telemetry/readings_v3");
    assertThat(viewModel.tableProperty().get()).isNotNull();
    assertThat(viewModel.tableLocationProperty().get())
        .isEqualTo(viewModel.warehouseTables().get(0));
    assertThat(viewModel.selectedCommitProperty().get())
        .isEqualTo(viewModel.tableProperty().get().current().orElseThrow());
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
    MainViewModel deferred = ViewModels.holding(preferences, background::add);

    deferred.openTable(ViewModels.WAREHOUSE.resolve("sales/orders").toString());
    assertThat(deferred.loadingProperty().get()).isTrue();
    deferred.cancel();
    background.forEach(Runnable::run);

    assertThat(deferred.loadingProperty().get()).isFalse();
    assertThat(deferred.tableProperty().get()).isNull();
    assertThat(deferred.statusProperty().get()).isEqualTo("Cancelled.");
  }

  @Test
  void aPasswordInATypedLocationIsShownNeitherInTheErrorNorInTheStatus() {
    viewModel.open("http://admin:hunter2@vault@127.0.0.1:1/warehouse/orders");

    assertThat(viewModel.errorProperty().get())
        .contains("http://****@127.0.0.1:1/warehouse/orders")
        .doesNotContain("hunter2")
        .doesNotContain("admin");
    assertThat(viewModel.statusProperty().get())
        .startsWith("Could not open")
        .doesNotContain("hunter2")
        .doesNotContain("admin");
    assertThat(viewModel.recent()).noneMatch(location -> location.contains("hunter2"));
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

  @Test
  void anotherMetadataFileOfTheTableReopensItAtThatVersion() throws IOException {
    String orders = ViewModels.WAREHOUSE.resolve("sales/orders").toString();
    viewModel.open(orders);
    assertThat(viewModel.metadataFiles())
        .extracting(file -> Path.of(file).getFileName().toString())
        .startsWith("v10.metadata.json", "v9.metadata.json", "v8.metadata.json")
        .hasSize(10);
    String v4 = ViewModels.WAREHOUSE.resolve("sales/orders/metadata/v4.metadata.json").toString();
    IcebergTable expected = IcebergTable.open(orders, v4, Runnable::run);

    viewModel.openMetadata(v4);

    assertThat(viewModel.metadataFileProperty().get()).isEqualTo(v4);
    assertThat(viewModel.tableLocationProperty().get()).isEqualTo(orders);
    assertThat(OpenedIceberg.of(viewModel).metadata().snapshots())
        .isEqualTo(expected.metadata().snapshots())
        .hasSizeLessThan(IcebergTable.open(orders, Runnable::run).metadata().snapshots().size());
    assertThat(viewModel.statusProperty().get()).contains("v4.metadata.json (chosen by the user)");
  }

  @Test
  void aBrokenVersionHintIsShownAsAProblemOfTheTable() throws IOException {
    Path copy = temp.resolve("orders");
    Folders.copy(ViewModels.WAREHOUSE.resolve("sales/orders"), copy);
    Files.writeString(copy.resolve("metadata/version-hint.text"), "latest");

    viewModel.open(copy.toString());

    assertThat(viewModel.tableProblemsProperty().get())
        .isEqualTo(
            "⚠ "
                + copy.resolve("metadata/version-hint.text")
                + ": holds 'latest', not a version number; the newest metadata file is read");
    assertThat(viewModel.metadataFileProperty().get()).endsWith("v10.metadata.json");
  }

  @Test
  void jsonThatIsNotTableMetadataBecomesAnErrorForTheUser() throws IOException {
    Path file = Files.writeString(temp.resolve("rows.json"), "{\"id\": 1}");

    viewModel.open(file.toString());

    assertThat(viewModel.errorProperty().get())
        .isEqualTo(
            file + ": not Iceberg table metadata: it has no format-version, location or schema");
    assertThat(viewModel.tableProperty().get()).isNull();
  }

  private Path ordersWithTruncatedV11() throws IOException {
    Path copy = temp.resolve("orders");
    Folders.copy(ViewModels.WAREHOUSE.resolve("sales/orders"), copy);
    byte[] v10 = Files.readAllBytes(copy.resolve("metadata/v10.metadata.json"));
    Files.write(copy.resolve("metadata/v11.metadata.json"), Arrays.copyOf(v10, 3000));
    Files.writeString(copy.resolve("metadata/version-hint.text"), "11");
    return copy;
  }

  @Test
  void aDamagedNewestMetadataFileIsNamedAndTheNewestReadableIsShown() throws IOException {
    Path copy = ordersWithTruncatedV11();
    Path v11 = copy.resolve("metadata/v11.metadata.json");

    viewModel.open(copy.toString());

    assertThat(viewModel.errorProperty().get()).isNull();
    assertThat(viewModel.metadataFileProperty().get())
        .isEqualTo(copy.resolve("metadata/v10.metadata.json").toString());
    assertThat(viewModel.metadataFiles()).first().isEqualTo(v11.toString());
    assertThat(viewModel.tableProblemsProperty().get())
        .startsWith("⚠ " + v11 + ": Malformed JSON at line 1, column 3001: ")
        .contains("showing an older metadata file, the newest that can be read");
    assertThat(viewModel.statusProperty().get())
        .contains("v10.metadata.json (the newest readable; v11.metadata.json cannot be read)");
    assertThat(OpenedIceberg.of(viewModel).metadata().snapshots())
        .isEqualTo(
            IcebergTable.open(copy.toString(), "v10.metadata.json", Runnable::run)
                .metadata()
                .snapshots());
  }

  @Test
  void choosingTheDamagedFileIsAnErrorAndTheShownVersionStays() throws IOException {
    Path copy = ordersWithTruncatedV11();
    viewModel.open(copy.toString());
    String v10 = viewModel.metadataFileProperty().get();

    viewModel.openMetadata(copy.resolve("metadata/v11.metadata.json").toString());

    assertThat(viewModel.errorProperty().get())
        .contains("Malformed JSON")
        .endsWith("Choose another metadata file in the version list.");
    assertThat(viewModel.metadataFileProperty().get()).isEqualTo(v10);
    assertThat(OpenedIceberg.of(viewModel).located().metadataFile()).isEqualTo(v10);
  }

  @Test
  void openingTheDamagedFileDirectlyNamesTheTablesOtherFiles() throws IOException {
    Path copy = ordersWithTruncatedV11();

    viewModel.open(copy.resolve("metadata/v11.metadata.json").toString());

    assertThat(viewModel.errorProperty().get())
        .contains("Malformed JSON")
        .contains(
            "Other metadata files of this table: v10.metadata.json, v9.metadata.json,"
                + " v8.metadata.json and 7 more.");
    assertThat(viewModel.tableProperty().get()).isNull();
  }

  @Test
  void aWarehouseFindsADeltaTableWhoseStatusNamesVersionsCheckpointAndProtocol()
      throws IOException {
    Path root = temp.resolve("warehouse/sales/events");
    HandWrittenTables.featureTable(root);
    KernelOracle kernel = new KernelOracle();
    long latest = kernel.latestVersion(root);
    KernelOracle.KernelState state = kernel.stateAt(root, latest);
    long checkpoint;
    try (var files = Files.list(root.resolve("_delta_log"))) {
      checkpoint =
          files
              .map(file -> file.getFileName().toString())
              .filter(name -> name.matches("\\d{20}\\.checkpoint\\..*"))
              .mapToLong(name -> Long.parseLong(name.substring(0, 20)))
              .max()
              .orElseThrow();
    }

    viewModel.open(temp.resolve("warehouse").toString());

    assertThat(viewModel.warehouseTables()).containsExactly(root.toString());
    assertThat(viewModel.tableProperty().get().format()).isEqualTo(TableFormat.DELTA);
    assertThat(viewModel.selectedCommitProperty().get().id()).isEqualTo(latest);
    assertThat(viewModel.metadataFiles()).isEmpty();
    assertThat(viewModel.metadataFileProperty().get()).isNull();
    assertThat(viewModel.tableProblemsProperty().get()).isEmpty();
    assertThat(viewModel.statusProperty().get())
        .startsWith(
            "Delta Lake · "
                + (latest + 1)
                + " versions (0–"
                + latest
                + ") · version "
                + latest
                + " · from checkpoint "
                + checkpoint
                + " ("
                + HandWrittenLog.padded(checkpoint)
                + ".checkpoint.")
        .contains(
            "protocol reader "
                + state.minReaderVersion()
                + ", writer "
                + state.minWriterVersion()
                + " ("
                + String.join(", ", state.readerFeatures()));
  }
}
