package io.tablescope.app.gui.iceberg.tree;

import io.tablescope.app.gui.common.Columns;
import io.tablescope.app.gui.common.Icons;
import io.tablescope.app.gui.common.Styles;
import io.tablescope.app.gui.common.TableActions;
import io.tablescope.format.iceberg.manifest.EntryStatus;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.icons.Icon;
import io.tablescope.inspector.iceberg.tree.TreeNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.EntryNode;
import java.util.List;
import java.util.function.Function;
import javafx.css.PseudoClass;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableCell;
import javafx.scene.control.TreeTableColumn;
import javafx.scene.control.TreeTableRow;
import javafx.scene.control.TreeTableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;

/**
 * The snapshot tree as a tree table: snapshot, manifest list, manifests, entries, with a filter on
 * entry paths and partitions above it. Problems are red rows carrying their reason.
 */
public final class SnapshotTreeView extends BorderPane {
  private static final PseudoClass PROBLEM = PseudoClass.getPseudoClass(Styles.PROBLEM);
  private static final int FILTER_EXPANDS_TO_DEPTH = 2;

  private final TreeViewModel viewModel;
  private final Icons icons;
  private final TreeTableView<TreeNode> table = new TreeTableView<>();

  public SnapshotTreeView(TreeViewModel viewModel, Icons icons) {
    this.viewModel = viewModel;
    this.icons = icons;
    table.setId("snapshotTree");
    TableActions.install(table);
    table.setShowRoot(true);
    table.setColumnResizePolicy(TreeTableView.UNCONSTRAINED_RESIZE_POLICY);
    table.getColumns().add(nameColumn());
    table.getColumns().add(statusColumn());
    table.getColumns().add(rowText("snapshotIdColumn", "Snapshot id", 175, TreeRow::snapshotId));
    table.getColumns().add(sequenceColumn("dataSequenceColumn", "Data seq", true));
    table.getColumns().add(sequenceColumn("fileSequenceColumn", "File seq", false));
    table.getColumns().add(rowText("contentColumn", "Content", 120, TreeRow::content));
    table.getColumns().add(rowText("partitionColumn", "Partition", 150, TreeRow::partition));
    table.getColumns().add(numberColumn("recordsColumn", "Records", TreeRow::records));
    table.getColumns().add(numberColumn("sizeColumn", "Size (bytes)", TreeRow::size));
    table.getColumns().add(rowText("pathColumn", "Path", 600, TreeRow::path));
    table.setRowFactory(view -> new ProblemRow());
    table.setPlaceholder(new Label("Select a snapshot in History to see its tree."));
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
    HBox bar = new HBox(8, filter);
    bar.setPadding(new Insets(6, 8, 6, 8));
    setTop(bar);
    setCenter(table);

    viewModel.rootProperty().addListener((observable, old, root) -> showRoot(root));
    showRoot(viewModel.rootProperty().get());
  }

  private void showRoot(TreeRoot root) {
    if (root == null) {
      table.setRoot(null);
      return;
    }
    int expandTo = root.isFiltered() ? FILTER_EXPANDS_TO_DEPTH : 1;
    LazyTreeItem item = new LazyTreeItem(root.node(), viewModel, 0, depth -> depth <= expandTo);
    if (root.reveal() != null) {
      item.addEventHandler(
          TreeItem.<TreeNode>childrenModificationEvent(),
          event -> select(event.getAddedChildren(), root.reveal()));
    }
    table.setRoot(item);
    item.setExpanded(true);
  }

  /** Selects the first of these newly read rows whose path is the one asked for. */
  private void select(List<? extends TreeItem<TreeNode>> added, String path) {
    for (TreeItem<TreeNode> item : added) {
      if (path.equals(TreeRow.of(item.getValue()).path())) {
        table.getSelectionModel().select(item);
        table.scrollTo(Math.max(0, table.getRow(item) - 3));
        return;
      }
    }
  }

