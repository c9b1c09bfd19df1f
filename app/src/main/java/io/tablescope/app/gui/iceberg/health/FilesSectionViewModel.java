package io.tablescope.app.gui.iceberg.health;

import io.tablescope.app.gui.iceberg.session.OpenedIceberg;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.task.TaskHandle;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.health.ByteSize;
import io.tablescope.inspector.iceberg.health.DanglingDelete;
import io.tablescope.inspector.iceberg.health.DataFileDeletes;
import io.tablescope.inspector.iceberg.health.FileHealth;
import io.tablescope.inspector.iceberg.health.FileHealthAnalysis;
import io.tablescope.inspector.iceberg.health.LiveRows;
import io.tablescope.inspector.iceberg.health.ManifestLayout;
import io.tablescope.inspector.iceberg.health.ManifestSize;
import io.tablescope.inspector.iceberg.health.MissingFile;
import io.tablescope.inspector.iceberg.health.PartitionDeletes;
import io.tablescope.inspector.iceberg.health.PartitionFiles;
import io.tablescope.inspector.table.Commit;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.stream.Collectors;
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
 * The Files section's state: the file health of the snapshot selected in the History (or the
 * current one), worked out in the background the first time the section is shown for it, with
 * progress and cancel; the rows of its tables and the lines above them.
 */
public final class FilesSectionViewModel {
  private final MainViewModel main;
  private final ObjectProperty<FileHealth> health = new SimpleObjectProperty<>();
  private final ObservableList<PartitionFiles> partitions = FXCollections.observableArrayList();
  private final ObservableList<PartitionDeletes> partitionDeletes =
      FXCollections.observableArrayList();
  private final ObservableList<DataFileDeletes> dataFilesWithDeletes =
      FXCollections.observableArrayList();
  private final ObservableList<DanglingDelete> danglingDeletes =
      FXCollections.observableArrayList();
  private final ObservableList<MissingFile> missingFiles = FXCollections.observableArrayList();
  private final ObservableList<ManifestSize> manifests = FXCollections.observableArrayList();
  private final StringProperty summary = new SimpleStringProperty("");
  private final StringProperty rows = new SimpleStringProperty("");
  private final StringProperty status = new SimpleStringProperty("");
  private final BooleanProperty running = new SimpleBooleanProperty();
  private final DoubleProperty progress = new SimpleDoubleProperty();
  private boolean shown;
  private Subject analysed;
  private TaskHandle handle;

  public FilesSectionViewModel(MainViewModel main) {
    this.main = main;
    main.tableProperty().addListener((observable, old, table) -> refreshIfShown());
    main.selectedCommitProperty().addListener((observable, old, commit) -> refreshIfShown());
  }

  /** Whether the section is on screen; the analysis runs only then, once per snapshot. */
  public void setShown(boolean shown) {
    this.shown = shown;
    refreshIfShown();
  }

  private void refreshIfShown() {
    Optional<Subject> subject = subject();
    if (subject.isEmpty()) {
      cancel();
      analysed = null;
      show(null);
      status.set("");
    } else if (shown && !subject.get().equals(analysed)) {
      run(subject.get());
    }
  }

  /** Analyses the snapshot again, reading its files anew. */
  public void refresh() {
    subject().ifPresent(this::run);
  }

  /** Stops the analysis that is running; the figures shown before stay. */
  public void cancel() {
    if (handle != null && running.get()) {
      handle.cancel();
      running.set(false);
      analysed = null;
      status.set("Cancelled.");
    }
  }

  private void run(Subject subject) {
    if (handle != null) {
      handle.cancel();
    }
    analysed = subject;
    running.set(true);
    progress.set(-1);
    status.set("Analysing the files of snapshot " + subject.snapshot().snapshotId() + "…");
    handle =
        main.tasks()
            .run(
                task ->
                    FileHealthAnalysis.of(subject.table(), subject.snapshot(), task.forAnalysis()),
                result -> {
                  running.set(false);
                  status.set("");
                  show(result);
                },
                failure -> {
                  running.set(false);
                  analysed = null;
                  status.set(
                      failure instanceof CancellationException
                          ? "Cancelled."
                          : "Cannot analyse the files: " + failure.getMessage());
                },
                (fraction, message) -> {
                  progress.set(fraction);
                  status.set(message);
                });
  }

