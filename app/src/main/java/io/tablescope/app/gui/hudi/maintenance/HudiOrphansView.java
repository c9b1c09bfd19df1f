package io.tablescope.app.gui.hudi.maintenance;

import io.tablescope.app.gui.common.Clipped;
import io.tablescope.app.gui.common.ColumnHeaders;
import io.tablescope.app.gui.common.TableActions;
import io.tablescope.app.gui.preview.PreviewBar;
import io.tablescope.inspector.hudi.clean.OrphanFile;
import java.util.List;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;

/** Hudi's Orphans preview: each file no completed instant reaches, its size, instant and why. */
public final class HudiOrphansView extends BorderPane {
  public HudiOrphansView(HudiOrphansViewModel model) {
    VBox top = PreviewBar.of("hudiOrphans", model.run(), model::preview);
    Label totals = new Label();
    totals.setId("hudiOrphansTotals");
    totals.setWrapText(true);
    totals.textProperty().bind(model.totalsProperty());
    top.getChildren()
        .addAll(
            PreviewBar.plan(
                "hudiOrphans",
                new ReadOnlyStringWrapper(HudiOrphansViewModel.PLAN),
                model.previewProperty()),
            totals);
    setTop(top);
    TableView<OrphanFile> table = new TableView<>(model.orphans());
    ColumnHeaders.keepWhole(table);
    table.setId("hudiOrphansTable");
    TableActions.install(table);
    table.setPlaceholder(PreviewBar.placeholder(model.previewProperty(), "No orphan files."));
    table
        .getColumns()
        .setAll(
            List.of(
                PreviewBar.<OrphanFile>path("Path", 480, OrphanFile::path),
                PreviewBar.<OrphanFile>size("Size", 100, OrphanFile::sizeInBytes),
                PreviewBar.<OrphanFile, String>column("Instant", 170, OrphanFile::instantTime),
                PreviewBar.<OrphanFile>prose("Reason", 480, OrphanFile::reason)));
    Clipped.fills(table, table.getColumns());
    setCenter(table);
  }
}
