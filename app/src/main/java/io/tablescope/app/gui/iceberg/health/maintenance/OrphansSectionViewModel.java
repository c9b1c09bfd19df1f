package io.tablescope.app.gui.iceberg.health.maintenance;

import io.tablescope.app.cli.common.Numbers;
import io.tablescope.app.cli.common.Timestamps;
import io.tablescope.app.gui.iceberg.session.OpenedIceberg;
import io.tablescope.app.gui.preview.PreviewRun;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.maintenance.OrphanFile;
import io.tablescope.inspector.iceberg.maintenance.OrphanPreview;
import java.util.function.LongSupplier;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The orphan preview of the open table: the threshold typed (empty for three days ago), the orphans
 * and the unreferenced files kept for being too young, from one {@link OrphanPreview}.
 */
public final class OrphansSectionViewModel {
  private final MainViewModel main;
  private final LongSupplier clock;
  private final PreviewRun run;
  private final StringProperty olderThan = new SimpleStringProperty("");
  private final ObjectProperty<OrphanPreview> preview = new SimpleObjectProperty<>();
  private final ObservableList<OrphanFile> orphans = FXCollections.observableArrayList();
  private final ObservableList<OrphanFile> tooYoung = FXCollections.observableArrayList();
  private final StringProperty totals = new SimpleStringProperty("");
  private final StringProperty exactBytes = new SimpleStringProperty("");

  /**
   * @param clock the time the preview is made at; the default threshold counts from it
   */
  public OrphansSectionViewModel(MainViewModel main, LongSupplier clock) {
    this.main = main;
    this.clock = clock;
    this.run = new PreviewRun(main, this::clear);
  }

  private void clear() {
    preview.set(null);
    orphans.clear();
    tooYoung.clear();
    totals.set("");
    exactBytes.set("");
  }

  /** Computes the preview in the background with the threshold typed. */
  public void preview() {
    IcebergTable table = OpenedIceberg.of(main);
    if (table == null) {
      return;
    }
    Long threshold;
    try {
      threshold = olderThan.get().isBlank() ? null : Timestamps.parseMillis(olderThan.get());
    } catch (IllegalArgumentException e) {
      run.errorProperty().set(e.getMessage());
      return;
    }
    long now = clock.getAsLong();
    run.start(progress -> OrphanPreview.of(table, threshold, now, progress), this::show);
  }

  private void show(OrphanPreview result) {
    preview.set(result);
    orphans.setAll(result.orphans());
    tooYoung.setAll(result.tooYoung());
    exactBytes.set(Numbers.bytes(result.bytes()) + " would be deleted");
    totals.set(
        Numbers.count(result.orphans().size(), "orphan")
            + ", "
            + Numbers.size(result.bytes())
            + ", older than "
            + Timestamps.iso(result.olderThan())
            + " ("
            + result.olderThanSource()
            + ") · "
            + result.tooYoung().size()
            + " kept: too young"
            + (result.problems().isEmpty() ? "" : " · ⚠ " + result.problems().get(0))
            + ". Preview only: nothing was deleted.");
  }

  /** Stops the preview in progress. */
  public void cancel() {
    run.cancel();
  }

  public StringProperty olderThanProperty() {
    return olderThan;
  }

  public ObjectProperty<OrphanPreview> previewProperty() {
    return preview;
  }

  public ObservableList<OrphanFile> orphans() {
    return orphans;
  }

  public ObservableList<OrphanFile> tooYoung() {
    return tooYoung;
  }

  /** What a press of Preview would list with the threshold typed, before anything ran. */
  public ObservableValue<String> plan() {
    return Bindings.createStringBinding(
        () ->
            "Press Preview to list the files in the table's folders that no metadata references,"
                + " older than "
                + (olderThan.get().isBlank() ? "3 days ago" : olderThan.get().trim())
                + ". Nothing is deleted.",
        olderThan);
  }

  public StringProperty totalsProperty() {
    return totals;
  }

  /** The bytes the totals give in binary units, to the byte, for the totals' tooltip. */
  public StringProperty exactBytesProperty() {
    return exactBytes;
  }

  PreviewRun run() {
    return run;
  }
}