  private void show(FileHealth result) {
    health.set(result);
    partitions.setAll(result == null ? List.of() : result.partitions());
    partitionDeletes.setAll(result == null ? List.of() : result.partitionDeletes());
    dataFilesWithDeletes.setAll(result == null ? List.of() : result.dataFilesWithDeletes());
    danglingDeletes.setAll(result == null ? List.of() : result.danglingDeletes());
    missingFiles.setAll(result == null ? List.of() : result.missingFiles());
    manifests.setAll(result == null ? List.of() : result.manifests().manifests());
    summary.set(result == null ? "" : summaryText(result));
    rows.set(result == null ? "" : rowsText(result.liveRows()));
  }

  /** The table and snapshot the section describes: the selected commit, else the current one. */
  private Optional<Subject> subject() {
    IcebergTable table = OpenedIceberg.of(main);
    if (table == null) {
      return Optional.empty();
    }
    Commit selected = main.selectedCommitProperty().get();
    Optional<Snapshot> snapshot =
        selected == null ? table.metadata().currentSnapshot() : table.snapshot(selected.id());
    return snapshot.map(chosen -> new Subject(table, chosen));
  }

  static String summaryText(FileHealth health) {
    ManifestLayout layout = health.manifests();
    String problems =
        health.problems().isEmpty()
            ? ""
            : "\nNot counted: "
                + health.problems().stream()
                    .map(Object::toString)
                    .collect(Collectors.joining("; "));
    String files = health.describeFiles();
    return Character.toUpperCase(files.charAt(0))
        + files.substring(1)
        + ".\n"
        + health.describeDeletes()
        + "; "
        + health.danglingDeletes().size()
        + " dangling; "
        + health.missingFiles().size()
        + " missing from storage.\n"
        + layout.manifests().size()
        + " manifests, "
        + layout.smallManifests()
        + " below the "
        + ByteSize.text(layout.targetSizeBytes())
        + " target, up to "
        + layout.maxManifestsPerPartition()
        + " for one partition; rewrite_manifests would leave "
        + layout.manifestsAfterRewrite()
        + "."
        + problems;
  }

  static String rowsText(LiveRows rows) {
    return rows.describe() + " rows.";
  }

  /** The snapshot the figures shown are of, or null. */
  public Long snapshotId() {
    return health.get() == null ? null : health.get().snapshotId();
  }

  public ObjectProperty<FileHealth> healthProperty() {
    return health;
  }

  public ObservableList<PartitionFiles> partitions() {
    return partitions;
  }

  /** The partitions with live delete files, most delete bytes first until sorted otherwise. */
  public ObservableList<PartitionDeletes> partitionDeletes() {
    return partitionDeletes;
  }

  public ObservableList<DataFileDeletes> dataFilesWithDeletes() {
    return dataFilesWithDeletes;
  }

  public ObservableList<DanglingDelete> danglingDeletes() {
    return danglingDeletes;
  }

  public ObservableList<MissingFile> missingFiles() {
    return missingFiles;
  }

  public ObservableList<ManifestSize> manifests() {
    return manifests;
  }

  public StringProperty summaryProperty() {
    return summary;
  }

  public StringProperty rowsProperty() {
    return rows;
  }

  public StringProperty statusProperty() {
    return status;
  }

  public BooleanProperty runningProperty() {
    return running;
  }

  public DoubleProperty progressProperty() {
    return progress;
  }

  /** A snapshot of an opened table; a table opened anew is another subject. */
  private record Subject(IcebergTable table, Snapshot snapshot) {
    @Override
    public boolean equals(Object other) {
      return other instanceof Subject that
          && table == that.table
          && snapshot.snapshotId() == that.snapshot.snapshotId();
    }

    @Override
    public int hashCode() {
      return System.identityHashCode(table) * 31 + Long.hashCode(snapshot.snapshotId());
    }
  }
}
