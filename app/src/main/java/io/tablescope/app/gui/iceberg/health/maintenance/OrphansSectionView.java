package io.tablescope.app.gui.iceberg.health.maintenance;

import io.tablescope.app.cli.common.Timestamps;
import io.tablescope.app.gui.common.Clipped;
import io.tablescope.app.gui.common.ColumnHeaders;
import io.tablescope.app.gui.common.TableActions;
import io.tablescope.app.gui.preview.PreviewBar;
import io.tablescope.inspector.iceberg.maintenance.OrphanFile;
import java.util.List;
import javafx.collections.ObservableList;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The Orphans section: a threshold in, the orphans and the unreferenced files too young to remove
 * out, in sortable tables with each file's size, time and why it is an orphan.
 */
public final class OrphansSectionView extends BorderPane {
  public OrphansSectionView(OrphansSectionViewModel model) {
    TextField olderThan = new TextField();
    olderThan.setId("orphansOlderThan");
    olderThan.setPromptText("older than: ISO-8601 or epoch ms (empty: 3 days ago)");
    olderThan.setPrefColumnCount(24);
    olderThan.textProperty().bindBidirectional(model.olderThanProperty());
    VBox top =
        PreviewBar.of("orphans", model.run(), model::preview, new Label("Older than"), olderThan);
    Label totals = new Label();
    totals.setId("orphansTotals");
    totals.setWrapText(true);
    totals.textProperty().bind(model.totalsProperty());
    Tooltip exact = new Tooltip();
    exact.textProperty().bind(model.exactBytesProperty());
    totals.setTooltip(exact);
    top.getChildren()
        .addAll(PreviewBar.plan("orphans", model.plan(), model.previewProperty()), totals);
    setTop(top);

    TableView<OrphanFile> orphans =
        table(
            "orphansTable",
            model.orphans(),
            PreviewBar.placeholder(model.previewProperty(), "No orphan files."));
    TableView<OrphanFile> young =
        table(
            "orphansTooYoung",
            model.tooYoung(),
            PreviewBar.placeholder(model.previewProperty(), "No unreferenced file is too young."));
    VBox youngBox = new VBox(4, new Label("Kept: too young"), young);
    VBox.setVgrow(young, Priority.ALWAYS);
    SplitPane split = new SplitPane(orphans, youngBox);
    split.setOrientation(javafx.geometry.Orientation.VERTICAL);
    split.setDividerPositions(0.7);
    setCenter(split);
  }

  private static TableView<OrphanFile> table(
      String id, ObservableList<OrphanFile> files, Label empty) {
    TableView<OrphanFile> table = new TableView<>(files);
    ColumnHeaders.keepWhole(table);
    table.setId(id);
    TableActions.install(table);
    table.setPlaceholder(empty);
    table
        .getColumns()
        .setAll(
            List.of(
                PreviewBar.<OrphanFile>path("Path", 520, OrphanFile::path),
                PreviewBar.<OrphanFile>size("Size", 100, OrphanFile::size),
                PreviewBar.<OrphanFile, String>column(
                    "Modified", 190, file -> Timestamps.iso(file.modified())),
                PreviewBar.<OrphanFile>prose("Reason", 520, OrphanFile::reason)));
    Clipped.fills(table, table.getColumns());
    return table;
  }
}
