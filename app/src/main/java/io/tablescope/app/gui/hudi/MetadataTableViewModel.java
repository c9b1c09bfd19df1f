package io.tablescope.app.gui.hudi;

import io.tablescope.app.cli.common.Numbers;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.task.TaskHandle;
import io.tablescope.format.Problem;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.hudi.metadata.ListingCheck;
import io.tablescope.inspector.hudi.metadata.ListingComparison;
import io.tablescope.inspector.hudi.metadata.ListingDisagreement;
import io.tablescope.inspector.hudi.metadata.MetadataTableReader;
import io.tablescope.inspector.table.Capability;
import io.tablescope.inspector.table.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The metadata table view's state: reads the open table's metadata table and lays it beside the
 * storage listing in the background, when the view is first built for a table and again on demand,
 * with cancel.
 */
final class MetadataTableViewModel {
  private final MainViewModel main;
  private final ObservableList<MetadataTableRow> rows = FXCollections.observableArrayList();
  private final StringProperty listed = new SimpleStringProperty("");
  private final StringProperty status = new SimpleStringProperty("");
  private final BooleanProperty running = new SimpleBooleanProperty();
  private TaskHandle handle;

  MetadataTableViewModel(MainViewModel main) {
    this.main = main;
    main.tableProperty().subscribe(table -> check());
  }

  /** Compares the open table's listings, replacing a comparison still running. */
  void check() {
    cancel();
    rows.clear();
    listed.set("");
    Table open = main.tableProperty().get();
    if (!(open instanceof HudiTable table) || !table.offers(Capability.METADATA_TABLE)) {
      status.set("");
      return;
    }
    running.set(true);
    status.set("Reading the metadata table of " + table.location() + "…");
    handle =
        main.tasks()
            .run(
                work -> ListingComparison.compare(table, MetadataTableReader.read(table)),
                this::show,
                failure -> {
                  running.set(false);
                  status.set("Could not read the metadata table: " + failure.getMessage());
                },
                (fraction, message) -> {});
  }

  private void show(ListingCheck check) {
    running.set(false);
    List<MetadataTableRow> shown = new ArrayList<>();
    check.partitionsOnlyInMetadata().stream()
        .map(p -> MetadataTableRow.partition("PARTITION_ONLY_IN_METADATA", p))
        .forEach(shown::add);
    check.partitionsOnlyOnStorage().stream()
        .map(p -> MetadataTableRow.partition("PARTITION_ONLY_ON_STORAGE", p))
        .forEach(shown::add);
    for (ListingDisagreement d : check.disagreements()) {
      shown.add(MetadataTableRow.of(d));
    }
    for (Problem problem : check.problems()) {
      shown.add(MetadataTableRow.of(problem));
    }
    rows.setAll(shown);
    int files = check.metadataTable().files().values().stream().mapToInt(Map::size).sum();
    listed.set(
        "As of "
            + (check.metadataTable().instant() == null
                ? "no completed instant"
                : "instant " + check.metadataTable().instant())
            + ", the files partition lists "
            + Numbers.count(files, "file")
            + " in "
            + Numbers.count(check.metadataTable().partitions().size(), "partition")
            + "; storage holds "
            + Numbers.count(check.storagePartitions().size(), "partition")
            + ".");
    status.set(check.verdict());
  }

  /** Stops the running comparison. */
  void cancel() {
    if (handle != null && running.get()) {
      handle.cancel();
      running.set(false);
      status.set("Cancelled.");
    }
  }

  ObservableList<MetadataTableRow> rows() {
    return rows;
  }

  StringProperty listedProperty() {
    return listed;
  }

  StringProperty statusProperty() {
    return status;
  }

  BooleanProperty runningProperty() {
    return running;
  }
}
