package io.tablescope.app.gui.history;

import java.util.Optional;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/**
 * The bar above the history's rows: a "Go to" field that jumps to the snapshot id, ref, Delta
 * version or Hudi instant typed on Enter, a short message beside it when nothing has that name, and
 * the view's Export menu at the right.
 */
final class HistoryGoTo extends HBox {
  private final TextField field = new TextField();
  private final Label message = new Label();

  /**
   * @param jumped called after a jump, to give the rows the keyboard
   */
  HistoryGoTo(HistoryViewModel viewModel, Node exportMenu, Runnable jumped) {
    super(8);
    setId("historyGoToBar");
    setAlignment(Pos.CENTER_LEFT);
    setPadding(new Insets(4, 8, 4, 8));
    Label label = new Label("Go to");
    label.setMinWidth(Region.USE_PREF_SIZE);
    field.setId("historyGoTo");
    field.setPromptText("snapshot id, ref, version or instant");
    field.setPrefColumnCount(24);
    label.setLabelFor(field);
    message.setId("historyGoToMessage");
    message.setMinWidth(0);
    Region space = new Region();
    HBox.setHgrow(space, Priority.ALWAYS);
    getChildren().addAll(label, field, message, space, exportMenu);
    field.textProperty().addListener((observable, old, text) -> message.setText(""));
    field.setOnAction(
        event -> {
          Optional<String> problem = viewModel.goTo(field.getText());
          message.setText(problem.orElse(""));
          if (problem.isEmpty()) {
            jumped.run();
          }
        });
  }
}
