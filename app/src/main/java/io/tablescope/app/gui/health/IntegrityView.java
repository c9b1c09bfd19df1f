package io.tablescope.app.gui.health;

import io.tablescope.app.gui.common.ColumnHeaders;
import io.tablescope.app.gui.common.Styles;
import io.tablescope.app.gui.common.TableActions;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.value.ChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;

/**
 * The Integrity section of a Health tab, for any format: a Check button, progress and Cancel, the
 * findings in the format's columns and what was examined. Double-click or Enter on a finding shows
 * where it is.
 *
 * @param <F> one finding of the format's check
 */
public final class IntegrityView<F> extends BorderPane {
  private final IntegrityViewModel<?, F> viewModel;
  private final List<Tab> enclosingTabs = new ArrayList<>();
  private final ChangeListener<Boolean> selection = (observable, old, now) -> updateShown();

  public IntegrityView(IntegrityViewModel<?, F> viewModel, List<IntegrityColumn<F>> columns) {
    this.viewModel = viewModel;
    setId("integrity");
    Button check = new Button("Check");
    check.setId("integrityCheck");
    check.disableProperty().bind(viewModel.runningProperty());
    check.setOnAction(event -> viewModel.check());
    ProgressBar progress = new ProgressBar();
    progress.setId("integrityProgress");
    progress.progressProperty().bind(viewModel.progressProperty());
    progress.visibleProperty().bind(viewModel.runningProperty());
    Button cancel = new Button("Cancel");
    cancel.setId("integrityCancel");
    cancel.visibleProperty().bind(viewModel.runningProperty());
    cancel.setOnAction(event -> viewModel.cancel());
    HBox bar = new HBox(8, check, progress, cancel);
    bar.setAlignment(Pos.CENTER_LEFT);
    bar.setPadding(new Insets(8));
    setTop(bar);

    TableView<F> table = new TableView<>(viewModel.findings());
    ColumnHeaders.keepWhole(table);
    table.setId("integrityFindings");
    TableActions.install(table);
    table.setPlaceholder(new Label("No findings."));
    columns.forEach(column -> table.getColumns().add(column(column)));
    table.setRowFactory(
        view -> {
          TableRow<F> row = new TableRow<>();
          row.setOnMouseClicked(
              event -> {
                if (event.getButton() == MouseButton.PRIMARY
                    && event.getClickCount() == 2
                    && !row.isEmpty()) {
                  viewModel.open(row.getItem());
                }
              });
          return row;
        });
    table.setOnKeyPressed(
        event -> {
          if (event.getCode() == KeyCode.ENTER) {
            viewModel.open(table.getSelectionModel().getSelectedItem());
          }
        });
    setCenter(table);

    Label examined = new Label();
    examined.setId("integrityStatus");
    examined.getStyleClass().add(Styles.MUTED);
    examined.textProperty().bind(viewModel.statusProperty());
    examined.setPadding(new Insets(6, 8, 6, 8));
    setBottom(examined);

    sceneProperty().addListener((observable, old, scene) -> watchEnclosingTabs());
  }

  private static <F> TableColumn<F, Object> column(IntegrityColumn<F> column) {
    TableColumn<F, Object> drawn = new TableColumn<>(column.title());
    drawn.setPrefWidth(column.width());
    drawn.setCellValueFactory(
        cell -> new ReadOnlyObjectWrapper<>(column.value().apply(cell.getValue())));
    return drawn;
  }

  /** The section is shown when every tab that holds it, up to the window, is selected. */
  private void watchEnclosingTabs() {
    enclosingTabs.forEach(tab -> tab.selectedProperty().removeListener(selection));
    enclosingTabs.clear();
    for (Parent parent = getParent(); parent != null; parent = parent.getParent()) {
      if (parent instanceof TabPane pane) {
        for (Tab tab : pane.getTabs()) {
          if (isInside(this, tab.getContent())) {
            enclosingTabs.add(tab);
          }
        }
      }
    }
    enclosingTabs.forEach(tab -> tab.selectedProperty().addListener(selection));
    updateShown();
  }

  private static boolean isInside(Node node, Node content) {
    for (Node at = node; at != null; at = at.getParent()) {
      if (at == content) {
        return true;
      }
    }
    return false;
  }

  private void updateShown() {
    viewModel.setShown(
        getScene() != null
            && !enclosingTabs.isEmpty()
            && enclosingTabs.stream().allMatch(Tab::isSelected));
  }
}
