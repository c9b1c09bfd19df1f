package io.tablescope.app.gui.hudi.maintenance;

import io.tablescope.app.cli.common.Numbers;
import io.tablescope.app.gui.preview.PreviewRun;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.hudi.clean.ArchivalPreview;
import io.tablescope.inspector.hudi.clean.CleanPolicy;
import io.tablescope.inspector.hudi.clean.CleanPreview;
import io.tablescope.inspector.hudi.clean.CleanSettings;
import io.tablescope.inspector.hudi.clean.SliceDecision;
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
 * The open Hudi table's clean and archival previews: the policy and amounts typed (empty or "the
 * table's" for the table's settings or Hudi's defaults), planned in the background on Preview.
 */
public final class HudiExpireViewModel {
  /** The policy choice that means the table's own setting. */
  public static final String TABLES_POLICY = "table's policy";

  /** A preview's two halves. */
  public record Result(CleanPreview clean, ArchivalPreview archival) {}

  private final MainViewModel main;
  private final LongSupplier clock;
  private final PreviewRun run;
  private final StringProperty policy = new SimpleStringProperty(TABLES_POLICY);
  private final StringProperty retain = new SimpleStringProperty("");
  private final StringProperty keepMin = new SimpleStringProperty("");
  private final StringProperty keepMax = new SimpleStringProperty("");
  private final ObjectProperty<Result> preview = new SimpleObjectProperty<>();
  private final ObservableList<SliceDecision> slices = FXCollections.observableArrayList();
  private final ObservableList<HoodieInstant> archived = FXCollections.observableArrayList();
  private final StringProperty totals = new SimpleStringProperty("");
  private final StringProperty archivalText = new SimpleStringProperty("");

  /**
   * @param clock the time the preview is made at: the hours policy counts back from it
   */
  public HudiExpireViewModel(MainViewModel main, LongSupplier clock) {
    this.main = main;
    this.clock = clock;
    this.run = new PreviewRun(main, this::clear);
  }

  private void clear() {
    preview.set(null);
    slices.clear();
    archived.clear();
    totals.set("");
    archivalText.set("");
  }

  /** Plans the clean and archival in the background with the settings typed. */
  public void preview() {
    if (!(main.tableProperty().get() instanceof HudiTable table)) {
      return;
    }
    CleanSettings settings;
    Integer min;
    Integer max;
    try {
      CleanPolicy chosen =
          TABLES_POLICY.equals(policy.get()) ? null : CleanPolicy.parse(policy.get());
      settings = CleanSettings.of(table.config(), chosen, number(retain, "Retain"));
      min = number(keepMin, "Keep min");
      max = number(keepMax, "Keep max");
    } catch (IllegalArgumentException e) {
      run.errorProperty().set(e.getMessage());
      return;
    }
    long now = clock.getAsLong();
    run.start(
        progress ->
            new Result(
                CleanPreview.of(table, settings, now),
                ArchivalPreview.of(table, min, max, settings)),
        this::show);
  }

  private static Integer number(StringProperty text, String field) {
    String typed = text.get() == null ? "" : text.get().trim();
    if (typed.isEmpty()) {
      return null;
    }
    try {
      return Integer.parseInt(typed);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(field + ": " + typed + " is not a whole number", e);
    }
  }

  private void show(Result result) {
    preview.set(result);
    CleanPreview clean = result.clean();
    slices.setAll(clean.slices());
    CleanSettings settings = clean.settings();
    totals.set(
        settings.policy()
            + " retaining "
            + settings.retained()
            + " ("
            + settings.retainedSource()
            + "): "
            + Numbers.count(clean.deletedFiles().size(), "file")
            + " to delete, "
            + Numbers.size(clean.bytes())
            + " · earliest commit to retain "
            + (clean.earliestCommitToRetain() == null
                ? "none (nothing to clean)"
                : clean.earliestCommitToRetain())
            + " · "
            + clean.scope()
            + ". Preview only: nothing was deleted.");
    ArchivalPreview archival = result.archival();
    archived.setAll(archival.instants());
    archivalText.set(
        "Archival (keep.min.commits "
            + archival.keepMin()
            + ", keep.max.commits "
            + archival.keepMax()
            + "): "
            + Numbers.count(
                archival.instants().stream().filter(HoodieInstant::isCompleted).count(), "instant")
            + " to move. "
            + String.join("; ", archival.limits()));
  }

  /** What a press of Preview would plan with the settings typed, before anything ran. */
  public ObservableValue<String> plan() {
    return Bindings.createStringBinding(
        () ->
            "Press Preview to list the file slices Hudi's cleaner would delete under "
                + (TABLES_POLICY.equals(policy.get()) ? "the table's policy" : policy.get())
                + (retain.get().isBlank() ? "" : " retaining " + retain.get().trim())
                + ", each with why it goes or stays, and the instants archival would move."
                + " Nothing is deleted.",
        policy,
        retain);
  }

  public StringProperty policyProperty() {
    return policy;
  }

  public StringProperty retainProperty() {
    return retain;
  }

  public StringProperty keepMinProperty() {
    return keepMin;
  }

  public StringProperty keepMaxProperty() {
    return keepMax;
  }

  public ObjectProperty<Result> previewProperty() {
    return preview;
  }

  public ObservableList<SliceDecision> slices() {
    return slices;
  }

  public ObservableList<HoodieInstant> archived() {
    return archived;
  }

  public StringProperty totalsProperty() {
    return totals;
  }

  public StringProperty archivalProperty() {
    return archivalText;
  }

  PreviewRun run() {
    return run;
  }
}
