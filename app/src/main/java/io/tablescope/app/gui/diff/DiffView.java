package io.tablescope.app.gui.diff;

import io.tablescope.app.gui.common.ColumnHeaders;
import io.tablescope.app.gui.common.Columns;
import io.tablescope.app.gui.common.CommitChoice;
import io.tablescope.app.gui.common.Icons;
import io.tablescope.app.gui.common.Styles;
import io.tablescope.app.gui.common.TableActions;
import io.tablescope.icons.Icon;
import io.tablescope.inspector.diff.FileChange;
import java.util.List;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableCell;
import javafx.scene.control.TreeTableColumn;
import javafx.scene.control.TreeTableRow;
import javafx.scene.control.TreeTableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * The diff of two snapshots: pick FROM and TO, compare, and read the files added (green) and
 * removed (red) under the commit that explains each, with the totals above.
 */
public final class DiffView extends BorderPane {
  private final DiffViewModel viewModel;
  private final Icons icons;
  private final TreeTableView<DiffLine> table = new TreeTableView<>();

  public DiffView(DiffViewModel viewModel, Icons icons) {
    this.viewModel = viewModel;
    this.icons = icons;
    ComboBox<CommitChoice> from = choice("diffFrom", viewModel);
    from.valueProperty().bindBidirectional(viewModel.fromProperty());
    ComboBox<CommitChoice> to = choice("diffTo", viewModel);
    to.valueProperty().bindBidirectional(viewModel.toProperty());
    Button compare = new Button("Compare");
    compare.setId("diffRun");
    compare.setDefaultButton(true);
    compare.disableProperty().bind(viewModel.runningProperty());
    compare.setOnAction(event -> viewModel.run());
    HBox pickers = new HBox(8, new Label("From"), from, new Label("to"), to, compare);
    pickers.setAlignment(Pos.CENTER_LEFT);
    Label totals = new Label();
    totals.setId("diffTotals");
    totals.textProperty().bind(viewModel.totalsProperty());
    totals.getStyleClass().add(Styles.MUTED);
    DiffWarningsPane warning = new DiffWarningsPane(viewModel.warnings());
    VBox top = new VBox(8, pickers, totals, warning);
    top.setPadding(new Insets(8));
    setTop(top);

    table.setId("diffTable");
    TableActions.install(table);
    ColumnHeaders.keepWhole(table);
    table.setShowRoot(false);
    table.setPlaceholder(new Label("Pick two snapshots or refs and press Compare."));
    table.setColumnResizePolicy(TreeTableView.UNCONSTRAINED_RESIZE_POLICY);
    table.getColumns().add(changeColumn());
    table.getColumns().add(Columns.text("diffContentColumn", "Content", 110, DiffLine::content));
    table
        .getColumns()
        .add(Columns.text("diffPartitionColumn", "Partition", 200, DiffLine::partition));
    table.getColumns().add(Columns.text("diffRecordsColumn", "Rows", 110, DiffLine::records));
    table.getColumns().add(Columns.text("diffPathColumn", "Path", 640, DiffLine::path));
    table.setRowFactory(view -> new DiffRow());
    setCenter(table);
    viewModel
        .groups()
        .addListener((ListChangeListener<DiffGroup>) change -> show(viewModel.groups()));
  }

  private static ComboBox<CommitChoice> choice(String id, DiffViewModel viewModel) {
    ComboBox<CommitChoice> box = new ComboBox<>(viewModel.choices());
    box.setId(id);
    box.setPrefWidth(300);
    return box;
  }

  private void show(List<DiffGroup> groups) {
    TreeItem<DiffLine> root = new TreeItem<>();
    for (DiffGroup group : groups) {
      TreeItem<DiffLine> groupItem = new TreeItem<>(DiffLine.group(group));
      group
          .added()
          .forEach(
              change -> groupItem.getChildren().add(new TreeItem<>(DiffLine.file(change, true))));
      group
          .removed()
          .forEach(
              change -> groupItem.getChildren().add(new TreeItem<>(DiffLine.file(change, false))));
      groupItem.setExpanded(true);
      root.getChildren().add(groupItem);
    }
    table.setRoot(root);
  }

  private TreeTableColumn<DiffLine, DiffLine> changeColumn() {
    return Columns.drawn(
        "diffChangeColumn",
        "Change",
        540,
        () ->
            new TreeTableCell<>() {
              @Override
              protected void updateItem(DiffLine line, boolean empty) {
                super.updateItem(line, empty);
                getStyleClass().removeAll(Styles.CHANGE_ADDED, Styles.CHANGE_REMOVED);
                if (empty || line == null) {
                  setText(null);
                  setGraphic(null);
                  return;
                }
                setText(line.label());
                if (line.change() == null) {
                  setGraphic(icons.node(Icon.SNAPSHOT, 14));
                } else {
                  setGraphic(icons.node(line.added() ? Icon.ADDED : Icon.DELETED, 12));
                  getStyleClass().add(line.added() ? Styles.CHANGE_ADDED : Styles.CHANGE_REMOVED);
                }
              }
            });
  }

  /** The diff table, for tests. */
  public TreeTableView<DiffLine> table() {
    return table;
  }

  /**
   * One line of the diff table: a commit heading its files, or one added or removed file.
   *
   * @param change the file's change, or null for a commit line
   */
  public record DiffLine(String label, FileChange change, boolean added) {
    static DiffLine group(DiffGroup group) {
      return new DiffLine(
          group.title() + "   (+" + group.added().size() + " −" + group.removed().size() + ")",
          null,
          false);
    }

    static DiffLine file(FileChange change, boolean added) {
      return new DiffLine(added ? "added" : "removed", change, added);
    }

    String content() {
      return change == null ? "" : change.file().kind().jsonName();
    }

    String partition() {
      return change == null ? "" : change.file().partitionText();
    }

    String records() {
      if (change == null) {
        return "";
      }
      Long records = change.file().recordCount();
      return (records == null ? "?" : records.toString())
          + (change.file().kind().isDelete() ? " deleted" : "");
    }

    String path() {
      return change == null ? "" : change.file().path();
    }
  }

  private static final class DiffRow extends TreeTableRow<DiffLine> {
    @Override
    protected void updateItem(DiffLine line, boolean empty) {
      super.updateItem(line, empty);
      getStyleClass().remove(Styles.GROUP);
      if (!empty && line != null && line.change() == null) {
        getStyleClass().add(Styles.GROUP);
      }
    }
  }
}
