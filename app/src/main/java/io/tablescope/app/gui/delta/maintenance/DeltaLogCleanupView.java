package io.tablescope.app.gui.delta.maintenance;

import io.tablescope.app.gui.common.Clipped;
import io.tablescope.app.gui.common.ColumnHeaders;
import io.tablescope.app.gui.common.TableActions;
import io.tablescope.app.gui.preview.PreviewBar;
import io.tablescope.inspector.delta.maintenance.LogFile;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;

/** Delta's log clean-up preview: each log file it deletes, with its version and kind. */
public final class DeltaLogCleanupView extends BorderPane {
  public DeltaLogCleanupView(DeltaLogCleanupViewModel model) {
    VBox top = PreviewBar.of("deltaLogCleanup", model.run(), model::preview);
    Label totals = new Label();
    totals.setId("deltaLogCleanupTotals");
    totals.setWrapText(true);
    totals.textProperty().bind(model.result().totalsProperty());
    top.getChildren()
        .addAll(
            PreviewBar.plan(
                "deltaLogCleanup",
                new ReadOnlyStringWrapper(DeltaLogCleanupViewModel.PLAN),
                model.result().previewProperty()),
            totals);
    setTop(top);
    TableView<LogFile> table = new TableView<>(model.result().deleted());
    ColumnHeaders.keepWhole(table);
    table.setId("deltaLogCleanupTable");
    TableActions.install(table);
    table.setPlaceholder(
        PreviewBar.placeholder(model.result().previewProperty(), "Log clean-up deletes nothing."));
    table
        .getColumns()
        .setAll(
            List.of(
                PreviewBar.<LogFile, Long>column("Version", 90, LogFile::version),
                PreviewBar.<LogFile, String>column(
                    "Kind", 110, file -> file.kind().name().toLowerCase(Locale.ROOT)),
                PreviewBar.<LogFile, String>column(
                    "Modified", 190, file -> Instant.ofEpochMilli(file.modified()).toString()),
                PreviewBar.<LogFile>path("Path", 560, LogFile::path)));
    Clipped.fills(table, table.getColumns());
    setCenter(table);
  }
}
