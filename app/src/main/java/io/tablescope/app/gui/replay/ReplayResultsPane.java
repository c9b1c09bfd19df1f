package io.tablescope.app.gui.replay;

import io.tablescope.app.gui.common.Styles;
import io.tablescope.app.gui.common.TableActions;
import java.util.function.Supplier;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ObjectProperty;
import javafx.beans.value.ObservableBooleanValue;
import javafx.beans.value.ObservableStringValue;
import javafx.collections.ObservableList;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextArea;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The lower half of a Replay tab, the same for every format: the checks that ran on the left; the
 * failures and the selected one's explanation on the right.
 *
 * @param idPrefix prefix of the node ids tests look up, e.g. {@code replay} or {@code deltaReplay}
 * @param noCheck what the checks list says after a replay that ran no check
 */
public record ReplayResultsPane(
    String idPrefix, String checksTitle, String failuresTitle, String noFailure, String noCheck) {

  public ReplayResultsPane(
      String idPrefix, String checksTitle, String failuresTitle, String noFailure) {
    this(idPrefix, checksTitle, failuresTitle, noFailure, "No check ran.");
  }

  /** Builds the pane for a replay's checks, failures and explanation. */
  public <C, F> SplitPane build(
      ReplayRunner<?, C, F> replay,
      Supplier<ListCell<C>> checkCell,
      Supplier<ListCell<F>> failureCell,
      double failuresHeight,
      double divider) {
    return build(
        replay.resultProperty().isNotNull(),
        replay.checks(),
        checkCell,
        replay.failures(),
        failureCell,
        replay.selectedFailureProperty(),
        replay.explanationProperty(),
        failuresHeight,
        divider);
  }

  /**
   * Builds the pane; selecting a failure sets {@code selectedFailure}. Until {@code ran} holds, the
   * lists say nothing ran rather than that nothing failed.
   */
  private <C, F> SplitPane build(
      ObservableBooleanValue ran,
      ObservableList<C> checks,
      Supplier<ListCell<C>> checkCell,
      ObservableList<F> failures,
      Supplier<ListCell<F>> failureCell,
      ObjectProperty<F> selectedFailure,
      ObservableStringValue explanation,
      double failuresHeight,
      double divider) {
    ListView<C> checkList = new ListView<>(checks);
    checkList.setId(idPrefix + "Checks");
    TableActions.install(checkList, checksTitle);
    Label noChecks = new Label();
    noChecks
        .textProperty()
        .bind(Bindings.when(ran).then(noCheck).otherwise("Pick a proposal and press Replay."));
    checkList.setPlaceholder(noChecks);
    checkList.setCellFactory(list -> checkCell.get());
    ListView<F> failureList = new ListView<>(failures);
    failureList.setId(idPrefix + "Failures");
    TableActions.install(failureList, failuresTitle);
    Label noFailures = new Label();
    noFailures
        .textProperty()
        .bind(Bindings.when(ran).then(noFailure).otherwise("Not replayed yet."));
    failureList.setPlaceholder(noFailures);
    failureList.setPrefHeight(failuresHeight);
    failureList.setMinHeight(failuresHeight);
    failureList.setCellFactory(list -> failureCell.get());
    failureList
        .getSelectionModel()
        .selectedItemProperty()
        .addListener(
            (observable, old, failure) -> {
              if (failure != null) {
                selectedFailure.set(failure);
              }
            });
    TextArea text = new TextArea();
    text.setId(idPrefix + "Explanation");
    text.setEditable(false);
    text.setWrapText(true);
    text.textProperty().bind(explanation);
    VBox left = new VBox(6, title(checksTitle), checkList);
    VBox.setVgrow(checkList, Priority.ALWAYS);
    VBox right = new VBox(6, title(failuresTitle), failureList, text);
    VBox.setVgrow(text, Priority.ALWAYS);
    left.setPadding(new Insets(0, 0, 8, 8));
    right.setPadding(new Insets(0, 8, 8, 0));
    SplitPane results = new SplitPane(left, right);
    results.setOrientation(Orientation.HORIZONTAL);
    results.setDividerPositions(divider);
    return results;
  }

  private static Label title(String text) {
    Label title = new Label(text);
    title.getStyleClass().add(Styles.SECTION_TITLE);
    return title;
  }
}
