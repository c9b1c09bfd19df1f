package io.tablescope.app.gui.shell;

import io.tablescope.app.gui.common.Styles;
import io.tablescope.app.gui.session.MainViewModel;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/**
 * The bar below the views: what the window is doing or what the opened table is, and while work
 * runs, its progress (a fraction when the work knows its total) and a Cancel button.
 */
final class StatusBar extends HBox {
  StatusBar(MainViewModel viewModel) {
    super(10);
    Label status = new Label();
    status.setId("status");
    status.setMinWidth(0);
    status.textProperty().bind(viewModel.statusProperty());
    ProgressBar progress = new ProgressBar();
    progress.setId("progress");
    progress.setPrefWidth(180);
    progress.setMinWidth(Region.USE_PREF_SIZE);
    progress.progressProperty().bind(viewModel.progressProperty());
    progress.visibleProperty().bind(viewModel.loadingProperty());
    Button cancel = new Button("Cancel");
    cancel.setId("cancel");
    cancel.setMinWidth(Region.USE_PREF_SIZE);
    cancel.visibleProperty().bind(viewModel.loadingProperty());
    cancel.setOnAction(event -> viewModel.cancel());
    Region spacer = new Region();
    HBox.setHgrow(spacer, Priority.ALWAYS);
    getChildren().addAll(status, spacer, progress, cancel);
    setAlignment(Pos.CENTER_LEFT);
    setPadding(new Insets(4, 10, 4, 10));
    getStyleClass().add(Styles.STATUS_BAR);
  }
}
