package io.tablescope.app.gui.hudi.maintenance;

import io.tablescope.app.gui.common.Clipped;
import io.tablescope.app.gui.common.ColumnHeaders;
import io.tablescope.app.gui.common.TableActions;
import io.tablescope.app.gui.preview.PreviewBar;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.inspector.hudi.clean.CleanPolicy;
import io.tablescope.inspector.hudi.clean.SliceDecision;
import java.util.List;
import javafx.geometry.Orientation;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * Hudi's Expire preview: the cleaner's policy and amounts in; every file slice with whether the
 * clean deletes it and why, and the instants archival would move, out.
 */
public final class HudiExpireView extends BorderPane {
  public HudiExpireView(HudiExpireViewModel model) {
    ComboBox<String> policy = new ComboBox<>();
    policy.setId("hudiExpirePolicy");
    policy.getItems().add(HudiExpireViewModel.TABLES_POLICY);
    for (CleanPolicy each : CleanPolicy.values()) {
      policy.getItems().add(each.name());
    }
    policy.valueProperty().bindBidirectional(model.policyProperty());
    TextField retain = field("hudiExpireRetain", "table's", model.retainProperty());
    TextField keepMin = field("hudiExpireKeepMin", "20", model.keepMinProperty());
    TextField keepMax = field("hudiExpireKeepMax", "30", model.keepMaxProperty());
    VBox top =
        PreviewBar.of(
            "hudiExpire",
            model.run(),
            model::preview,
            new Label("Policy"),
            policy,
            new Label("Retain"),
            retain,
            new Label("Keep min"),
            keepMin,
            new Label("Keep max"),
            keepMax);
    Label totals = label("hudiExpireTotals", model.totalsProperty().getValue());
    totals.textProperty().bind(model.totalsProperty());
    top.getChildren()
        .addAll(PreviewBar.plan("hudiExpire", model.plan(), model.previewProperty()), totals);
    setTop(top);

    TableView<SliceDecision> slices = new TableView<>(model.slices());
    ColumnHeaders.keepWhole(slices);
    slices.setId("hudiExpireSlices");
    TableActions.install(slices);
    slices.setPlaceholder(PreviewBar.placeholder(model.previewProperty(), "No file slices."));
    slices
        .getColumns()
        .setAll(
            List.of(
                PreviewBar.<SliceDecision, String>column(
                    "Clean", 70, slice -> slice.deleted() ? "delete" : "keep"),
                PreviewBar.<SliceDecision, String>column("Partition", 90, SliceDecision::partition),
                PreviewBar.<SliceDecision>path("File group", 300, SliceDecision::fileId),
                PreviewBar.<SliceDecision, String>column(
                    "Base instant", 170, SliceDecision::baseInstantTime),
                PreviewBar.<SliceDecision, Integer>column(
                    "Files", 60, slice -> slice.files().size()),
                PreviewBar.<SliceDecision>size("Size", 90, SliceDecision::sizeInBytes),
                PreviewBar.<SliceDecision>prose("Reason", 420, SliceDecision::reason)));
    Clipped.fills(slices, slices.getColumns());

    Label archival = new Label();
    archival.setId("hudiExpireArchival");
    archival.setWrapText(true);
    archival.textProperty().bind(model.archivalProperty());
    TableView<HoodieInstant> instants = new TableView<>(model.archived());
    ColumnHeaders.keepWhole(instants);
    instants.setId("hudiExpireArchived");
    TableActions.install(instants);
    instants.setPlaceholder(
        PreviewBar.placeholder(model.previewProperty(), "Archival moves no instant."));
    instants
        .getColumns()
        .setAll(
            List.of(
                PreviewBar.<HoodieInstant, String>column(
                    "Instant", 170, HoodieInstant::requestedTime),
                PreviewBar.<HoodieInstant, String>column("Action", 120, HoodieInstant::action),
                PreviewBar.<HoodieInstant, String>column(
                    "State", 110, instant -> instant.state().name())));
    VBox archivalBox = new VBox(4, archival, instants);
    VBox.setVgrow(instants, Priority.ALWAYS);
    SplitPane split = new SplitPane(slices, archivalBox);
    split.setOrientation(Orientation.VERTICAL);
    split.setDividerPositions(0.65);
    setCenter(split);
  }

  private static TextField field(
      String id, String prompt, javafx.beans.property.StringProperty value) {
    TextField field = new TextField();
    field.setId(id);
    field.setPromptText(prompt);
    field.setPrefColumnCount(5);
    field.textProperty().bindBidirectional(value);
    return field;
  }

  private static Label label(String id, String text) {
    Label label = new Label(text);
    label.setId(id);
    label.setWrapText(true);
    return label;
  }
}