  private TreeTableColumn<TreeNode, TreeNode> nameColumn() {
    return Columns.drawn(
        "nameColumn",
        "Name",
        350,
        () ->
            new TreeTableCell<>() {
              @Override
              protected void updateItem(TreeNode node, boolean empty) {
                super.updateItem(node, empty);
                if (empty || node == null) {
                  setText(null);
                  setGraphic(null);
                  setTooltip(null);
                  return;
                }
                TreeRow row = TreeRow.of(node);
                setText(row.name());
                setGraphic(icons.node(row.icon(), 14));
                setTooltip(row.problem() ? new Tooltip(row.name() + "\n" + row.path()) : null);
              }
            });
  }

  private TreeTableColumn<TreeNode, TreeNode> statusColumn() {
    return Columns.drawn(
        "statusColumn",
        "Status",
        105,
        () ->
            new TreeTableCell<>() {
              @Override
              protected void updateItem(TreeNode node, boolean empty) {
                super.updateItem(node, empty);
                getStyleClass()
                    .removeAll(Styles.STATUS_ADDED, Styles.STATUS_EXISTING, Styles.STATUS_DELETED);
                EntryStatus status = empty || node == null ? null : TreeRow.of(node).status();
                if (status == null) {
                  setText(null);
                  setGraphic(null);
                  return;
                }
                setText(status.name());
                setGraphic(icons.node(statusIcon(status), 12));
                getStyleClass().add(statusStyle(status));
              }
            });
  }

  /** The icon of an entry status. */
  static Icon statusIcon(EntryStatus status) {
    return switch (status) {
      case ADDED -> Icon.ADDED;
      case EXISTING -> Icon.EXISTING;
      case DELETED -> Icon.DELETED;
    };
  }

  /** The style class of an entry status. */
  public static String statusStyle(EntryStatus status) {
    return switch (status) {
      case ADDED -> Styles.STATUS_ADDED;
      case EXISTING -> Styles.STATUS_EXISTING;
      case DELETED -> Styles.STATUS_DELETED;
    };
  }

  private TreeTableColumn<TreeNode, TreeNode> sequenceColumn(
      String id, String title, boolean data) {
    return Columns.drawn(
        id,
        title,
        88,
        () ->
            new TreeTableCell<>() {
              @Override
              protected void updateItem(TreeNode node, boolean empty) {
                super.updateItem(node, empty);
                getStyleClass().remove(Styles.INHERITED);
                if (empty || node == null) {
                  setText(null);
                  setTooltip(null);
                  return;
                }
                TreeRow row = TreeRow.of(node);
                String value = data ? row.dataSequence() : row.fileSequence();
                boolean inherited =
                    data ? row.dataSequenceInherited() : row.fileSequenceInherited();
                setText(inherited ? value + "*" : value);
                boolean formatV1 = node instanceof EntryNode entry && entry.entry().formatV1();
                setTooltip(
                    inherited
                        ? new Tooltip(
                            "* inherited: null in the manifest entry, taken from the manifest list")
                        : formatV1 ? new Tooltip(ManifestEntry.V1_SEQUENCE_NUMBERS) : null);
                if (inherited) {
                  getStyleClass().add(Styles.INHERITED);
                }
              }
            });
  }

  private static TreeTableColumn<TreeNode, String> rowText(
      String id, String title, double width, Function<TreeRow, String> value) {
    return Columns.text(id, title, width, node -> value.apply(TreeRow.of(node)));
  }

  private static TreeTableColumn<TreeNode, String> numberColumn(
      String id, String title, Function<TreeRow, String> value) {
    TreeTableColumn<TreeNode, String> column = rowText(id, title, 95, value);
    column.setStyle("-fx-alignment: CENTER-RIGHT;");
    return column;
  }

  /** The tree table itself, for tests and for selecting from other views. */
  public TreeTableView<TreeNode> table() {
    return table;
  }

  private static final class ProblemRow extends TreeTableRow<TreeNode> {
    @Override
    protected void updateItem(TreeNode node, boolean empty) {
      super.updateItem(node, empty);
      pseudoClassStateChanged(PROBLEM, !empty && node != null && TreeRow.of(node).problem());
    }
  }
}
