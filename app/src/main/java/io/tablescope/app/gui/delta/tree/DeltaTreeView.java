package io.tablescope.app.gui.delta.tree;

import io.tablescope.app.gui.common.Columns;
import io.tablescope.app.gui.common.Icons;
import io.tablescope.app.gui.common.LazyItem;
import io.tablescope.app.gui.common.Styles;
import io.tablescope.app.gui.common.TableActions;
import io.tablescope.inspector.delta.DeltaNode;
import java.util.function.Function;
import java.util.stream.Collectors;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.control.TreeTableCell;
import javafx.scene.control.TreeTableColumn;
import javafx.scene.control.TreeTableRow;
import javafx.scene.control.TreeTableView;
import javafx.scene.layout.BorderPane;

/**
 * A Delta version's tree as a tree table: the version, the checkpoint and commit files its state is
 * read from, pages of a large file's actions, and the actions. Children are read when a row is
 * expanded; problems are red rows carrying their reason.
 */
public final class DeltaTreeView extends BorderPane {
  private static final PseudoClass PROBLEM = PseudoClass.getPseudoClass(Styles.PROBLEM);

  private final DeltaTreeViewModel viewModel;
  private final Icons icons;
  private final TreeTableView<DeltaNode> table = new TreeTableView<>();

  public DeltaTreeView(DeltaTreeViewModel viewModel, Icons icons) {
    this.viewModel = viewModel;
    this.icons = icons;
    table.setId("deltaTree");
    TableActions.install(table);
    table.setShowRoot(true);
    table.setColumnResizePolicy(TreeTableView.UNCONSTRAINED_RESIZE_POLICY);
    table.getColumns().add(nameColumn());
    table.getColumns().add(rowText("deltaKindColumn", "Kind", 95, DeltaRow::kind));
    table.getColumns().add(rowText("deltaPartitionColumn", "Partition", 140, DeltaRow::partition));
    table.getColumns().add(numberColumn("deltaRecordsColumn", "Records", DeltaRow::records));
    table.getColumns().add(numberColumn("deltaSizeColumn", "Size (bytes)", DeltaRow::size));
    table
        .getColumns()
        .add(rowText("deltaVectorColumn", "Deletion vector", 130, DeltaRow::deletionVector));
    table.getColumns().add(rowText("deltaPathColumn", "Path", 600, DeltaRow::path));
    table.setRowFactory(view -> new ProblemRow());
    table.setPlaceholder(new Label("Select a version in History to see its tree."));
    table
        .getSelectionModel()
        .selectedItemProperty()
        .addListener(
            (observable, old, item) ->
                viewModel.selectedProperty().set(item == null ? null : item.getValue()));
    setCenter(table);
    viewModel.rootProperty().addListener((observable, old, root) -> showRoot(root));
    showRoot(viewModel.rootProperty().get());
  }

  private void showRoot(DeltaNode root) {
    if (root == null) {
      table.setRoot(null);
      return;
    }
    LazyItem<DeltaNode> item =
        new LazyItem<>(root, viewModel::loadChildren, node -> !node.hasChildren());
    table.setRoot(item);
    item.setExpanded(true);
  }

  private TreeTableColumn<DeltaNode, DeltaNode> nameColumn() {
    return Columns.drawn(
        "deltaNameColumn",
        "Name",
        380,
        () ->
            new TreeTableCell<>() {
              @Override
              protected void updateItem(DeltaNode node, boolean empty) {
                super.updateItem(node, empty);
                if (empty || node == null) {
                  setText(null);
                  setGraphic(null);
                  setTooltip(null);
                  return;
                }
                DeltaRow row = DeltaRow.of(node);
                setText(row.name());
                setGraphic(icons.node(row.icon(), 14));
                setTooltip(row.problem() ? new Tooltip(reasons(node)) : null);
              }
            });
  }

  private static String reasons(DeltaNode node) {
    return node.problems().stream()
        .map(problem -> problem.message() + "\n" + problem.path())
        .collect(Collectors.joining("\n"));
  }

  private static TreeTableColumn<DeltaNode, String> rowText(
      String id, String title, double width, Function<DeltaRow, String> value) {
    return Columns.text(id, title, width, node -> value.apply(DeltaRow.of(node)));
  }

  private static TreeTableColumn<DeltaNode, String> numberColumn(
      String id, String title, Function<DeltaRow, String> value) {
    TreeTableColumn<DeltaNode, String> column = rowText(id, title, 95, value);
    column.setStyle("-fx-alignment: CENTER-RIGHT;");
    return column;
  }

  /** The tree table itself, for tests. */
  public TreeTableView<DeltaNode> table() {
    return table;
  }

  private static final class ProblemRow extends TreeTableRow<DeltaNode> {
    @Override
    protected void updateItem(DeltaNode node, boolean empty) {
      super.updateItem(node, empty);
      pseudoClassStateChanged(PROBLEM, !empty && node != null && DeltaRow.of(node).problem());
    }
  }
}
