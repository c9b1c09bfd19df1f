package io.tablescope.app.gui.hudi;

import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.Table;
import javafx.concurrent.Task;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * A Hudi table's definition: its {@code hoodie.properties} and the writer schema of the selected
 * instant, read off the FX thread since the schema is in the instant's file.
 */
final class HudiDefinitionView extends VBox {
  private final Label title = new Label();
  private final TextArea text = new TextArea();
  private int shown;

  HudiDefinitionView(MainViewModel main) {
    setId("hudiDefinition");
    setSpacing(8);
    setPadding(new Insets(10));
    text.setEditable(false);
    text.setId("hudiDefinitionText");
    VBox.setVgrow(text, Priority.ALWAYS);
    getChildren().addAll(title, text);
    main.tableProperty().subscribe(table -> show(table, main.selectedCommitProperty().get()));
    main.selectedCommitProperty().subscribe(commit -> show(main.tableProperty().get(), commit));
  }

  private void show(Table table, Commit selected) {
    int asked = ++shown;
    if (!(table instanceof HudiTable hudi)) {
      title.setText("");
      text.clear();
      return;
    }
    Commit commit =
        selected != null && hudi.commit(selected.id()).isPresent()
            ? selected
            : hudi.current().orElse(null);
    title.setText(
        "Properties ("
            + hudi.configFile()
            + ")"
            + (commit == null ? "" : " · schema of instant " + hudi.line(commit).id()));
    Task<String> read =
        new Task<>() {
          @Override
          protected String call() {
            StringBuilder out = new StringBuilder();
            hudi.config()
                .properties()
                .forEach((key, value) -> out.append(key).append('=').append(value).append('\n'));
            out.append("\nWriter schema:\n");
            HoodieInstant instant = commit == null ? null : hudi.instant(commit).orElse(null);
            String schema = instant == null ? null : hudi.commitMetadata(instant).schema();
            out.append(schema == null ? "(none recorded by this instant)" : schema);
            return out.toString();
          }
        };
    // A read finishing after a later one was asked for is of a table or instant no longer shown.
    read.setOnSucceeded(
        event -> {
          if (asked == shown) {
            text.setText(read.getValue());
          }
        });
    read.setOnFailed(
        event ->
            text.setText("Could not read the definition: " + read.getException().getMessage()));
    Thread thread = new Thread(read, "hudi-definition");
    thread.setDaemon(true);
    thread.start();
  }
}
