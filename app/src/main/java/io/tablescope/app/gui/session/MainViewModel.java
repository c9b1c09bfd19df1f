package io.tablescope.app.gui.session;

import io.tablescope.app.gui.open.RecentTables;
import io.tablescope.app.gui.task.TaskHandle;
import io.tablescope.app.gui.task.Tasks;
import io.tablescope.app.gui.task.Work;
import io.tablescope.format.iceberg.location.MetadataFileNames;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.ServerUri;
import io.tablescope.format.io.Storage;
import io.tablescope.inspector.TableFormats;
import io.tablescope.inspector.history.HistoryGraph;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.Table;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.Predicate;
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
import javafx.collections.ObservableMap;

/**
 * The state every view shares: the opened table (any format), the selected commit, the warehouse
 * the table came from, recent tables, and the loading state with its progress, cancel and errors.
 * Finding and reading a table asked for is {@link TableReading}'s; this holds what it read.
 */
public final class MainViewModel {
  private final Tasks tasks;
  private final Storage storage;
  private final RecentTables recentTables;
  private final TableFormats formats = TableFormats.standard();
  private final TableReading reading;

  private final ObjectProperty<Table> table = new SimpleObjectProperty<>();

  /** The last table this view model read, with what was worked out about it in the background. */
  private OpenedTable opened;

  private final ObjectProperty<Commit> selectedCommit = new SimpleObjectProperty<>();
  private final StringProperty tableLocation = new SimpleStringProperty("");
  private final ObservableList<String> warehouseTables = FXCollections.observableArrayList();
  private final ObservableList<String> metadataFiles = FXCollections.observableArrayList();
  private final StringProperty metadataFile = new SimpleStringProperty();
  private final ObservableMap<String, String> unreadableMetadata =
      FXCollections.observableHashMap();
  private final StringProperty tableProblems = new SimpleStringProperty("");
  private final ObservableList<String> recent = FXCollections.observableArrayList();
  private final BooleanProperty loading = new SimpleBooleanProperty();
  private final DoubleProperty progress = new SimpleDoubleProperty();
  private final StringProperty status = new SimpleStringProperty("Open a table to begin.");
  private final StringProperty error = new SimpleStringProperty();
  private TaskHandle running;
  private Runnable whenCancelled = () -> {};
  private String tableStatus = status.get();
  private Predicate<String> catalogTables = name -> false;
  private AskedTable shown;

  /**
   * @param tasks runs the loading off the UI thread
   * @param readers reads manifests in parallel once a table is open
   * @param storage reaches the tables' files: local, Hadoop and object storage
   */
  public MainViewModel(Tasks tasks, Executor readers, Storage storage, RecentTables recentTables) {
    this.tasks = tasks;
    this.reading = new TableReading(formats, readers);
    this.storage = storage;
    this.recentTables = recentTables;
    recent.setAll(recentTables.list());
  }

  /** How files are reached: local, Hadoop and object storage. */
  public Storage storage() {
    return storage;
  }

  /**
   * Opens a table folder (Iceberg or Delta), an Iceberg metadata folder or metadata file, local or
   * remote ({@code s3://}), in the background; a warehouse folder lists its tables in {@link
   * #warehouseTables()} and opens the first. Opening anything else forgets the previous warehouse's
   * tables.
   */
  public void open(String location) {
    if (!catalogTables.test(location)) {
      load(new AskedTable(location, storage, null, null), null, true);
    }
  }

  /** Opens one table (not a warehouse) in the background, cancelling a load still running. */
  public void openTable(String location) {
    load(new AskedTable(location, storage, null, null), null, false);
  }

