package io.tablescope.app.gui.hudi.find;

import io.tablescope.app.gui.common.Clipped;
import io.tablescope.app.gui.find.FileHistoryActions;
import io.tablescope.app.gui.find.FindLayout;
import io.tablescope.app.gui.find.FindPane;
import io.tablescope.inspector.hudi.find.HudiFileEvent;
import io.tablescope.inspector.hudi.find.HudiFindHit;
import java.util.List;
import javafx.beans.value.ObservableValue;
import javafx.scene.control.TableView;

/**
 * Find across a whole Hudi table: a field, the results (what, which instants hold it, which wrote
 * and which superseded or deleted it) and, for a file, its history. Enter or a double-click on a
 * result goes there; on a history row, to its instant.
 */
public final class HudiFindView extends FindPane<HudiFindHit, HudiFileEvent> {
  public HudiFindView(HudiFindViewModel viewModel) {
    super(viewModel, "A file path or part of one, a file id, a partition, an instant", false);
    setCenter(
        FindLayout.split(
            results(), FindLayout.historyTitle(viewModel.historyTitleProperty()), fileHistory()));
  }

  /**
   * "History of this file" for a tree's selection, enabled while a base or log file is selected
   * there; it shows the file's history here and then runs {@code shown}.
   */
  public FileHistoryActions historyOf(ObservableValue<Object> selected, Runnable shown) {
    return historyOf(selected, HudiFindViewModel::fileOf, shown);
  }

  private TableView<HudiFindHit> results() {
    return results(
        hit -> hit.kind() == HudiFindHit.Kind.FILE ? hit.name() : null,
        List.of(
            FindLayout.column("What", 80, hit -> hit.kind().word(), Clipped.wholeCells()),
            Clipped.filling(
                FindLayout.column("Name", 420, HudiFindHit::name, Clipped.middleCells())),
            FindLayout.column("Detail", 200, HudiFindHit::detail, Clipped.endCells()),
            FindLayout.column(
                "Instants",
                220,
                hit -> HudiFindViewModel.instantsText(hit.instants()),
                Clipped.wholeCells()),
            FindLayout.column(
                "Written by",
                160,
                hit -> HudiFindViewModel.instantsText(hit.addedBy()),
                Clipped.wholeCells()),
            FindLayout.column(
                "Removed by",
                160,
                hit -> HudiFindViewModel.instantsText(hit.removedBy()),
                Clipped.wholeCells())));
  }

  private TableView<HudiFileEvent> fileHistory() {
    return fileHistory(
        "Select a file to see the write that created it and every instant since.",
        List.of(
            FindLayout.column("Instant", 170, HudiFileEvent::instant, Clipped.wholeCells()),
            FindLayout.column("Action", 110, HudiFileEvent::action, Clipped.wholeCells()),
            FindLayout.column("Change", 90, event -> event.change().word(), Clipped.wholeCells()),
            FindLayout.column(
                "Records",
                80,
                event -> event.stat() == null ? "" : String.valueOf(event.stat().numWrites()),
                Clipped.wholeCells()),
            FindLayout.column(
                "Bytes",
                80,
                event -> event.stat() == null ? "" : String.valueOf(event.stat().totalWriteBytes()),
                Clipped.wholeCells()),
            Clipped.filling(
                FindLayout.column("Detail", 360, HudiFileEvent::detail, Clipped.endCells()))));
  }
}
