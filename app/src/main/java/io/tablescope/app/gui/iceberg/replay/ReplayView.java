package io.tablescope.app.gui.iceberg.replay;

import io.tablescope.app.gui.common.CheckResultCell;
import io.tablescope.app.gui.common.CommitChoice;
import io.tablescope.app.gui.replay.ReplayControls;
import io.tablescope.app.gui.replay.ReplayResultsPane;
import io.tablescope.inspector.iceberg.replay.ReplayResult;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The Replay tab: pick the proposed snapshot and the one it read, the operation, the checks, a
 * conflict filter, a row filter and how names bind; replay; read each check's verdict, and for a
 * failure Iceberg's message, why, and the fixes proven to pass. Selecting a failure shows its
 * snapshot in the history and the tree.
 */
public final class ReplayView extends BorderPane {

  public ReplayView(ReplayViewModel viewModel) {
    setId("replay");
    ComboBox<CommitChoice> proposal = new ComboBox<>(viewModel.proposals());
    proposal.setId("replayProposal");
    proposal.setPrefWidth(340);
    proposal.valueProperty().bindBidirectional(viewModel.proposalProperty());
    ComboBox<CommitChoice> base = new ComboBox<>(viewModel.bases());
    base.setId("replayBase");
    base.setPrefWidth(340);
    base.setPromptText("the proposal's parent");
    base.valueProperty().bindBidirectional(viewModel.baseProperty());
    ComboBox<String> operation = new ComboBox<>(viewModel.operations());
    operation.setId("replayOperation");
    operation.valueProperty().bindBidirectional(viewModel.operationProperty());
    TextField branch = new TextField();
    branch.setId("replayBranch");
    branch.textProperty().bindBidirectional(viewModel.branchProperty());
    ComboBox<String> isolation =
        new ComboBox<>(
            javafx.collections.FXCollections.observableArrayList(ReplayViewModel.ISOLATIONS));
    isolation.setId("replayIsolation");
    isolation.valueProperty().bindBidirectional(viewModel.isolationProperty());
    TextField validations = new TextField();
    validations.setId("replayValidations");
    validations.setPromptText("e.g. validateNoConflictingData, validateNoConflictingDeletes");
    validations.textProperty().bindBidirectional(viewModel.validationsProperty());
    validations
        .disableProperty()
        .bind(isolation.valueProperty().isNotEqualTo(ReplayViewModel.ISOLATIONS.get(2)));
    TextField filter = new TextField();
    filter.setId("replayFilter");
    filter.setPromptText(
        "conflict filter, e.g. color = 'red' and id < 50 (empty: true, the whole table)");
    filter.textProperty().bindBidirectional(viewModel.conflictFilterProperty());
    TextField rowFilter = new TextField();
    rowFilter.setId("replayRowFilter");
    rowFilter.setPromptText(
        "row filter of an overwrite or delete (overwriteByRowFilter, deleteFromRowFilter)");
    rowFilter.textProperty().bindBidirectional(viewModel.rowFilterProperty());
    rowFilter.disableProperty().bind(viewModel.takesRowFilterProperty().not());
    CheckBox caseSensitive = new CheckBox("Case-sensitive column names");
    caseSensitive.setId("replayCaseSensitive");
    caseSensitive.selectedProperty().bindBidirectional(viewModel.caseSensitiveProperty());
    Button run = new Button("Replay");
    run.setId("replayRun");
    run.setDefaultButton(true);
    run.disableProperty().bind(viewModel.replay().runningProperty());
    run.setOnAction(event -> viewModel.run());

    GridPane form = new GridPane();
    form.setHgap(8);
    form.setVgap(6);
    form.addRow(0, new Label("Proposal"), proposal, new Label("Read at"), base);
    form.addRow(1, new Label("Operation"), operation, new Label("Commits to"), branch);
    form.addRow(2, new Label("Checks"), isolation, new Label("Validations"), validations);
    form.add(new Label("Conflict filter"), 0, 3);
    form.add(filter, 1, 3, 3, 1);
    form.add(new Label("Row filter"), 0, 4);
    form.add(rowFilter, 1, 4, 3, 1);
    form.add(caseSensitive, 4, 4);
    form.add(run, 4, 3);
    ColumnConstraints grow = new ColumnConstraints();
    grow.setHgrow(Priority.ALWAYS);
    form.getColumnConstraints()
        .addAll(new ColumnConstraints(), grow, new ColumnConstraints(), grow);

    ReplayControls<ReplayResult> controls = new ReplayControls<>("replay", viewModel.replay());
    Label verdict = controls.verdict(ReplayResult::passes);
    Label plan = controls.plan(verdict);
    VBox top = new VBox(10, form, plan, verdict);
    top.setPadding(new Insets(8));
    setTop(top);

    SplitPane results =
        new ReplayResultsPane(
                "replay",
                "Checks, in Iceberg's order",
                "Failures (the first is the exception Iceberg throws)",
                "No failing check.")
            .build(viewModel.replay(), CheckCell::new, FailureCell::new, 90, 0.45);
    setCenter(results);
  }

  /** A failure: the check and Iceberg's message. */
  private static final class FailureCell extends ListCell<ReplayResult.Failure> {
    @Override
    protected void updateItem(ReplayResult.Failure failure, boolean empty) {
      super.updateItem(failure, empty);
      setText(
          empty || failure == null
              ? null
              : failure.check().displayName() + ": " + failure.message());
    }
  }

  /** An Iceberg check: its verdict mark, its name, and what it examined. */
  private static final class CheckCell extends CheckResultCell<ReplayResult.CheckResult> {
    CheckCell() {
      super(520);
    }

    @Override
    protected boolean passed(ReplayResult.CheckResult check) {
      return check.passed();
    }

    @Override
    protected String title(ReplayResult.CheckResult check) {
      return check.check().displayName();
    }

    @Override
    protected String examined(ReplayResult.CheckResult check) {
      return check.examined();
    }
  }
}
