package io.tablescope.app.gui.delta.graph;

import io.tablescope.app.gui.graph.GraphView;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextArea;

/** Delta's Graph tab: the neutral graph of chosen versions beside the selected card's details. */
public final class DeltaGraphView extends SplitPane {
  private final DeltaGraphViewModel viewModel;

  public DeltaGraphView(DeltaGraphViewModel viewModel) {
    this.viewModel = viewModel;
    setId("deltaGraph");
    TextArea details = new TextArea();
    details.setId("graphDetails");
    details.setEditable(false);
    details.setWrapText(true);
    details.textProperty().bind(viewModel.detailsProperty());
    getItems()
        .addAll(
            new GraphView(viewModel, "Versions to draw (Ctrl-click for several)", true), details);
    setDividerPositions(0.72);
  }

  /** The view model, for tests that compare the cards with the table. */
  public DeltaGraphViewModel viewModel() {
    return viewModel;
  }
}
