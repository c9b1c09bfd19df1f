package io.tablescope.app.gui.iceberg.health.maintenance;

import io.tablescope.app.cli.common.Numbers;
import io.tablescope.app.cli.common.Timestamps;
import io.tablescope.app.gui.iceberg.session.OpenedIceberg;
import io.tablescope.app.gui.preview.PreviewRun;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.maintenance.DeletedFile;
import io.tablescope.inspector.iceberg.maintenance.ExpirePreview;
import io.tablescope.inspector.iceberg.maintenance.ExpireSettings;
import io.tablescope.inspector.iceberg.maintenance.RefRetention;
import java.util.ArrayList;
import java.util.List;
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
 * The expire preview of the open table: the settings typed (empty for the table's own), the
 * snapshots that would expire and the files that would be deleted, from one {@link ExpirePreview}.
 */
public final class ExpireSectionViewModel {
  private final MainViewModel main;
  private final LongSupplier clock;
  private final PreviewRun run;
  private final StringProperty olderThan = new SimpleStringProperty("");
  private final StringProperty retainLast = new SimpleStringProperty("");
  private final ObjectProperty<ExpirePreview> preview = new SimpleObjectProperty<>();
  private final ObservableList<Snapshot> expired = FXCollections.observableArrayList();
  private final ObservableList<DeletedFile> files = FXCollections.observableArrayList();
  private final StringProperty settings = new SimpleStringProperty("");
  private final StringProperty totals = new SimpleStringProperty("");
  private final StringProperty exactBytes = new SimpleStringProperty("");

  /**
   * @param clock the time the preview is made at; snapshot and ref ages count from it
   */
  public ExpireSectionViewModel(MainViewModel main, LongSupplier clock) {
    this.main = main;
    this.clock = clock;
    this.run = new PreviewRun(main, this::clear);
  }

  private void clear() {
    preview.set(null);
    expired.clear();
    files.clear();
    settings.set("");
    totals.set("");
    exactBytes.set("");
  }

  /** Computes the preview in the background with the settings typed. */
  public void preview() {
    IcebergTable table = OpenedIceberg.of(main);
    if (table == null) {
      return;
    }
    Long threshold;
    Integer keep;
    try {
      threshold = olderThan.get().isBlank() ? null : Timestamps.parseMillis(olderThan.get());
      keep = retainLast.get().isBlank() ? null : Integer.parseInt(retainLast.get().trim());
    } catch (NumberFormatException e) {
      run.errorProperty().set("Retain last must be a whole number: '" + retainLast.get() + "'");
      return;
    } catch (IllegalArgumentException e) {
      run.errorProperty().set(e.getMessage());
      return;
    }
    long now = clock.getAsLong();
    run.start(progress -> ExpirePreview.of(table, threshold, keep, now, progress), this::show);
  }

  private void show(ExpirePreview result) {
    IcebergTable table = OpenedIceberg.of(main);
    preview.set(result);
    List<Snapshot> snapshots = new ArrayList<>();
    for (long id : result.expiredSnapshots()) {
      if (table != null) {
        table.snapshot(id).ifPresent(snapshots::add);
      }
    }
    expired.setAll(snapshots);
    files.setAll(result.deletedFiles());
    settings.set(settingsText(result.settings()));
    exactBytes.set(Numbers.bytes(result.bytes()) + " would be deleted");
    totals.set(totalsText(result));
  }

  static String settingsText(ExpireSettings settings) {
    StringBuilder text =
        new StringBuilder()
            .append("Older than ")
            .append(Timestamps.iso(settings.olderThan()))
            .append(" (")
            .append(settings.olderThanSource())
            .append(") · retain last ")
            .append(settings.retainLast())
            .append(" (")
            .append(settings.retainLastSource())
            .append(") · max ref age: ")
            .append(settings.maxRefAgeSource());
    for (RefRetention ref : settings.refs()) {
      text.append("\n")
          .append(ref.type().jsonName())
          .append(" ")
          .append(ref.name())
          .append(": ")
          .append(ref.kept() ? "kept" : "removed")
          .append(" (")
          .append(ref.why())
          .append(")");
    }
    return text.toString();
  }

  static String totalsText(ExpirePreview preview) {
    return Numbers.count(preview.expiredSnapshots().size(), "snapshot")
        + " would expire · "
        + Numbers.count(preview.deletedFiles().size(), "file")
        + ", "
        + Numbers.size(preview.bytes())
        + " would be deleted ("
        + preview.cleanup().name().toLowerCase()
        + " clean-up)"
        + (preview.removedRefs().isEmpty()
            ? ""
            : " · refs removed: " + String.join(", ", preview.removedRefs()))
        + (preview.problems().isEmpty() ? "" : " · ⚠ " + preview.problems().get(0))
        + ". Preview only: nothing was deleted.";
  }

  /** Stops the preview in progress. */
  public void cancel() {
    run.cancel();
  }

  public StringProperty olderThanProperty() {
    return olderThan;
  }

  public StringProperty retainLastProperty() {
    return retainLast;
  }

  public ObjectProperty<ExpirePreview> previewProperty() {
    return preview;
  }

  public ObservableList<Snapshot> expired() {
    return expired;
  }

  public ObservableList<DeletedFile> files() {
    return files;
  }

  public StringProperty settingsProperty() {
    return settings;
  }

  /** What a press of Preview would list with the settings typed, before anything ran. */
  public ObservableValue<String> plan() {
    return Bindings.createStringBinding(
        () ->
            "Press Preview to list the snapshots older than "
                + (olderThan.get().isBlank()
                    ? "the table's history.expire.max-snapshot-age-ms (Iceberg's default: 5 days)"
                    : olderThan.get().trim())
                + " that expire, keeping the last "
                + (retainLast.get().isBlank()
                    ? "history.expire.min-snapshots-to-keep (default 1)"
                    : retainLast.get().trim())
                + ", and the files that would be deleted. Nothing is deleted.",
        olderThan,
        retainLast);
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
