package io.tablescope.app.gui.common;

import javafx.beans.value.ObservableValue;
import javafx.scene.control.Label;

/** The one line that says whether a replay or a publish would pass, green or red by its outcome. */
public final class VerdictLabel {
  private VerdictLabel() {}

  /**
   * @param passes whether the outcome shown passes; null while there is none
   */
  public static Label of(String id, ObservableValue<String> text, ObservableValue<Boolean> passes) {
    Label verdict = new Label();
    verdict.setId(id);
    verdict.setWrapText(true);
    verdict.getStyleClass().add("replay-verdict");
    verdict.textProperty().bind(text);
    passes.subscribe(
        passed -> {
          verdict.pseudoClassStateChanged(CheckResultCell.FAILED, passed != null && !passed);
          verdict.pseudoClassStateChanged(CheckResultCell.PASSED, passed != null && passed);
        });
    return verdict;
  }
}
