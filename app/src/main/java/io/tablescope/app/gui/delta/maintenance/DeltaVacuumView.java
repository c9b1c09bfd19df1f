package io.tablescope.app.gui.delta.maintenance;

import io.tablescope.app.gui.common.Clipped;
import io.tablescope.app.gui.common.ColumnHeaders;
import io.tablescope.app.gui.common.TableActions;
import io.tablescope.app.gui.preview.PreviewBar;
import io.tablescope.inspector.delta.maintenance.VacuumFile;
import java.time.Instant;
import java.util.List;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;

/** Delta's VACUUM preview: the retention in; each file or folder it deletes and why, out. */
public final class DeltaVacuumView extends BorderPane {
  public DeltaVacuumView(DeltaVacuumViewModel model) {
    TextField retain = new TextField();
    retain.setId("deltaVacuumRetain");
    retain.setPromptText("table's");
    retain.setPrefColumnCount(6);
    retain.textProperty().bindBidirectional(model.retainHoursProperty());
    // A toggle rather than a check box: it reads as a setting in the bar of buttons.
    ToggleButton noCheck = new ToggleButton("Retention check off");
    noCheck.setId("deltaVacuumNoCheck");
    noCheck.selectedProperty().bindBidirectional(model.retentionCheckDisabledProperty());
    VBox top =
        PreviewBar.of(
            "deltaVacuum", model.run(), model::preview, new Label("Retain hours"), retain, noCheck);
    Label totals = new Label();
    totals.setId("deltaVacuumTotals");
    totals.setWrapText(true);
    totals.textProperty().bind(model.result().totalsProperty());
    top.getChildren()
        .addAll(
            PreviewBar.plan(
                "deltaVacuum",
                new ReadOnlyStringWrapper(DeltaVacuumViewModel.PLAN),
                model.result().previewProperty()),
            totals);
    setTop(top);
    TableView<VacuumFile> table = new TableView<>(model.result().deleted());
    ColumnHeaders.keepWhole(table);
    table.setId("deltaVacuumTable");
    TableActions.install(table);
    table.setPlaceholder(
        PreviewBar.placeholder(model.result().previewProperty(), "VACUUM deletes nothing."));
    table
        .getColumns()
        .setAll(
            List.of(
                PreviewBar.<VacuumFile>path("Path", 480, VacuumFile::path),
                PreviewBar.<VacuumFile>size("Size", 100, VacuumFile::size),
                PreviewBar.<VacuumFile, String>column(
                    "Modified",
                    190,
                    file ->
                        file.directory()
                            ? "folder"
                            : Instant.ofEpochMilli(file.modified()).toString()),
                PreviewBar.<VacuumFile>prose("Reason", 480, VacuumFile::reason)));
    Clipped.fills(table, table.getColumns());
    setCenter(table);
  }
}
