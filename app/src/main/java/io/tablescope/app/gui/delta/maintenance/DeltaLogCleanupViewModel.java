package io.tablescope.app.gui.delta.maintenance;

import io.tablescope.app.cli.common.Numbers;
import io.tablescope.app.gui.preview.PreviewResult;
import io.tablescope.app.gui.preview.PreviewRun;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.delta.maintenance.DeltaRetention;
import io.tablescope.inspector.delta.maintenance.LogCleanupPreview;
import io.tablescope.inspector.delta.maintenance.LogFile;
import java.util.function.LongSupplier;

/** The open Delta table's log clean-up preview, found in the background when Preview is pressed. */
public final class DeltaLogCleanupViewModel {
  static final String PLAN =
      "Press Preview to list the commits, checkpoints and checksums of _delta_log that metadata"
          + " clean-up would delete under delta.logRetentionDuration: those older than the cutoff"
          + " before the newest checkpoint at or before it. Nothing is deleted.";

  private final MainViewModel main;
  private final LongSupplier clock;
  private final PreviewRun run;
  private final PreviewResult<LogCleanupPreview, LogFile> result = new PreviewResult<>();

  public DeltaLogCleanupViewModel(MainViewModel main, LongSupplier clock) {
    this.main = main;
    this.clock = clock;
    this.run = new PreviewRun(main, result::clear);
  }

  /** Previews the clean-up in the background. */
  public void preview() {
    if (!(main.tableProperty().get() instanceof DeltaTable table)) {
      return;
    }
    long now = clock.getAsLong();
    run.start(
        progress -> LogCleanupPreview.of(table, now),
        preview -> result.show(preview, preview.deleted(), totals(preview)));
  }

  /** The totals line: how many log files go, under which retention, or that clean-up is off. */
  private static String totals(LogCleanupPreview result) {
    String retention =
        "retention "
            + result.retention().duration().toHours()
            + " hours ("
            + result.retention().source()
            + ")";
    if (!result.enabled()) {
      return "Log clean-up is off ("
          + DeltaRetention.EXPIRED_LOG_CLEANUP
          + " = false): it deletes nothing; "
          + retention
          + ".";
    }
    return Numbers.count(result.deleted().size(), "log file")
        + "; "
        + retention
        + (result.readableFrom() == null
            ? ""
            : "; the log then starts at the checkpoint of version " + result.readableFrom())
        + ". Preview only: nothing was deleted.";
  }

  public PreviewResult<LogCleanupPreview, LogFile> result() {
    return result;
  }

  PreviewRun run() {
    return run;
  }
}
