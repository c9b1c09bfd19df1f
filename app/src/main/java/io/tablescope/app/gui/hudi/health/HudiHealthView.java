package io.tablescope.app.gui.hudi.health;

import io.tablescope.app.cli.common.HealthReport;
import io.tablescope.app.gui.common.Styles;
import io.tablescope.app.gui.health.IntegrityColumn;
import io.tablescope.app.gui.health.IntegrityView;
import io.tablescope.inspector.hudi.check.HudiFinding;
import java.util.List;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * What blocks a Hudi table: a section a question (writers that died, pending table services, log
 * pile-up, clean lag, timeline order, replaced groups, the metadata table), its findings beneath;
 * the selected finding's instants, numbers and files below; then the table's integrity, as the
 * CLI's {@code check} reports it. Reads only.
 */
public final class HudiHealthView extends BorderPane {
  /** A row of the tree: a section's title, a finding, or the words for a section with none. */
  private record Row(String text, HealthReport.Finding finding, boolean section) {}

  private static final List<IntegrityColumn<HudiFinding>> INTEGRITY_COLUMNS =
      List.of(
          new IntegrityColumn<>("Check", 150, HudiFinding::rule),
          new IntegrityColumn<>("Instant", 170, HudiFinding::instant),
          new IntegrityColumn<>("Path", 320, HudiFinding::path),
          new IntegrityColumn<>("Message", 520, HudiFinding::message));

  public HudiHealthView(HudiHealthViewModel viewModel) {
    setId("hudiHealth");
    Button again = new Button("Analyse again");
    again.setId("hudiHealthAnalyse");
    again.disableProperty().bind(viewModel.runningProperty());
    again.setOnAction(event -> viewModel.analyse());
    ProgressBar progress = new ProgressBar();
    progress.setId("hudiHealthProgress");
    progress.progressProperty().bind(viewModel.progressProperty());
    progress.visibleProperty().bind(viewModel.runningProperty());
    Button cancel = new Button("Cancel");
    cancel.setId("hudiHealthCancel");
    cancel.visibleProperty().bind(viewModel.runningProperty());
    cancel.setOnAction(event -> viewModel.cancel());
    Label status = new Label();
    status.setId("hudiHealthStatus");
    status.getStyleClass().add(Styles.MUTED);
    status.textProperty().bind(viewModel.statusProperty());
    HBox bar = new HBox(8, again, progress, cancel, status);
    bar.setAlignment(Pos.CENTER_LEFT);
    bar.setPadding(new Insets(8));
    setTop(bar);

    TreeView<Row> findings = new TreeView<>(new TreeItem<>(new Row("", null, true)));
    findings.setId("hudiHealthFindings");
    findings.setShowRoot(false);
    findings.setCellFactory(
        view ->
            new TreeCell<>() {
              @Override
              protected void updateItem(Row row, boolean empty) {
                super.updateItem(row, empty);
                setText(empty || row == null ? null : row.text());
                getStyleClass().remove("hudi-health-section");
                if (!empty && row != null && row.section()) {
                  getStyleClass().add("hudi-health-section");
                }
                setStyle(!empty && row != null && row.section() ? "-fx-font-weight: bold;" : "");
              }
            });
    viewModel
        .sections()
        .addListener(
            (ListChangeListener<HealthReport.Section>)
                change -> fill(findings.getRoot(), viewModel.sections()));
    findings
        .getSelectionModel()
        .selectedItemProperty()
        .subscribe(item -> viewModel.select(item == null ? null : item.getValue().finding()));

    ListView<String> details = new ListView<>();
    details.setId("hudiHealthDetails");
    details.setPlaceholder(new Label("Select a finding to see its instants and files."));
    viewModel
        .selectedProperty()
        .subscribe(
            finding ->
                details
                    .getItems()
                    .setAll(
                        finding == null
                            ? List.of()
                            : concat(finding.headline(), finding.details())));

    Label integrityTitle = new Label("Integrity");
    integrityTitle.getStyleClass().add(Styles.SECTION_TITLE);
    // A margin, not padding: the section title's style sets its own padding.
    VBox.setMargin(integrityTitle, new Insets(6, 8, 0, 8));
    VBox integrity =
        new VBox(integrityTitle, new IntegrityView<>(viewModel.integrity(), INTEGRITY_COLUMNS));
    integrity.setId("hudiIntegrity");
    VBox.setVgrow(integrity.getChildren().get(1), javafx.scene.layout.Priority.ALWAYS);

    SplitPane split = new SplitPane(findings, details, integrity);
    split.setOrientation(Orientation.VERTICAL);
    split.setDividerPositions(0.4, 0.6);
    setCenter(new VBox(split));
    VBox.setVgrow(split, javafx.scene.layout.Priority.ALWAYS);
  }

  private static List<String> concat(String headline, List<String> details) {
    return java.util.stream.Stream.concat(java.util.stream.Stream.of(headline), details.stream())
        .toList();
  }

  private static void fill(TreeItem<Row> root, List<HealthReport.Section> sections) {
    root.getChildren().clear();
    for (HealthReport.Section section : sections) {
      TreeItem<Row> item =
          new TreeItem<>(
              new Row(section.title() + " (" + section.findings().size() + ")", null, true));
      item.setExpanded(true);
      if (section.findings().isEmpty()) {
        item.getChildren().add(new TreeItem<>(new Row(section.none(), null, false)));
      }
      for (HealthReport.Finding finding : section.findings()) {
        item.getChildren().add(new TreeItem<>(new Row(finding.headline(), finding, false)));
      }
      root.getChildren().add(item);
    }
  }
}
