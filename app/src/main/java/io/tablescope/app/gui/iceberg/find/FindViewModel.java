package io.tablescope.app.gui.iceberg.find;

import io.tablescope.app.cli.common.Numbers;
import io.tablescope.app.gui.find.WholeTableSearch;
import io.tablescope.app.gui.iceberg.session.OpenedIceberg;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.find.FileHistory;
import io.tablescope.inspector.iceberg.find.FileHistory.FileEvent;
import io.tablescope.inspector.iceberg.find.FindHit;
import io.tablescope.inspector.iceberg.find.TableSearch;
import io.tablescope.inspector.iceberg.find.WholeTable;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Find across the whole opened Iceberg table, and the history of one file: both read every
 * snapshot's manifests once per table, off the UI thread, with progress and cancel. A new run
 * replaces the old one, whose result is dropped.
 */
public final class FindViewModel {
  private final MainViewModel main;
  private final FindNavigation navigation;
  private final StringProperty query = new SimpleStringProperty("");
  private final ObservableList<FindHit> results = FXCollections.observableArrayList();
  private final ObservableList<FileEvent> history = FXCollections.observableArrayList();
  private final StringProperty historyTitle = new SimpleStringProperty("");
  private final WholeTableSearch<IcebergTable, WholeTable> search;

  public FindViewModel(MainViewModel main, FindNavigation navigation) {
    this.main = main;
    this.navigation = navigation;
    this.search =
        new WholeTableSearch<>(
            main,
            table -> table instanceof IcebergTable iceberg ? iceberg : null,
            (table, task) -> WholeTable.read(table, task.forAnalysis()),
            "Find reads Iceberg tables; open one first.",
            null);
    main.tableProperty()
        .addListener(
            (observable, old, table) -> {
              search.forget();
              results.clear();
              history.clear();
              historyTitle.set("");
            });
  }

  /** Finds the query in the whole table. */
  public void find() {
    String text = query.get() == null ? "" : query.get();
    // The lower pane told an older search's file; it would now read as one of these results'.
    history.clear();
    historyTitle.set("");
    search.run(
        whole -> TableSearch.find(whole, text),
        hits -> {
          results.setAll(hits);
          search.statusProperty().set(Numbers.count(hits.size(), "result") + " for " + text);
        });
  }

  /** Shows the history of the file with this recorded path. */
  public void showHistory(String path) {
    search.run(
        whole -> FileHistory.of(whole, path),
        fileHistory -> {
          history.setAll(fileHistory.events());
          historyTitle.set(
              "History of "
                  + path
                  + " ("
                  + fileHistory.kind().jsonName()
                  + "), live in "
                  + Numbers.count(fileHistory.liveIn().size(), "snapshot"));
          search.statusProperty().set("");
        });
  }

  /**
   * Leads to a result: a snapshot to the History; a manifest or a file to the Tree of the current
   * snapshot when it holds it, else of the newest that does.
   */
  public void open(FindHit hit) {
    if (hit.kind() == FindHit.Kind.SNAPSHOT) {
      navigation.showSnapshot(hit.snapshotIds().get(0));
      return;
    }
    if (hit.snapshotIds().isEmpty()) {
      search
          .statusProperty()
          .set(hit.name() + " is live in no snapshot; its history says where it went");
      return;
    }
    long current =
        OpenedIceberg.of(main).metadata().currentSnapshot().map(s -> s.snapshotId()).orElse(-1L);
    long snapshot =
        hit.snapshotIds().contains(current)
            ? current
            : hit.snapshotIds().get(hit.snapshotIds().size() - 1);
    if (hit.kind() == FindHit.Kind.MANIFEST) {
      navigation.showManifest(snapshot, hit.name());
    } else {
      navigation.showFile(snapshot, hit.name());
    }
  }

  /** Leads from a history row to its snapshot in the History. */
  public void open(FileEvent event) {
    navigation.showSnapshot(event.snapshotId());
  }

  /** Stops the running search or history; what was shown stays. */
  public void cancel() {
    search.cancel();
  }

  public StringProperty queryProperty() {
    return query;
  }

  public ObservableList<FindHit> results() {
    return results;
  }

  public ObservableList<FileEvent> history() {
    return history;
  }

  public StringProperty historyTitleProperty() {
    return historyTitle;
  }

  public BooleanProperty runningProperty() {
    return search.runningProperty();
  }

  public DoubleProperty progressProperty() {
    return search.progressProperty();
  }

  public StringProperty statusProperty() {
    return search.statusProperty();
  }

  WholeTableSearch<IcebergTable, WholeTable> search() {
    return search;
  }

  /** The ids of a result's snapshots as a short text. */
  static String snapshotsText(List<Long> ids) {
    if (ids.size() <= 3) {
      return ids.stream().map(String::valueOf).reduce((a, b) -> a + ", " + b).orElse("none");
    }
    return Numbers.count(ids.size(), "snapshot")
        + ": "
        + ids.get(0)
        + " … "
        + ids.get(ids.size() - 1);
  }
}
