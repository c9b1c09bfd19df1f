package io.tablescope.app.gui.hudi.replay;

import io.tablescope.app.gui.common.CheckResultCell;
import io.tablescope.app.gui.common.Styles;
import io.tablescope.app.gui.replay.ReplayControls;
import io.tablescope.app.gui.replay.ReplayResultsPane;
import io.tablescope.inspector.hudi.replay.HudiReplayResult;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;

/**
 * The Replay tab of a Hudi table: pick a write left pending on the timeline, or open an operation
 * file; replay it in the background (cancellable); read Hudi's verdict, each instant it examines,
 * and for the conflict Hudi's exception, message and why. Selecting the conflict selects the
 * instant that caused it in the history.
 */
public final class HudiReplayView extends BorderPane {

  private final HudiReplayViewModel viewModel;

  public HudiReplayView(HudiReplayViewModel viewModel) {
    this.viewModel = viewModel;
    setId("hudiReplay");
    setTop(form());
    setCenter(results());
  }

  private VBox form() {
    ReplayControls<HudiReplayResult> controls =
        new ReplayControls<>("hudiReplay", viewModel.replay());
    ComboBox<HudiReplayViewModel.Proposal> proposal = new ComboBox<>(viewModel.proposals());
    proposal.setId("hudiReplayProposal");
    proposal.setPrefWidth(420);
    proposal.setPromptText("No write pending: open an operation file");
    proposal.valueProperty().bindBidirectional(viewModel.proposalProperty());
    Button open = new Button("Open OP.json…");
    open.setId("hudiReplayOpen");
    open.setOnAction(
        event ->
            ReplayControls.chooseFile(
                this,
                "Open a proposed Hudi write",
                new FileChooser.ExtensionFilter("Operation file", "*.json"),
                viewModel::choose));
    HBox row =
        new HBox(
            8,
            new Label("Proposal"),
            proposal,
            open,
            controls.run(viewModel.proposalProperty().isNull(), viewModel::run),
            controls.cancel());

    Label note = new Label();
    note.setId("hudiReplayNote");
    note.getStyleClass().add(Styles.MUTED);
    note.setWrapText(true);
    note.textProperty().bind(viewModel.proposalNoteProperty());
    Label verdict = controls.verdict(HudiReplayResult::passes);
    return ReplayControls.top(row, note, controls.plan(verdict), verdict);
  }

  private SplitPane results() {
    return new ReplayResultsPane(
            "hudiReplay",
            "Instants Hudi examines at commit, in its order",
            "The conflict Hudi raises (select it to see its instant)",
            "No conflict.",
            "Hudi examines no instant: the verdict above says why.")
        .build(viewModel.replay(), CheckCell::new, FailureCell::new, 60, 0.5);
  }

  /** For tests that pick an operation file without the file chooser. */
  HudiReplayViewModel viewModel() {
    return viewModel;
  }

  /** The conflict: Hudi's exception and the instant that causes it. */
  private static final class FailureCell extends ListCell<HudiReplayResult.Conflict> {
    @Override
    protected void updateItem(HudiReplayResult.Conflict conflict, boolean empty) {
      super.updateItem(conflict, empty);
      setText(
          empty || conflict == null
              ? null
              : conflict.exceptionName()
                  + " with "
                  + conflict.action()
                  + " "
                  + conflict.instant()
                  + " ("
                  + conflict.state()
                  + ") on "
                  + conflict.fileGroups().size()
                  + " file groups");
    }
  }

  /** One examined instant: its verdict mark, its name and why Hudi examines it. */
  private static final class CheckCell extends CheckResultCell<HudiReplayResult.Examined> {
    CheckCell() {
      super(560);
    }

    @Override
    protected boolean passed(HudiReplayResult.Examined examined) {
      return !examined.conflicts();
    }

    @Override
    protected String title(HudiReplayResult.Examined examined) {
      return examined.action() + " " + examined.instant() + " · " + examined.state();
    }

    @Override
    protected String examined(HudiReplayResult.Examined examined) {
      return examined.reason()
          + ": "
          + examined.fileGroups().size()
          + " file groups, "
          + examined.verdict()
          + (examined.overlap().isEmpty() ? "" : " on " + examined.overlap().size());
    }
  }
}