  /**
   * Opens a table a catalog pointed at, in the background: its metadata file read through the
   * storage that holds the credentials vended for it. The table is shown and remembered by its
   * catalog name, never by a location that could carry a credential.
   *
   * @param name the table's name in its catalog, {@code CATALOG.NAMESPACE.TABLE}
   * @param metadataLocation the metadata file the catalog points at
   * @param tableStorage reaches the table's files
   */
  public void openCatalogTable(String name, String metadataLocation, FileAccess tableStorage) {
    warehouseTables.clear();
    String catalog = name.substring(0, name.indexOf('.'));
    load(
        new AskedTable(metadataLocation, tableStorage, name, "named by catalog " + catalog),
        null,
        false);
  }

  /**
   * Lets a catalog browser take names from {@link #open} (the recent list, the command line): the
   * predicate opens a {@code CATALOG.NAMESPACE.TABLE} it knows and says whether it did.
   */
  public void openCatalogTablesWith(Predicate<String> opener) {
    this.catalogTables = opener;
  }

  /**
   * Reopens the current table at another of its metadata files (one of {@link #metadataFiles()}),
   * in the background.
   */
  public void openMetadata(String file) {
    if (shown != null) {
      load(shown, file, false);
    }
  }

  /**
   * Reopens the table shown, as it was asked for, at its newest metadata, in the background; does
   * nothing before a table is open.
   */
  public void reload() {
    if (shown != null) {
      load(shown, null, false);
    }
  }

  /**
   * Loads a table off the UI thread: on remote storage even looking for a warehouse's tables is a
   * request that may be slow.
   */
  private void load(AskedTable asked, String chosenMetadata, boolean mayBeWarehouse) {
    cancel();
    whenCancelled = () -> {};
    loading.set(true);
    progress.set(-1);
    status.set("Reading " + asked.shownAs() + " …");
    running =
        tasks.run(
            work -> reading.read(work, asked, chosenMetadata, mayBeWarehouse),
            loaded -> {
              OpenedTable opened = loaded.table();
              loading.set(false);
              progress.set(0);
              if (loaded.warehouseTables() != null) {
                warehouseTables.setAll(loaded.warehouseTables());
              }
              shown = loaded.asked();
              tableLocation.set(shown.shownAs());
              recent.setAll(recentTables.remember(shown.shownAs()));
              // Replacing the list clears a combo box's value: only replace a different list.
              if (!metadataFiles.equals(opened.versionFiles())) {
                metadataFile.set(null);
                unreadableMetadata.keySet().retainAll(opened.versionFiles());
                metadataFiles.setAll(opened.versionFiles());
              }
              unreadableMetadata.remove(opened.versionFile());
              metadataFile.set(opened.versionFile());
              tableProblems.set(opened.problems());
              this.opened = opened;
              table.set(opened.table());
              selectedCommit.set(opened.table().current().orElse(null));
              tableStatus = opened.status();
              status.set(tableStatus);
            },
            failure -> {
              loading.set(false);
              progress.set(0);
              String problem = ServerUri.withoutUserInfo(String.valueOf(failure.getMessage()));
              if (chosenMetadata != null
                  && this.opened != null
                  && this.opened.versionFile() != null) {
                // A failed version switch: the version still shown stays, the chosen one is marked.
                String reason = problem.lines().findFirst().orElse(problem);
                unreadableMetadata.put(chosenMetadata, reason);
                status.set(
                    "Could not open "
                        + versionName(chosenMetadata)
                        + " ("
                        + FileAccess.fileName(chosenMetadata)
                        + "): "
                        + reason
                        + " · still showing "
                        + versionName(this.opened.versionFile())
                        + ".");
              } else {
                status.set("Could not open " + ServerUri.withoutUserInfo(asked.shownAs()));
              }
              // The version list goes back to the file of the table still shown; clearing it first
              // makes a list that shows the failed choice take the value again.
              metadataFile.set(null);
              metadataFile.set(this.opened == null ? null : this.opened.versionFile());
              error.set(problem);
            },
            (fraction, message) -> {
              progress.set(fraction);
              status.set(message);
            });
  }

