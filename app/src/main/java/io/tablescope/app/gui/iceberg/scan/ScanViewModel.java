package io.tablescope.app.gui.iceberg.scan;

import io.tablescope.app.gui.common.CommitChoice;
import io.tablescope.app.gui.iceberg.session.OpenedIceberg;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.task.TaskHandle;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.health.ByteSize;
import io.tablescope.inspector.iceberg.scan.ManifestStep;
import io.tablescope.inspector.iceberg.scan.PlannedDelete;
import io.tablescope.inspector.iceberg.scan.PlannedFile;
import io.tablescope.inspector.iceberg.scan.PrunedFile;
import io.tablescope.inspector.iceberg.scan.ScanPlan;
import io.tablescope.inspector.iceberg.scan.ScanPlanner;
import io.tablescope.inspector.iceberg.scan.ScanTotals;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Scan tab's state: a snapshot and a filter, the plan made in the background (with progress and
 * cancel), and its manifests, files read with their deletes, and pruned entries. A new plan, or
 * another table, drops the previous one.
 */
public final class ScanViewModel {
  private final MainViewModel main;
  private final ObservableList<CommitChoice> snapshots = FXCollections.observableArrayList();
  private final ObjectProperty<CommitChoice> snapshot = new SimpleObjectProperty<>();
  private final StringProperty filter = new SimpleStringProperty("");
  private final BooleanProperty caseSensitive = new SimpleBooleanProperty(true);
  private final ObjectProperty<ScanPlan> plan = new SimpleObjectProperty<>();
  private final ObservableList<ManifestStep> manifests = FXCollections.observableArrayList();
  private final ObservableList<PlannedFile> files = FXCollections.observableArrayList();
  private final ObservableList<PlannedDelete> deletes = FXCollections.observableArrayList();
  private final ObservableList<PrunedFile> pruned = FXCollections.observableArrayList();
  private final StringProperty status = new SimpleStringProperty("");
  private final BooleanProperty failed = new SimpleBooleanProperty();
  private final BooleanProperty running = new SimpleBooleanProperty();
  private final DoubleProperty progress = new SimpleDoubleProperty();
  private TaskHandle handle;

  public ScanViewModel(MainViewModel main) {
    this.main = main;
    main.tableProperty().addListener((observable, old, table) -> offer(OpenedIceberg.of(main)));
    offer(OpenedIceberg.of(main));
  }

  private void offer(IcebergTable table) {
    drop();
    if (table == null) {
      snapshots.clear();
      snapshot.set(null);
      return;
    }
    List<CommitChoice> offered = new ArrayList<>(CommitChoice.refs(table));
    offered.addAll(CommitChoice.commits(table));
    snapshots.setAll(offered);
    snapshot.set(offered.isEmpty() ? null : offered.get(0));
  }

  /** Forgets the shown plan and any planning still going. */
  private void drop() {
    cancel();
    plan.set(null);
    manifests.clear();
    files.clear();
    pruned.clear();
    deletes.clear();
    status.set("");
    failed.set(false);
  }

  /** Stops the planning under way; nothing it found is shown. */
  public void cancel() {
    if (handle != null) {
      handle.cancel();
      handle = null;
    }
    running.set(false);
  }

  /** Plans the read of the chosen snapshot for the filter, off the UI thread. */
  public void run() {
    IcebergTable table = OpenedIceberg.of(main);
    CommitChoice chosen = snapshot.get();
    if (table == null || chosen == null) {
      return;
    }
    drop();
    String text = filter.get();
    boolean sensitive = caseSensitive.get();
    running.set(true);
    progress.set(-1);
    status.set("Planning…");
    handle =
        main.tasks()
            .run(
                work ->
                    new ScanPlanner(table, work.forAnalysis())
                        .plan(table.snapshotOf(chosen.commit()), text, sensitive),
                this::show,
                failure -> {
                  running.set(false);
                  failed.set(true);
                  status.set("Cannot plan: " + failure.getMessage());
                },
                this::report);
  }

  private void report(double fraction, String message) {
    progress.set(fraction);
    status.set(message);
  }

  private void show(ScanPlan shown) {
    running.set(false);
    handle = null;
    plan.set(shown);
    manifests.setAll(shown.manifests());
    files.setAll(shown.files());
    pruned.setAll(shown.pruned());
    failed.set(false);
    status.set(totalsText(shown));
  }

  /** The sums in one line, as a person asks: how much does this read open? */
  static String totalsText(ScanPlan plan) {
    ScanTotals totals = plan.totals();
    String text =
        totals.manifestsRead()
            + " of "
            + count(totals.manifests(), "manifest")
            + " read · "
            + count(totals.dataFiles(), "data file")
            + " ("
            + ByteSize.text(totals.dataBytes())
            + ", "
            + count(totals.records(), "row")
            + ") · "
            + count(totals.deleteFiles(), "delete file")
            + " ("
            + totals.positionDeleteFiles()
            + " position, "
            + totals.equalityDeleteFiles()
            + " equality, "
            + count(totals.deletionVectors(), "deletion vector")
            + ") · "
            + count(totals.filesOpened(), "file")
            + " opened · "
            + count(totals.prunedFiles(), "entry", "entries")
            + " pruned";
    return plan.problems().isEmpty()
        ? text
        : text + " · " + count(plan.problems().size(), "problem") + ": " + plan.problems().get(0);
  }

  private static String count(long number, String noun) {
    return count(number, noun, noun + "s");
  }

  private static String count(long number, String singular, String plural) {
    return String.format(Locale.ROOT, "%,d %s", number, number == 1 ? singular : plural);
  }

  public ObservableList<CommitChoice> snapshots() {
    return snapshots;
  }

  public ObjectProperty<CommitChoice> snapshotProperty() {
    return snapshot;
  }

  public StringProperty filterProperty() {
    return filter;
  }

  public BooleanProperty caseSensitiveProperty() {
    return caseSensitive;
  }

  public ObjectProperty<ScanPlan> planProperty() {
    return plan;
  }

  public ObservableList<ManifestStep> manifests() {
    return manifests;
  }

  public ObservableList<PlannedFile> files() {
    return files;
  }

  /** Shows the delete files that apply to the file selected, or none. */
  public void select(PlannedFile file) {
    deletes.setAll(file == null ? List.of() : file.deletes());
  }

  public ObservableList<PlannedDelete> deletes() {
    return deletes;
  }

  public ObservableList<PrunedFile> pruned() {
    return pruned;
  }

  public StringProperty statusProperty() {
    return status;
  }

  public BooleanProperty failedProperty() {
    return failed;
  }

  public BooleanProperty runningProperty() {
    return running;
  }

  public DoubleProperty progressProperty() {
    return progress;
  }
}
