package io.tablescope.app.gui.tree;

import io.tablescope.app.cli.common.Numbers;
import io.tablescope.app.gui.common.Clipped;
import io.tablescope.app.gui.common.ColumnHeaders;
import io.tablescope.app.gui.common.Columns;
import io.tablescope.app.gui.common.Icons;
import io.tablescope.app.gui.common.Styles;
import io.tablescope.app.gui.common.TableActions;
import io.tablescope.icons.Icon;
import io.tablescope.inspector.table.CommitTree;
import io.tablescope.inspector.table.TreeCell;
import io.tablescope.inspector.table.TreeColumn;
import io.tablescope.inspector.table.TreeRow;
import java.util.List;
import javafx.css.PseudoClass;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableCell;
import javafx.scene.control.TreeTableColumn;
import javafx.scene.control.TreeTableRow;
import javafx.scene.control.TreeTableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;

/**
 * A commit's tree in any format: the columns its format's tree names, each row as the tree says,
 * damage in red, and an entry filter where the tree filters.
 */
public final class CommitTreeView extends BorderPane {
  private static final PseudoClass PROBLEM = PseudoClass.getPseudoClass(Styles.PROBLEM);
  private static final int FILTER_EXPANDS_TO_DEPTH = 2;

  private final CommitTreeViewModel viewModel;
  private final Icons icons;
  private final TreeTableView<Object> table = new TreeTableView<>();
  private final HBox filterBar;
  private CommitTree<?> drawn;
  private TreeRoot shown;

  public CommitTreeView(CommitTreeViewModel viewModel, Icons icons) {
    this.viewModel = viewModel;
    this.icons = icons;
    table.setId("commitTree");
    TableActions.install(table);
    ColumnHeaders.keepWhole(table);
    table.setShowRoot(true);
    table.setColumnResizePolicy(TreeTableView.UNCONSTRAINED_RESIZE_POLICY);
    table.setRowFactory(view -> new ProblemRow());
    table
        .getSelectionModel()
        .selectedItemProperty()
        .addListener(
            (observable, old, item) ->
                viewModel.selectedProperty().set(item == null ? null : item.getValue()));

    TextField filter = new TextField();
    filter.setId("treeFilter");
    filter.setPromptText("Filter entries by path or partition, e.g. region=EU");
    filter.textProperty().bindBidirectional(viewModel.filterProperty());
    HBox.setHgrow(filter, Priority.ALWAYS);
    filterBar = new HBox(8, filter);
    filterBar.setPadding(new Insets(6, 8, 6, 8));
    setCenter(table);
    Clipped.fills(table, table.getColumns());

    viewModel.treeProperty().subscribe(this::draw);
    viewModel.rootProperty().addListener((observable, old, root) -> showRoot(root));
    showRoot(viewModel.rootProperty().get());
  }

  /** Sets up the columns of the opened table's tree, and its filter where it has one. */
  private void draw(CommitTree<?> tree) {
    if (tree == null || tree == drawn) {
      return;
    }
    drawn = tree;
    table.setId(tree.id());
    table.getColumns().setAll(tree.columns().stream().map(this::column).toList());
    setTop(tree.filters() ? filterBar : null);
  }

  private void showRoot(TreeRoot root) {
    shown = root;
    if (root == null) {
      table.setRoot(null);
      table.setPlaceholder(new Label(viewModel.placeholder()));
      return;
    }
    int expandTo = root.isFiltered() ? FILTER_EXPANDS_TO_DEPTH : root.tree().opensTo();
    LazyTreeItem item =
        new LazyTreeItem(root.node(), root, viewModel, 0, depth -> depth <= expandTo);
    if (root.reveal() != null) {
      item.addEventHandler(
          TreeItem.childrenModificationEvent(), event -> select(root, event.getAddedChildren()));
    }
    table.setRoot(item);
    item.setExpanded(true);
  }

  /** Selects the first of these newly read rows whose path is the one asked for. */
  private void select(TreeRoot root, List<? extends TreeItem<Object>> added) {
    for (TreeItem<Object> item : added) {
      if (root.reveal().equals(root.row(item.getValue()).path())) {
        table.getSelectionModel().select(item);
        table.scrollTo(Math.max(0, table.getRow(item) - 3));
        return;
      }
    }
  }

