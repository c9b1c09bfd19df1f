package io.tablescope.app.gui.iceberg.find;

import io.tablescope.app.gui.common.Clipped;
import io.tablescope.app.gui.find.FileHistoryActions;
import io.tablescope.app.gui.find.FindLayout;
import io.tablescope.app.gui.find.FindPane;
import io.tablescope.inspector.iceberg.find.FileHistory.FileEvent;
import io.tablescope.inspector.iceberg.find.FindHit;
import io.tablescope.inspector.iceberg.tree.TreeNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.EntryNode;
import java.time.Instant;
import java.util.List;
import javafx.beans.value.ObservableValue;
import javafx.scene.control.Button;
import javafx.scene.control.TableView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;

/**
 * Find across the whole table: a field, the results (what, where: snapshots and manifests) and, for
 * a file, its history. Enter or a double-click on a result goes there; on a history row, to its
 * snapshot.
 */
public final class FindView extends FindPane<FindHit, FileEvent> {
  private static final String HISTORY_OF_THIS_FILE = "History of this file";

  public FindView(FindViewModel viewModel) {
    super(
        viewModel,
        "A file path or part of one, a partition value, a snapshot id, a manifest",
        true);
    TableView<FindHit> results = results();
    Button history = new Button(HISTORY_OF_THIS_FILE);
    history.setId("fileHistoryButton");
    // The button keeps its words; the title beside it gives way.
    history.setMinWidth(Region.USE_PREF_SIZE);
    history
        .disableProperty()
        .bind(
            results
                .getSelectionModel()
                .selectedItemProperty()
                .map(FindView::isFile)
                .orElse(false)
                .map(file -> !file));
    history.setOnAction(
        event -> viewModel.showHistory(results.getSelectionModel().getSelectedItem().name()));
    HBox header = new HBox(8, history, FindLayout.historyTitle(viewModel.historyTitleProperty()));
    setCenter(FindLayout.split(results, header, fileHistory()));
  }

  /**
   * "History of this file" for another view's selection, enabled while a file's entry is selected
   * there; it shows the file's history here and then runs {@code shown}.
   */
  public FileHistoryActions historyOf(ObservableValue<TreeNode> selected, Runnable shown) {
    return historyOf(
        selected,
        node -> node instanceof EntryNode entry ? entry.entry().file().path() : null,
        shown);
  }

  private TableView<FindHit> results() {
    return results(
        hit -> isFile(hit) ? hit.name() : null,
        List.of(
            FindLayout.column("What", 70, hit -> hit.kind().word(), Clipped.wholeCells()),
            Clipped.filling(FindLayout.column("Name", 420, FindHit::name, Clipped.middleCells())),
            FindLayout.column("Detail", 100, FindHit::detail, Clipped.endCells()),
            FindLayout.column(
                "Snapshots",
                220,
                hit -> FindViewModel.snapshotsText(hit.snapshotIds()),
                Clipped.wholeCells()),
            FindLayout.column(
                "Manifests",
                80,
                hit -> Integer.toString(hit.manifests().size()),
                Clipped.wholeCells())));
  }

  private TableView<FileEvent> fileHistory() {
    return fileHistory(
        "Select a file to see every snapshot that added, kept or removed it.",
        List.of(
            FindLayout.column(
                "Snapshot", 170, event -> Long.toString(event.snapshotId()), Clipped.wholeCells()),
            FindLayout.column(
                "Committed",
                190,
                event -> Instant.ofEpochMilli(event.timestampMillis()).toString(),
                Clipped.wholeCells()),
            FindLayout.column(
                "Operation", 90, event -> String.valueOf(event.operation()), Clipped.wholeCells()),
            FindLayout.column("Change", 80, event -> event.change().word(), Clipped.wholeCells()),
            FindLayout.column("Status", 80, event -> event.status().name(), Clipped.wholeCells()),
            FindLayout.column(
                "Seq", 50, event -> String.valueOf(event.sequenceNumber()), Clipped.wholeCells()),
            FindLayout.column(
                "File seq",
                60,
                event -> String.valueOf(event.fileSequenceNumber()),
                Clipped.wholeCells()),
            FindLayout.column("Writer", 200, FileEvent::writer, Clipped.endCells()),
            Clipped.filling(
                FindLayout.column("Manifest", 360, FileEvent::manifest, Clipped.middleCells()))));
  }

  private static boolean isFile(FindHit hit) {
    return hit != null
        && (hit.kind() == FindHit.Kind.DATA_FILE || hit.kind() == FindHit.Kind.DELETE_FILE);
  }
}
