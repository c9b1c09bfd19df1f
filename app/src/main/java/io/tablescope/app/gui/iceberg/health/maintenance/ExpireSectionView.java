package io.tablescope.app.gui.iceberg.health.maintenance;

import io.tablescope.app.cli.common.Timestamps;
import io.tablescope.app.gui.common.Clipped;
import io.tablescope.app.gui.common.ColumnHeaders;
import io.tablescope.app.gui.common.Styles;
import io.tablescope.app.gui.common.TableActions;
import io.tablescope.app.gui.preview.PreviewBar;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.iceberg.maintenance.DeletedFile;
import java.util.List;
import java.util.function.LongConsumer;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;

/**
 * The Expire section: settings in, the snapshots that would expire and the files that would be
 * deleted out, in sortable tables; a double-click (or Enter) on a snapshot shows it in the History.
 */
public final class ExpireSectionView extends BorderPane {
  /**
   * @param showSnapshot shows a snapshot in the History (the Health tab's navigation)
   */
  public ExpireSectionView(ExpireSectionViewModel model, LongConsumer showSnapshot) {
    TextField olderThan = new TextField();
    olderThan.setId("expireOlderThan");
    olderThan.setPromptText("older than: ISO-8601 or epoch ms (empty: the table's setting)");
    olderThan.setPrefColumnCount(24);
    olderThan.textProperty().bindBidirectional(model.olderThanProperty());
    TextField retainLast = new TextField();
    retainLast.setId("expireRetainLast");
    retainLast.setPromptText("retain last (empty: the table's)");
    retainLast.setPrefColumnCount(12);
    retainLast.textProperty().bindBidirectional(model.retainLastProperty());
    VBox top =
        PreviewBar.of(
            "expire",
            model.run(),
            model::preview,
            new Label("Older than"),
            olderThan,
            new Label("Retain last"),
            retainLast);
    Label settings = new Label();
    settings.setId("expireSettings");
    settings.setWrapText(true);
    settings.getStyleClass().add(Styles.MUTED);
    settings.textProperty().bind(model.settingsProperty());
    Label totals = new Label();
    totals.setId("expireTotals");
    totals.setWrapText(true);
    totals.textProperty().bind(model.totalsProperty());
    Tooltip exact = new Tooltip();
    exact.textProperty().bind(model.exactBytesProperty());
    totals.setTooltip(exact);
    top.getChildren()
        .addAll(PreviewBar.plan("expire", model.plan(), model.previewProperty()), settings, totals);
    setTop(top);

    TableView<Snapshot> snapshots = new TableView<>(model.expired());
    ColumnHeaders.keepWhole(snapshots);
    snapshots.setId("expireSnapshots");
    TableActions.install(snapshots);
    snapshots.setPlaceholder(
        PreviewBar.placeholder(model.previewProperty(), "No snapshot would expire."));
    snapshots
        .getColumns()
        .setAll(
            List.of(
                PreviewBar.<Snapshot, Long>column("Snapshot", 170, Snapshot::snapshotId),
                PreviewBar.<Snapshot, String>column(
                    "Committed", 190, snapshot -> Timestamps.iso(snapshot.timestampMillis())),
                PreviewBar.<Snapshot, String>column("Operation", 90, Snapshot::operation)));
    snapshots.setOnMouseClicked(
        event -> {
          if (event.getClickCount() == 2) {
            show(snapshots, showSnapshot);
          }
        });
    snapshots.setOnKeyPressed(
        event -> {
          if (event.getCode() == KeyCode.ENTER) {
            show(snapshots, showSnapshot);
          }
        });

    TableView<DeletedFile> files = new TableView<>(model.files());
    ColumnHeaders.keepWhole(files);
    files.setId("expireFiles");
    TableActions.install(files);
    files.setPlaceholder(
        PreviewBar.placeholder(model.previewProperty(), "No file would be deleted."));
    files
        .getColumns()
        .setAll(
            List.of(
                PreviewBar.<DeletedFile, String>column("Kind", 130, file -> file.kind().jsonName()),
                PreviewBar.<DeletedFile>size("Size", 100, DeletedFile::size),
                PreviewBar.<DeletedFile>path("Path", 700, DeletedFile::path)));
    Clipped.fills(files, files.getColumns());
    SplitPane split = new SplitPane(snapshots, files);
    split.setDividerPositions(0.3);
    setCenter(split);
    setPadding(new Insets(0, 0, 4, 0));
  }

  private static void show(TableView<Snapshot> snapshots, LongConsumer showSnapshot) {
    Snapshot selected = snapshots.getSelectionModel().getSelectedItem();
    if (selected != null) {
      showSnapshot.accept(selected.snapshotId());
    }
  }
}
