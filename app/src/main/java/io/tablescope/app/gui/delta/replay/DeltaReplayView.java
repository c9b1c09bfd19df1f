package io.tablescope.app.gui.delta.replay;

import io.tablescope.app.gui.common.CheckResultCell;
import io.tablescope.app.gui.common.Styles;
import io.tablescope.app.gui.replay.ReplayControls;
import io.tablescope.app.gui.replay.ReplayResultsPane;
import io.tablescope.format.io.FileAccess;
import io.tablescope.inspector.delta.replay.DeltaReplayResult;
import javafx.collections.FXCollections;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;

/**
 * The Replay tab of a Delta table: pick a proposal (the table's {@code _proposals}, or open an
 * operation file or a losing commit file), say the version it read, its isolation level and what it
 * read; replay in the background (cancellable); read Delta's verdict, each check, and for the
 * conflict Delta's message and why. Selecting the failure selects its version in the history.
 */
public final class DeltaReplayView extends BorderPane {

  private final DeltaReplayViewModel viewModel;

  public DeltaReplayView(DeltaReplayViewModel viewModel) {
    this.viewModel = viewModel;
    setId("deltaReplay");
    setTop(form());
    setCenter(results());
  }

  private VBox form() {
    ReplayControls<DeltaReplayResult> controls =
        new ReplayControls<>("deltaReplay", viewModel.replay());
    ComboBox<String> proposal = new ComboBox<>(viewModel.proposals());
    proposal.setId("deltaReplayProposal");
    proposal.setPrefWidth(420);
    proposal.setPromptText("No proposal in the table's _proposals folder: open one");
    proposal.setButtonCell(new FileNameCell());
    proposal.setCellFactory(list -> new FileNameCell());
    proposal.valueProperty().bindBidirectional(viewModel.proposalProperty());
    Button open = new Button("Open OP.json or commit file…");
    open.setId("deltaReplayOpen");
    open.setOnAction(
        event ->
            ReplayControls.chooseFile(
                this,
                "Open a proposed Delta commit",
                new FileChooser.ExtensionFilter("Operation or commit file", "*.json"),
                viewModel::choose));
    TextField readVersion = new TextField();
    readVersion.setId("deltaReplayReadVersion");
    readVersion.setPromptText("the version the transaction read");
    readVersion.textProperty().bindBidirectional(viewModel.readVersionProperty());
    ComboBox<String> isolation =
        new ComboBox<>(FXCollections.observableArrayList(DeltaReplayViewModel.ISOLATIONS));
    isolation.setId("deltaReplayIsolation");
    isolation.valueProperty().bindBidirectional(viewModel.isolationProperty());
    TextField predicate = new TextField();
    predicate.setId("deltaReplayPredicate");
    predicate.setPromptText(
        "read predicate on partition columns, e.g. region = 'EU' (empty: read nothing; true: the"
            + " whole table)");
    predicate.textProperty().bindBidirectional(viewModel.readPredicateProperty());
    Button run = controls.run(viewModel.sourceProperty().isNull(), viewModel::run);
    Button cancel = controls.cancel();

    GridPane grid = new GridPane();
    grid.setHgap(8);
    grid.setVgap(6);
    grid.addRow(0, new Label("Proposal"), proposal, open);
    grid.addRow(1, new Label("Read version"), readVersion, new Label("Isolation"), isolation);
    grid.add(new Label("Read predicate"), 0, 2);
    grid.add(predicate, 1, 2, 3, 1);
    grid.add(new HBox(8, run, cancel), 4, 2);
    ColumnConstraints grow = new ColumnConstraints();
    grow.setHgrow(Priority.ALWAYS);
    grid.getColumnConstraints().addAll(new ColumnConstraints(), grow);

    Label source = new Label();
    source.setId("deltaReplaySource");
    source.getStyleClass().add(Styles.MUTED);
    source.setWrapText(true);
    source.textProperty().bind(viewModel.sourceNoteProperty());
    Label verdict = controls.verdict(DeltaReplayResult::passes);
    Label dependence = new Label();
    dependence.setId("deltaReplayDependence");
    dependence.getStyleClass().add(Styles.MUTED);
    dependence.setWrapText(true);
    dependence.textProperty().bind(viewModel.predicateDependenceProperty());
    return ReplayControls.top(grid, source, controls.plan(verdict), verdict, dependence);
  }

  private SplitPane results() {
    return new ReplayResultsPane(
            "deltaReplay",
            "Checks against each version since the read, in Delta's order",
            "The conflict Delta raises (select it to see its version)",
            "No conflict.")
        .build(viewModel.replay(), CheckCell::new, FailureCell::new, 60, 0.5);
  }

  /** A proposal by its file name. */
  private static final class FileNameCell extends ListCell<String> {
    @Override
    protected void updateItem(String location, boolean empty) {
      super.updateItem(location, empty);
      setText(empty || location == null ? null : FileAccess.fileName(location));
    }
  }

  /** The conflict: Delta's exception, version and the message's first line. */
  private static final class FailureCell extends ListCell<DeltaReplayResult.Failure> {
    @Override
    protected void updateItem(DeltaReplayResult.Failure failure, boolean empty) {
      super.updateItem(failure, empty);
      setText(
          empty || failure == null
              ? null
              : failure.exception().simpleName()
                  + " at version "
                  + failure.version()
                  + ": "
                  + failure.firstLine());
    }
  }

  /** A check against one version: its verdict mark, its name and version, and what it examined. */
  private static final class CheckCell extends CheckResultCell<DeltaReplayResult.CheckResult> {
    CheckCell() {
      super(560);
    }

    @Override
    protected boolean passed(DeltaReplayResult.CheckResult check) {
      return check.passed();
    }

    @Override
    protected String title(DeltaReplayResult.CheckResult check) {
      return check.check().methodName()
          + " · version "
          + check.version()
          + (check.check().dependsOnReadPredicate() ? " · rests on the read predicate" : "");
    }

    @Override
    protected String examined(DeltaReplayResult.CheckResult check) {
      return check.examined();
    }
  }
}
