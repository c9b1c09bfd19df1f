package io.tablescope.app.gui.delta.maintenance;

import io.tablescope.app.cli.common.Numbers;
import io.tablescope.app.gui.preview.PreviewRun;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.delta.maintenance.DeltaRetention;
import io.tablescope.inspector.delta.maintenance.LogCleanupPreview;
import io.tablescope.inspector.delta.maintenance.LogFile;
import java.util.function.LongSupplier;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/** The open Delta table's log clean-up preview, found in the background when Preview is pressed. */
public final class DeltaLogCleanupViewModel {
  static final String PLAN =
      "Press Preview to list the commits, checkpoints and checksums of _delta_log that metadata"
          + " clean-up would delete under delta.logRetentionDuration: those older than the cutoff"
          + " before the newest checkpoint at or before it. Nothing is deleted.";

  private final MainViewModel main;
  private final LongSupplier clock;
  private final PreviewRun run;
  private final ObjectProperty<LogCleanupPreview> preview = new SimpleObjectProperty<>();
  private final ObservableList<LogFile> deleted = FXCollections.observableArrayList();
  private final StringProperty totals = new SimpleStringProperty("");

  public DeltaLogCleanupViewModel(MainViewModel main, LongSupplier clock) {
    this.main = main;
    this.clock = clock;
    this.run = new PreviewRun(main, this::clear);
  }

  private void clear() {
    preview.set(null);
    deleted.clear();
    totals.set("");
  }

  /** Previews the clean-up in the background. */
  public void preview() {
    if (!(main.tableProperty().get() instanceof DeltaTable table)) {
      return;
    }
    long now = clock.getAsLong();
    run.start(progress -> LogCleanupPreview.of(table, now), this::show);
  }

  private void show(LogCleanupPreview result) {
    preview.set(result);
    deleted.setAll(result.deleted());
    String retention =
        "retention "
            + result.retention().duration().toHours()
            + " hours ("
            + result.retention().source()
            + ")";
    if (!result.enabled()) {
      totals.set(
          "Log clean-up is off ("
              + DeltaRetention.EXPIRED_LOG_CLEANUP
              + " = false): it deletes nothing; "
              + retention
              + ".");
      return;
    }
    totals.set(
        Numbers.count(result.deleted().size(), "log file")
            + "; "
            + retention
            + (result.readableFrom() == null
                ? ""
                : "; the log then starts at the checkpoint of version " + result.readableFrom())
            + ". Preview only: nothing was deleted.");
  }

  public ObjectProperty<LogCleanupPreview> previewProperty() {
    return preview;
  }

  public ObservableList<LogFile> deleted() {
    return deleted;
  }

  public StringProperty totalsProperty() {
    return totals;
  }

  PreviewRun run() {
    return run;
  }
}