  /**
   * A column of the tree: names and the last text column (a path) are cut in the middle, and the
   * path, else the name, takes the width left; ids and numbers show whole.
   */
  private TreeTableColumn<Object, Object> column(TreeColumn column) {
    TreeColumn last = drawn.columns().get(drawn.columns().size() - 1);
    boolean pathLast = last.kind() == TreeColumn.Kind.TEXT;
    boolean path = pathLast && column.equals(last);
    TreeTableColumn<Object, Object> drawnColumn =
        Columns.drawn(
            column.id(),
            column.title(),
            column.width(),
            () ->
                column.kind() == TreeColumn.Kind.NAME
                    ? new NameCell()
                    : new ValueCell(column.id(), column.kind(), path));
    if (column.kind() == TreeColumn.Kind.NUMBER || column.kind() == TreeColumn.Kind.SIZE) {
      drawnColumn.setStyle("-fx-alignment: CENTER-RIGHT;");
    }
    if (path || (!pathLast && column.kind() == TreeColumn.Kind.NAME)) {
      Clipped.filling(drawnColumn);
    }
    return drawnColumn;
  }

  /** The tree table itself, for tests and for selecting from other views. */
  public TreeTableView<Object> table() {
    return table;
  }

  /** A node's name beside its kind's icon; a damaged node's tooltip says why. */
  private final class NameCell extends TreeTableCell<Object, Object> {
    @Override
    protected void updateItem(Object node, boolean empty) {
      super.updateItem(node, empty);
      if (empty || node == null || shown == null) {
        setText(null);
        setGraphic(null);
        setTooltip(null);
        return;
      }
      TreeRow row = shown.row(node);
      setGraphic(icons.node(TreeCells.iconOf(row.kind()), 14));
      Clipped.show(
          this,
          row.name(),
          OverrunStyle.CENTER_ELLIPSIS,
          row.tooltip() == null ? row.name() : row.tooltip());
    }
  }

  /** One column's cell of a row, with its tone's icon and style. */
  private final class ValueCell extends TreeTableCell<Object, Object> {
    private static final int ICON_SIZE = 12;
    private final String columnId;
    private final TreeColumn.Kind kind;
    private final boolean path;

    ValueCell(String columnId, TreeColumn.Kind kind, boolean path) {
      this.columnId = columnId;
      this.kind = kind;
      this.path = path;
    }

    @Override
    protected void updateItem(Object node, boolean empty) {
      super.updateItem(node, empty);
      getStyleClass()
          .removeAll(
              Styles.STATUS_ADDED, Styles.STATUS_EXISTING, Styles.STATUS_DELETED, Styles.INHERITED);
      if (empty || node == null || shown == null) {
        setText(null);
        setGraphic(null);
        setTooltip(null);
        return;
      }
      TreeCell cell = shown.row(node).cell(columnId);
      Icon icon = TreeCells.iconOf(cell.tone());
      setGraphic(icon == null ? null : icons.node(icon, ICON_SIZE));
      if (path) {
        Clipped.middle(this, cell.text());
      } else {
        Clipped.whole(this, getTableColumn(), shown(kind, cell.text()));
      }
      String exact = kind == TreeColumn.Kind.SIZE ? Numbers.bytes(cell.text()) : null;
      String tooltip = cell.tooltip() != null ? cell.tooltip() : exact;
      if (tooltip != null) {
        Clipped.show(this, getText(), getTextOverrun(), tooltip);
      }
      String style = TreeCells.styleOf(cell.tone());
      if (style != null) {
        getStyleClass().add(style);
      }
    }
  }

  /** A count with its digits grouped, a size in binary units; other text as the tree says. */
  private static String shown(TreeColumn.Kind kind, String text) {
    return switch (kind) {
      case NUMBER -> Numbers.grouped(text);
      case SIZE -> Numbers.size(text);
      case NAME, TEXT -> text;
    };
  }

  private final class ProblemRow extends TreeTableRow<Object> {
    @Override
    protected void updateItem(Object node, boolean empty) {
      super.updateItem(node, empty);
      pseudoClassStateChanged(
          PROBLEM, !empty && node != null && shown != null && shown.row(node).problem());
    }
  }
}