  /**
   * Runs long work on the opened table (a diff, a replay) in the background, with its progress and
   * Cancel in the status bar. It replaces the long work or loading still running, whose result is
   * then dropped: a stale result never overwrites a newer one.
   *
   * @param what what the work does, worded for the status bar
   * @param onCancelled runs on the UI thread when the user or newer work cancels it
   */
  public <T> void runLong(
      String what,
      Work<T> work,
      Consumer<T> onResult,
      Consumer<Throwable> onFailure,
      Runnable onCancelled) {
    cancel();
    loading.set(true);
    progress.set(-1);
    status.set(what + " …");
    whenCancelled = onCancelled;
    running =
        tasks.run(
            work,
            result -> {
              finishLong();
              onResult.accept(result);
            },
            failure -> {
              finishLong();
              onFailure.accept(failure);
            },
            (fraction, message) -> {
              progress.set(fraction);
              status.set(message);
            });
  }

  private void finishLong() {
    loading.set(false);
    progress.set(0);
    status.set(tableStatus);
    whenCancelled = () -> {};
  }

  /**
   * Stops the loading or long work running; the previous table and results stay, and the work's own
   * cancel action runs.
   */
  public void cancel() {
    if (running != null && loading.get()) {
      running.cancel();
      loading.set(false);
      progress.set(0);
      status.set("Cancelled.");
      Runnable cancelled = whenCancelled;
      whenCancelled = () -> {};
      cancelled.run();
    }
    running = null;
  }

  /**
   * Whether the opened table was read where a catalog pointed: only the catalog can say whether it
   * has a newer version.
   */
  public boolean readFromCatalog() {
    return shown != null && shown.howFound() != null;
  }

  public Tasks tasks() {
    return tasks;
  }

  /** The formats tables are opened, listed and watched through. */
  public TableFormats formats() {
    return formats;
  }

  /**
   * The history of a table as it was laid out when this view model read it, or null for a table it
   * did not read (one set on {@link #tableProperty} directly).
   */
  public HistoryGraph laidOutHistory(Table shown) {
    return opened != null && opened.table() == shown ? opened.history() : null;
  }

  public ObjectProperty<Table> tableProperty() {
    return table;
  }

  /** The commit the views show: a snapshot or a version. */
  public ObjectProperty<Commit> selectedCommitProperty() {
    return selectedCommit;
  }

  public StringProperty tableLocationProperty() {
    return tableLocation;
  }

  public ObservableList<String> warehouseTables() {
    return warehouseTables;
  }

  /**
   * The opened Iceberg table's metadata files, newest first, to reopen it at another version; empty
   * for a Delta table, whose versions are in the history.
   */
  public ObservableList<String> metadataFiles() {
    return metadataFiles;
  }

  /**
   * The metadata files a version switch could not read, each with why (the first line of the
   * problem); kept while the table's version list stays the same.
   */
  public ObservableMap<String, String> unreadableMetadata() {
    return unreadableMetadata;
  }

  /** A metadata file's version as the version list names it ({@code v7}), else its file name. */
  public static String versionName(String file) {
    int version = MetadataFileNames.version(file);
    return version == MetadataFileNames.NONE ? FileAccess.fileName(file) : "v" + version;
  }

  /** The metadata file the opened table was read from. */
  public StringProperty metadataFileProperty() {
    return metadataFile;
  }

  /**
   * What is wrong with the opened table's metadata and how it was found (a stale version hint, a
   * snapshot id out of range), one problem a line; empty when nothing is.
   */
  public StringProperty tableProblemsProperty() {
    return tableProblems;
  }

  public ObservableList<String> recent() {
    return recent;
  }

  public BooleanProperty loadingProperty() {
    return loading;
  }

  public DoubleProperty progressProperty() {
    return progress;
  }

  public StringProperty statusProperty() {
    return status;
  }

  /** The last error to show the user; the view clears it once shown. */
  public StringProperty errorProperty() {
    return error;
  }
}
