package io.tablescope.app.gui.graph;

import io.tablescope.app.gui.common.CommitChoice;
import io.tablescope.app.gui.common.ImageExport;
import io.tablescope.inspector.table.graph.GraphCard;
import java.util.List;
import java.util.Optional;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Point2D;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.MenuButton;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.SelectionMode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The Graph tab of any format: the commits to draw (refs and commits, several with Ctrl or Shift
 * where the format draws several) above the mini-map, the tree graph of them on one canvas with its
 * "drawing X of Y" badge, zoom buttons, progress and cancel, and export as PNG or SVG.
 */
public final class GraphView extends BorderPane {
  /** What a snapshot list row shows before its ref or commit. */
  public static final String MARKER = "▸ ";

  private final GraphModel viewModel;
  private final GraphCanvas canvas;
  private final ListView<CommitChoice> snapshots = new ListView<>();
  private final ImageExport export;
  private boolean syncing;

  /**
   * @param hint the words above the list of commits
   * @param several whether several commits can be drawn at once
   */
  public GraphView(GraphModel viewModel, String hint, boolean several) {
    this.viewModel = viewModel;
    this.canvas = new GraphCanvas(viewModel);
    setId("graph");
    export = new ImageExport(() -> getScene() == null ? null : getScene().getWindow());
    snapshots.setId("graphSnapshots");
    snapshots
        .getSelectionModel()
        .setSelectionMode(several ? SelectionMode.MULTIPLE : SelectionMode.SINGLE);
    snapshots.setItems(viewModel.choices());
    snapshots.setPrefWidth(240);
    // A marker before the label, so a list hidden in another tab never answers for the Diff's
    // choices of the same labels.
    snapshots.setCellFactory(
        list ->
            new ListCell<>() {
              @Override
              protected void updateItem(CommitChoice choice, boolean empty) {
                super.updateItem(choice, empty);
                setText(empty || choice == null ? null : MARKER + choice.label());
              }
            });
    snapshots
        .getSelectionModel()
        .getSelectedItems()
        .addListener(
            (ListChangeListener<CommitChoice>)
                change -> {
                  if (!syncing && !snapshots.getSelectionModel().getSelectedItems().isEmpty()) {
                    viewModel.choose(List.copyOf(snapshots.getSelectionModel().getSelectedItems()));
                  }
                });
    viewModel.chosen().addListener((ListChangeListener<CommitChoice>) change -> showChosen());
    Label words = new Label(hint);
    words.setWrapText(true);
    VBox left = new VBox(6, words, snapshots, canvas.miniMap());
    VBox.setVgrow(snapshots, Priority.ALWAYS);
    left.setPadding(new Insets(6));
    setLeft(left);
    setTop(toolbar());
    setCenter(canvas);
    showChosen();
  }

  private HBox toolbar() {
    Label badge = new Label();
    badge.setId("graphBadge");
    badge.textProperty().bind(viewModel.badgeProperty());
    Button zoomIn = new Button("+");
    zoomIn.setId("graphZoomIn");
    zoomIn.setOnAction(event -> zoom(1.2));
    Button zoomOut = new Button("−");
    zoomOut.setId("graphZoomOut");
    zoomOut.setOnAction(event -> zoom(1 / 1.2));
    ProgressBar progress = new ProgressBar();
    progress.setId("graphProgress");
    progress.progressProperty().bind(viewModel.progressProperty());
    progress.visibleProperty().bind(viewModel.runningProperty());
    Label status = new Label();
    status.setId("graphStatus");
    status.textProperty().bind(viewModel.statusProperty());
    Button cancel = new Button("Cancel");
    cancel.setId("graphCancel");
    cancel.disableProperty().bind(viewModel.runningProperty().not());
    cancel.setOnAction(event -> viewModel.cancel());
    Region space = new Region();
    HBox.setHgrow(space, Priority.ALWAYS);
    HBox bar = new HBox(8, badge, space, progress, status, cancel, zoomOut, zoomIn, exportMenu());
    bar.setAlignment(Pos.CENTER_LEFT);
    bar.setPadding(new Insets(6));
    return bar;
  }

  /** The Export menu, live once there is a graph to export. */
  private MenuButton exportMenu() {
    MenuButton menu =
        export.menu("graphExport", canvas.canvas(), canvas::writeSvg, this::exportFailed);
    menu.disableProperty().bind(viewModel.graphProperty().isNull());
    return menu;
  }

  private void exportFailed(String message) {
    viewModel.statusProperty().set(message);
  }

  private void zoom(double factor) {
    canvas.zoom(factor, canvas.getWidth() / 2, canvas.getHeight() / 2);
  }

  private void showChosen() {
    syncing = true;
    try {
      snapshots.getSelectionModel().clearSelection();
      for (CommitChoice choice : viewModel.chosen()) {
        snapshots.getSelectionModel().select(choice);
      }
    } finally {
      syncing = false;
    }
  }

  /** Where exports are written, instead of a file chooser (for tests). */
  public void setExportTarget(ImageExport.Target target) {
    export.setTarget(target);
  }

  /** Pans the card with this id into view; returns its centre on the screen, for clicks. */
  public Optional<Point2D> revealCard(String id) {
    Optional<GraphCard> card = viewModel.graphProperty().get().card(id);
    return card.map(canvas::reveal);
  }

  /** The current zoom factor, 1 at first. */
  public double zoomFactor() {
    return canvas.scale();
  }
}
