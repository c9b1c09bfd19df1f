package io.tablescope.app.gui.common;

import javafx.beans.property.StringProperty;
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

  /**
   * The line that says what a run would check, shown in the verdict's place while there is no
   * verdict: before the first run, and after a new proposal or a cancel cleared it.
   */
  public static Label plan(
      String id, ObservableValue<String> text, Label verdict, StringProperty verdictText) {
    Label plan = new Label();
    plan.setId(id);
    plan.setWrapText(true);
    plan.getStyleClass().add(Styles.MUTED);
    plan.textProperty().bind(text);
    plan.visibleProperty().bind(verdictText.isEmpty());
    plan.managedProperty().bind(plan.visibleProperty());
    verdict.visibleProperty().bind(plan.visibleProperty().not());
    verdict.managedProperty().bind(verdict.visibleProperty());
    return plan;
  }
}
