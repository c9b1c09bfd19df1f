package io.tablescope.app.gui.iceberg.find;

import io.tablescope.app.cli.common.Numbers;
import io.tablescope.app.gui.find.FindResults;
import io.tablescope.app.gui.iceberg.session.OpenedIceberg;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.find.FileHistory;
import io.tablescope.inspector.iceberg.find.FileHistory.FileEvent;
import io.tablescope.inspector.iceberg.find.FindHit;
import io.tablescope.inspector.iceberg.find.TableSearch;
import io.tablescope.inspector.iceberg.find.WholeTable;
import java.util.List;

/**
 * Find across the whole opened Iceberg table, and the history of one file: both read every
 * snapshot's manifests once per table, off the UI thread, with progress and cancel. A new run
 * replaces the old one, whose result is dropped.
 */
public final class FindViewModel extends FindResults<IcebergTable, WholeTable, FindHit, FileEvent> {
  private final MainViewModel main;
  private final FindNavigation navigation;

  public FindViewModel(MainViewModel main, FindNavigation navigation) {
    super(
        main,
        table -> table instanceof IcebergTable iceberg ? iceberg : null,
        (table, task) -> WholeTable.read(table, task.forAnalysis()),
        "Find reads Iceberg tables; open one first.",
        null);
    this.main = main;
    this.navigation = navigation;
  }

  @Override
  public void find() {
    String text = startFind();
    search()
        .run(
            whole -> TableSearch.find(whole, text),
            hits -> showResults(hits, Numbers.count(hits.size(), "result") + " for " + text));
  }

  /** Shows the history of the file with this recorded path. */
  @Override
  public void showHistory(String path) {
    search()
        .run(
            whole -> FileHistory.of(whole, path),
            fileHistory ->
                showHistory(
                    fileHistory.events(),
                    "History of "
                        + path
                        + " ("
                        + fileHistory.kind().jsonName()
                        + "), live in "
                        + Numbers.count(fileHistory.liveIn().size(), "snapshot"),
                    ""));
  }

  /**
   * Leads to a result: a snapshot to the History; a manifest or a file to the Tree of the current
   * snapshot when it holds it, else of the newest that does.
   */
  @Override
  public void openResult(FindHit hit) {
    if (hit.kind() == FindHit.Kind.SNAPSHOT) {
      navigation.showSnapshot(hit.snapshotIds().get(0));
      return;
    }
    if (hit.snapshotIds().isEmpty()) {
      statusProperty().set(hit.name() + " is live in no snapshot; its history says where it went");
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
  @Override
  public void openEvent(FileEvent event) {
    navigation.showSnapshot(event.snapshotId());
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
