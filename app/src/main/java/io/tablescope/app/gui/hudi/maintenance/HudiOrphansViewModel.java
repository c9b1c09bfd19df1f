package io.tablescope.app.gui.hudi.maintenance;

import io.tablescope.app.cli.common.Numbers;
import io.tablescope.app.gui.preview.PreviewRun;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.hudi.clean.OrphanFile;
import io.tablescope.inspector.hudi.clean.OrphanFiles;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/** The open Hudi table's orphan files, found in the background when Preview is pressed. */
public final class HudiOrphansViewModel {
  static final String PLAN =
      "Press Preview to list the base and log files in the table's partitions that no completed"
          + " instant reaches: written by pending or failed writes, rolled back, or by instants"
          + " the timeline does not know. Nothing is deleted.";

  private final MainViewModel main;
  private final PreviewRun run;
  private final ObjectProperty<OrphanFiles> preview = new SimpleObjectProperty<>();
  private final ObservableList<OrphanFile> orphans = FXCollections.observableArrayList();
  private final StringProperty totals = new SimpleStringProperty("");

  public HudiOrphansViewModel(MainViewModel main) {
    this.main = main;
    this.run = new PreviewRun(main, this::clear);
  }

  private void clear() {
    preview.set(null);
    orphans.clear();
    totals.set("");
  }

  /** Finds the orphans in the background. */
  public void preview() {
    if (!(main.tableProperty().get() instanceof HudiTable table)) {
      return;
    }
    run.start(progress -> OrphanFiles.of(table), this::show);
  }

  private void show(OrphanFiles result) {
    preview.set(result);
    orphans.setAll(result.files());
    totals.set(
        Numbers.count(result.files().size(), "orphan file")
            + ", "
            + Numbers.size(result.bytes())
            + ". Preview only: nothing was deleted.");
  }

  public ObjectProperty<OrphanFiles> previewProperty() {
    return preview;
  }

  public ObservableList<OrphanFile> orphans() {
    return orphans;
  }

  public StringProperty totalsProperty() {
    return totals;
  }

  PreviewRun run() {
    return run;
  }
}
