package io.tablescope.app.gui.delta.maintenance;

import io.tablescope.app.cli.common.Numbers;
import io.tablescope.app.gui.preview.PreviewResult;
import io.tablescope.app.gui.preview.PreviewRun;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.delta.maintenance.VacuumFile;
import io.tablescope.inspector.delta.maintenance.VacuumPreview;
import java.util.function.LongSupplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The open Delta table's VACUUM preview, found in the background when Preview is pressed, with the
 * retention asked for and Delta's retention check; Delta's refusal shows as the run's error.
 */
public final class DeltaVacuumViewModel {
  static final String PLAN =
      "Press Preview to list the files and folders VACUUM would delete: under the table's root,"
          + " hidden names aside, what the latest version does not reference and what tombstones"
          + " older than the retention leave, modified before the cutoff. Nothing is deleted.";

  private final MainViewModel main;
  private final LongSupplier clock;
  private final PreviewRun run;
  private final StringProperty retainHours = new SimpleStringProperty("");
  private final BooleanProperty retentionCheckDisabled = new SimpleBooleanProperty();
  private final PreviewResult<VacuumPreview, VacuumFile> result = new PreviewResult<>();

  public DeltaVacuumViewModel(MainViewModel main, LongSupplier clock) {
    this.main = main;
    this.clock = clock;
    this.run = new PreviewRun(main, result::clear);
  }

  /** Previews VACUUM in the background; a retention that is not a number is the run's error. */
  public void preview() {
    if (!(main.tableProperty().get() instanceof DeltaTable table)) {
      return;
    }
    Double hours;
    try {
      String text = retainHours.get() == null ? "" : retainHours.get().trim();
      hours = text.isEmpty() ? null : Double.valueOf(text);
    } catch (NumberFormatException e) {
      run.errorProperty().set("Retain hours: '" + retainHours.get() + "' is not a number");
      return;
    }
    boolean check = !retentionCheckDisabled.get();
    long now = clock.getAsLong();
    run.start(
        progress -> VacuumPreview.of(table, hours, check, now, VacuumPreview.LISTING_CAP, progress),
        preview -> result.show(preview, preview.deleted(), totals(preview)));
  }

  /** The totals line: how many files and bytes go, how many are kept, under which retention. */
  private static String totals(VacuumPreview result) {
    return Numbers.count(result.deleted().size(), "file or folder", "files and folders")
        + ", "
        + Numbers.size(result.bytes())
        + "; "
        + result.tooYoung().size()
        + " younger than the cutoff kept; retention "
        + result.retention().duration().toHours()
        + " hours ("
        + result.retention().source()
        + "). Preview only: nothing was deleted.";
  }

  public StringProperty retainHoursProperty() {
    return retainHours;
  }

  public BooleanProperty retentionCheckDisabledProperty() {
    return retentionCheckDisabled;
  }

  public PreviewResult<VacuumPreview, VacuumFile> result() {
    return result;
  }

  PreviewRun run() {
    return run;
  }
}
