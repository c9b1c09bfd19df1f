package io.tablescope.app.gui.details;

import io.tablescope.app.gui.common.Styles;
import io.tablescope.inspector.table.DetailSection;
import io.tablescope.inspector.table.DetailSection.DetailRow;
import java.util.List;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The details pane: each section a titled grid of names and values; paths carry a copy button and
 * every value a copy menu; disagreements and problems are flagged in red.
 */
public final class DetailsView extends ScrollPane {
  private final VBox content = new VBox(14);

  public DetailsView(DetailsViewModel viewModel) {
    setId("details");
    content.setPadding(new Insets(12));
    setContent(content);
    setFitToWidth(true);
    viewModel
        .sections()
        .addListener((ListChangeListener<DetailSection>) change -> show(viewModel.sections()));
    show(viewModel.sections());
  }

  private void show(List<DetailSection> sections) {
    content.getChildren().clear();
    if (sections.isEmpty()) {
      Label empty = new Label("Select a row of the tree to see everything about it.");
      empty.getStyleClass().add(Styles.EMPTY_NOTE);
      empty.setWrapText(true);
      content.getChildren().add(empty);
      return;
    }
    for (DetailSection section : sections) {
      Label title = new Label(section.title());
      title.getStyleClass().add(Styles.SECTION_TITLE);
      title.setWrapText(true);
      content.getChildren().addAll(title, grid(section.rows()));
    }
  }

  private static GridPane grid(List<DetailRow> rows) {
    GridPane grid = new GridPane();
    grid.setHgap(10);
    grid.setVgap(4);
    ColumnConstraints names = new ColumnConstraints();
    names.setMinWidth(Region.USE_PREF_SIZE);
    names.setMaxWidth(220);
    ColumnConstraints values = new ColumnConstraints();
    values.setHgrow(Priority.ALWAYS);
    ColumnConstraints buttons = new ColumnConstraints();
    buttons.setMinWidth(Region.USE_PREF_SIZE);
    grid.getColumnConstraints().addAll(names, values, buttons);
    int line = 0;
    for (DetailRow row : rows) {
      Label name = new Label(row.name());
      name.getStyleClass().add(Styles.MUTED);
      Label value = new Label(row.value());
      value.setWrapText(true);
      value.getStyleClass().add(Styles.MONO);
      if (row.flagged()) {
        value.getStyleClass().add(Styles.FLAGGED);
      }
      value.setContextMenu(copyMenu(row.value()));
      grid.add(name, 0, line);
      grid.add(value, 1, line);
      if (row.copyable() && !row.value().isEmpty()) {
        Button copy = new Button("Copy");
        copy.getStyleClass().addAll("small", "flat");
        copy.setTooltip(new Tooltip("Copy " + row.name()));
        copy.setOnAction(event -> copy(firstLine(row.value())));
        grid.add(copy, 2, line);
      }
      line++;
    }
    return grid;
  }

  private static ContextMenu copyMenu(String value) {
    MenuItem copy = new MenuItem("Copy");
    copy.setOnAction(event -> copy(value));
    return new ContextMenu(copy);
  }

  private static String firstLine(String value) {
    int newline = value.indexOf('\n');
    return newline < 0 ? value : value.substring(0, newline);
  }

  private static void copy(String text) {
    ClipboardContent clip = new ClipboardContent();
    clip.putString(text);
    Clipboard.getSystemClipboard().setContent(clip);
  }
}
