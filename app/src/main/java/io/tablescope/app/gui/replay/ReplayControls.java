package io.tablescope.app.gui.replay;

import io.tablescope.app.gui.common.VerdictLabel;
import java.io.File;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.value.ObservableBooleanValue;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;

/**
 * The controls of a Replay tab that every format shares, their node ids built from a prefix such as
 * {@code deltaReplay}: Replay and Cancel, the plan and verdict lines, and the file chooser.
 *
 * @param <R> the format's replay result
 */
public record ReplayControls<R>(String idPrefix, ReplayRunner<R, ?, ?> replay) {

  /** Replay: disabled while running or while {@code notReady} holds. */
  public Button run(ObservableBooleanValue notReady, Runnable action) {
    Button run = new Button("Replay");
    run.setId(idPrefix + "Run");
    run.setDefaultButton(true);
    run.disableProperty().bind(replay.runningProperty().or(notReady));
    run.setOnAction(event -> action.run());
    return run;
  }

  /** Cancel: shown only while a replay runs. */
  public Button cancel() {
    Button cancel = new Button("Cancel");
    cancel.setId(idPrefix + "Cancel");
    cancel.visibleProperty().bind(replay.runningProperty());
    cancel.managedProperty().bind(cancel.visibleProperty());
    cancel.setOnAction(event -> replay.cancel());
    return cancel;
  }

  /** The verdict, coloured by whether the result passes. */
  public Label verdict(Function<R, Boolean> passes) {
    return VerdictLabel.of(
        idPrefix + "Verdict", replay.verdictProperty(), replay.resultProperty().map(passes));
  }

  /** The plan, shown in the verdict's place while there is no verdict. */
  public Label plan(Label verdict) {
    return VerdictLabel.plan(
        idPrefix + "Plan", replay.planProperty(), verdict, replay.verdictProperty());
  }

  /** The form above the results: its rows, spaced and padded. */
  public static VBox top(Node... rows) {
    VBox top = new VBox(8, rows);
    top.setPadding(new Insets(8));
    return top;
  }

  /** Asks for a proposal file; {@code chosen} gets its absolute path unless the user cancels. */
  public static void chooseFile(
      Node owner, String title, FileChooser.ExtensionFilter json, Consumer<String> chosen) {
    FileChooser chooser = new FileChooser();
    chooser.setTitle(title);
    chooser.getExtensionFilters().addAll(json, new FileChooser.ExtensionFilter("Any file", "*"));
    File file =
        chooser.showOpenDialog(owner.getScene() == null ? null : owner.getScene().getWindow());
    if (file != null) {
      chosen.accept(file.getAbsolutePath());
    }
  }
}
