package io.tablescope.app.gui.iceberg.health;

import io.tablescope.app.gui.common.CheckResultCell;
import io.tablescope.app.gui.common.ColumnHeaders;
import io.tablescope.app.gui.common.Styles;
import io.tablescope.app.gui.common.TableActions;
import io.tablescope.app.gui.common.VerdictLabel;
import io.tablescope.app.gui.iceberg.health.PublishViewModel.Check;
import io.tablescope.inspector.iceberg.publish.PublishStep;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * The Publish section of the Health tab: pick a branch and its target, preview, and read the
 * verdict, each of the branch's snapshots with what publishing does with it, and the replay's
 * checks against the target. Double-clicking (or Enter on) a snapshot shows it in the History.
 */
public final class PublishSectionView extends BorderPane {

  public PublishSectionView(PublishViewModel viewModel, HealthNavigation navigation) {
    setId("publish");
    ComboBox<String> branch = new ComboBox<>(viewModel.branches());
    branch.setId("publishBranch");
    branch.valueProperty().bindBidirectional(viewModel.branchProperty());
    ComboBox<String> target = new ComboBox<>(viewModel.branches());
    target.setId("publishTarget");
    target.valueProperty().bindBidirectional(viewModel.targetProperty());
    Button preview = new Button("Preview");
    preview.setId("publishPreview");
    preview.disableProperty().bind(viewModel.runningProperty());
    preview.setOnAction(event -> viewModel.run());
    HBox form = new HBox(8, new Label("Publish branch"), branch, new Label("to"), target, preview);
    form.setAlignment(Pos.CENTER_LEFT);

    Label verdict =
        VerdictLabel.of(
            "publishVerdict",
            viewModel.verdictProperty(),
            viewModel.previewProperty().map(shown -> shown.succeeds()));
    VBox top = new VBox(10, form, verdict);
    top.setPadding(new Insets(8));
    setTop(top);

    TableView<PublishStep> steps = new TableView<>(viewModel.steps());
    ColumnHeaders.keepWhole(steps);
    steps.setId("publishSnapshots");
    TableActions.install(steps);
    steps.setPlaceholder(new Label("Preview to see the branch's snapshots since the fork point."));
    steps.getColumns().add(column("Snapshot", 170, step -> String.valueOf(step.snapshotId())));
    steps.getColumns().add(column("Operation", 90, PublishStep::operation));
    steps.getColumns().add(column("Action", 170, step -> step.action().jsonName()));
    steps
        .getColumns()
        .add(
            column(
                "What happens",
                600,
                step ->
                    step.exception() == null
                        ? step.message()
                        : step.exception().simpleName() + ": " + step.message()));
    steps.setRowFactory(
        table -> {
          TableRow<PublishStep> row = new TableRow<>();
          row.setOnMouseClicked(
              event -> {
                if (event.getButton() == MouseButton.PRIMARY
                    && event.getClickCount() == 2
                    && !row.isEmpty()) {
                  navigation.showSnapshot(row.getItem().snapshotId());
                }
              });
          return row;
        });
    steps.setOnKeyPressed(
        event -> {
          PublishStep selected = steps.getSelectionModel().getSelectedItem();
          if (event.getCode() == KeyCode.ENTER && selected != null) {
            navigation.showSnapshot(selected.snapshotId());
          }
        });

    ListView<Check> checks = new ListView<>(viewModel.checks());
    checks.setId("publishChecks");
    TableActions.install(checks, "Check");
    // Until a preview has run there is nothing to say about its replay.
    Label noChecks = new Label();
    noChecks
        .textProperty()
        .bind(
            Bindings.when(viewModel.previewProperty().isNull())
                .then("Preview to see the replay's validations.")
                .otherwise(
                    "No replay: a fast-forward changes nothing the target holds meanwhile."));
    checks.setPlaceholder(noChecks);
    checks.setCellFactory(list -> new CheckCell());
    Label checksTitle =
        new Label("The branch's snapshots replayed against the target since the fork point");
    checksTitle.getStyleClass().add(Styles.SECTION_TITLE);
    VBox checksPane = new VBox(6, checksTitle, checks);
    VBox.setVgrow(checks, javafx.scene.layout.Priority.ALWAYS);

    SplitPane results = new SplitPane(steps, checksPane);
    results.setOrientation(Orientation.VERTICAL);
    results.setDividerPositions(0.5);
    setCenter(results);
  }

  private static TableColumn<PublishStep, String> column(
      String title, double width, Function<PublishStep, String> value) {
    TableColumn<PublishStep, String> column = new TableColumn<>(title);
    column.setPrefWidth(width);
    column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(value.apply(cell.getValue())));
    return column;
  }

  /** A replay check, named with the branch snapshot it replayed. */
  private static final class CheckCell extends CheckResultCell<Check> {
    CheckCell() {
      super(720);
    }

    @Override
    protected boolean passed(Check check) {
      return check.result().passed();
    }

    @Override
    protected String title(Check check) {
      return check.snapshotId() + " · " + check.result().check().displayName();
    }

    @Override
    protected String examined(Check check) {
      return check.result().examined();
    }
  }
}
