package io.tablescope.app.gui.diff;

import io.tablescope.app.gui.common.Clipped;
import io.tablescope.app.gui.common.Styles;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * What a diff could not tell, a line per problem: the problem in words and the file's name cut in
 * the middle, so one missing manifest takes a line, not half the view. The full paths and reasons
 * are in each line's tooltip and, all together, under Details.
 */
final class DiffWarningsPane extends VBox {
  private final VBox lines = new VBox(2);
  private final ToggleButton toggle = new ToggleButton("Details");
  private final Label details = new Label();

  DiffWarningsPane(ObservableList<DiffWarning> warnings) {
    setId("diffWarning");
    lines.setId("diffWarningLines");
    toggle.setId("diffWarningDetailsToggle");
    toggle.setMinWidth(Region.USE_PREF_SIZE);
    details.setId("diffWarningDetails");
    details.setWrapText(true);
    details.getStyleClass().add(Styles.MUTED);
    details.visibleProperty().bind(toggle.selectedProperty());
    details.managedProperty().bind(details.visibleProperty());
    HBox.setHgrow(lines, Priority.ALWAYS);
    HBox top = new HBox(8, lines, toggle);
    top.setAlignment(Pos.TOP_LEFT);
    getChildren().setAll(top, details);
    setSpacing(4);
    visibleProperty().bind(Bindings.isNotEmpty(warnings));
    managedProperty().bind(visibleProperty());
    warnings.addListener((ListChangeListener<DiffWarning>) change -> show(warnings));
    show(warnings);
  }

  private void show(ObservableList<DiffWarning> warnings) {
    toggle.setSelected(false);
    details.setText(DiffWarning.details(warnings));
    lines.getChildren().setAll(warnings.stream().map(DiffWarningsPane::line).toList());
  }

  private static HBox line(DiffWarning warning) {
    Label problem = new Label(warning.problem());
    problem.getStyleClass().add(Styles.WARNING);
    problem.setTooltip(new Tooltip(warning.details()));
    problem.setMinWidth(Region.USE_PREF_SIZE);
    HBox line = new HBox(4, problem);
    if (!warning.file().isEmpty()) {
      Label file = new Label();
      file.getStyleClass().add(Styles.WARNING);
      Clipped.show(file, warning.fileName(), OverrunStyle.CENTER_ELLIPSIS, warning.details());
      file.setMinWidth(60);
      line.getChildren().add(file);
    }
    return line;
  }
}
