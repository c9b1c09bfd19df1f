package io.tablescope.app.gui.delta.find;

import io.tablescope.app.gui.common.Clipped;
import io.tablescope.app.gui.find.FileHistoryActions;
import io.tablescope.app.gui.find.FindLayout;
import io.tablescope.app.gui.find.FindPane;
import io.tablescope.inspector.delta.find.DeltaFileEvent;
import io.tablescope.inspector.delta.find.DeltaFindHit;
import java.util.List;
import javafx.beans.value.ObservableValue;
import javafx.scene.control.TableView;

/**
 * Find across a whole Delta log: a field, the matching file actions (version, action, operation,
 * path, partition) and, for a file, its history. Enter or a double-click on a row goes to its
 * version in the History.
 */
public final class DeltaFindView extends FindPane<DeltaFindHit, DeltaFileEvent> {
  public DeltaFindView(DeltaFindViewModel viewModel) {
    super(viewModel, "A file path or part of one, a partition (region=EU), a version", false);
    setCenter(
        FindLayout.split(
            results(), FindLayout.historyTitle(viewModel.historyTitleProperty()), fileHistory()));
  }

  /**
   * "History of this file" for a version tree's selection, enabled while a file action is selected
   * there; it shows the file's history here and then runs {@code shown}.
   */
  public FileHistoryActions historyOf(ObservableValue<Object> selected, Runnable shown) {
    return historyOf(selected, DeltaFindViewModel::fileOf, shown);
  }

  private TableView<DeltaFindHit> results() {
    return results(
        hit -> hit.path().isEmpty() ? null : hit.path(),
        List.of(
            FindLayout.column(
                "Version", 80, hit -> Long.toString(hit.version()), Clipped.wholeCells()),
            FindLayout.column("Action", 90, DeltaFindHit::action, Clipped.wholeCells()),
            FindLayout.column("Operation", 140, DeltaFindHit::operation, Clipped.endCells()),
            Clipped.filling(
                FindLayout.column("Path", 420, DeltaFindHit::path, Clipped.middleCells())),
            FindLayout.column("Partition", 160, DeltaFindHit::partition, Clipped.endCells())));
  }

  private TableView<DeltaFileEvent> fileHistory() {
    return fileHistory(
        "Select a file to see every version that added or removed it.",
        List.of(
            FindLayout.column(
                "Version", 80, event -> Long.toString(event.version()), Clipped.wholeCells()),
            FindLayout.column("Action", 80, event -> event.action().word(), Clipped.wholeCells()),
            FindLayout.column("Operation", 140, DeltaFileEvent::operation, Clipped.endCells()),
            FindLayout.column(
                "Records", 80, event -> text(event.numRecords()), Clipped.wholeCells()),
            FindLayout.column("Bytes", 80, event -> text(event.size()), Clipped.wholeCells()),
            Clipped.filling(
                FindLayout.column(
                    "Deletion vector", 260, DeltaFindView::deletionVector, Clipped.middleCells())),
            FindLayout.column(
                "Data change",
                90,
                event -> event.dataChange() ? "yes" : "no",
                Clipped.wholeCells())));
  }

  private static String deletionVector(DeltaFileEvent event) {
    return event.deletionVector() == null
        ? ""
        : event.deletionVector() + " (" + text(event.deletedRows()) + " rows)";
  }

  private static String text(Long value) {
    return value == null ? "" : value.toString();
  }
}
