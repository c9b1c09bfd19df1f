package io.tablescope.app.gui.catalog;

import io.tablescope.app.gui.catalog.CatalogNode.TableNode;
import io.tablescope.app.gui.common.LazyItem;
import io.tablescope.app.gui.common.Styles;
import io.tablescope.app.gui.common.TableActions;
import io.tablescope.format.catalog.config.CatalogConfig;
import io.tablescope.format.catalog.config.CatalogConfigs;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The catalog browser beside the views: the catalogs on offer with Connect, a tree of the connected
 * catalogs' namespaces and tables (read as they are expanded), and a table opened by a double click
 * or Enter.
 */
public final class CatalogBrowserView extends VBox {
  private final CatalogBrowserViewModel viewModel;
  private final TreeItem<CatalogNode> root = new TreeItem<>();

  public CatalogBrowserView(CatalogBrowserViewModel viewModel) {
    this.viewModel = viewModel;
    setId("catalogBrowser");
    setSpacing(6);
    setPadding(new Insets(8));
    setMinWidth(240);

    Label title = new Label("Catalogs");
    title.getStyleClass().add(Styles.SECTION_TITLE);

    ComboBox<CatalogConfig> offered = new ComboBox<>(viewModel.catalogs());
    offered.setId("catalogChoice");
    offered.setPromptText("Configured catalogs");
    offered.setMaxWidth(Double.MAX_VALUE);
    offered.setButtonCell(new CatalogCell());
    offered.setCellFactory(list -> new CatalogCell());
    Button connect = new Button("Connect…");
    connect.setId("connectCatalogButton");
    connect.setOnAction(event -> askAndConnect(offered.getValue()));
    Button forget = new Button("Forget");
    forget.setId("forgetCatalogButton");
    forget.disableProperty().bind(offered.valueProperty().isNull());
    forget.setOnAction(event -> viewModel.forget(offered.getValue().name()));
    Button add = new Button("New…");
    add.setId("newCatalogButton");
    add.setOnAction(event -> askAndConnect(null));

    TreeView<CatalogNode> tree = new TreeView<>(root);
    tree.setId("catalogTree");
    TableActions.install(tree, "Catalog");
    tree.setShowRoot(false);
    tree.setCellFactory(view -> new NodeCell());
    tree.setOnMouseClicked(
        event -> {
          if (event.getClickCount() == 2) {
            openSelected(tree);
          }
        });
    tree.setOnKeyPressed(
        event -> {
          if (event.getCode() == KeyCode.ENTER) {
            openSelected(tree);
          }
        });
    VBox.setVgrow(tree, Priority.ALWAYS);

    Label status = new Label();
    status.setId("catalogStatus");
    status.getStyleClass().add(Styles.MUTED);
    status.setWrapText(true);
    status.textProperty().bind(viewModel.statusProperty());

    Label hint =
        new Label(
            "No catalogs yet. Add an Iceberg REST catalog with New…, or name catalogs in "
                + CatalogConfigs.FILE_NAME
                + " in your home folder.");
    hint.setId("catalogHint");
    hint.getStyleClass().add(Styles.MUTED);
    hint.setWrapText(true);
    hint.visibleProperty().bind(Bindings.isEmpty(viewModel.catalogs()));
    hint.managedProperty().bind(hint.visibleProperty());
    offered.setPlaceholder(new Label("No catalogs yet: add one with New…"));

    viewModel.roots().addListener((ListChangeListener<CatalogNode>) change -> showRoots());
    showRoots();
    getChildren().addAll(title, offered, new HBox(6, connect, add, forget), hint, tree, status);
  }

  private void askAndConnect(CatalogConfig known) {
    ConnectCatalogDialog dialog = new ConnectCatalogDialog(known);
    if (getScene() != null) {
      dialog.initOwner(getScene().getWindow());
    }
    dialog.showAndWait().ifPresent(viewModel::connect);
  }

  private void openSelected(TreeView<CatalogNode> tree) {
    TreeItem<CatalogNode> selected = tree.getSelectionModel().getSelectedItem();
    if (selected != null && selected.getValue() instanceof TableNode table) {
      viewModel.open(table);
    }
  }

  private void showRoots() {
    List<TreeItem<CatalogNode>> items = new ArrayList<>();
    for (CatalogNode node : viewModel.roots()) {
      items.add(new LazyItem<>(node, viewModel::loadChildren, CatalogNode::isLeaf));
    }
    root.getChildren().setAll(items);
  }

  private static final class NodeCell extends TreeCell<CatalogNode> {
    @Override
    protected void updateItem(CatalogNode node, boolean empty) {
      super.updateItem(node, empty);
      setText(empty || node == null ? null : node.label());
    }
  }

  private static final class CatalogCell extends ListCell<CatalogConfig> {
    @Override
    protected void updateItem(CatalogConfig catalog, boolean empty) {
      super.updateItem(catalog, empty);
      setText(
          empty || catalog == null
              ? null
              : catalog.name()
                  + (catalog.displayUri() == null ? "" : " · " + catalog.displayUri()));
    }
  }
}
