package io.tablescope.app.gui.health;

import io.tablescope.app.cli.common.HealthReport;
import io.tablescope.app.gui.common.Styles;
import java.util.List;
import java.util.stream.Stream;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
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
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * A Health view, whatever the format: a bar to analyse again, with progress and cancel; a section a
 * question with its findings beneath; the selected finding's lines below; then any further sections
 * a format adds (its Integrity). Node ids start with the id given, e.g. {@code
 * deltaHealthFindings}.
 */
public final class HealthPane extends BorderPane {
  /** A row of the tree: a section's title, a finding, or the words for a section with none. */
  private record Row(String text, HealthReport.Finding finding, boolean section) {}

  private final SplitPane split;

  public HealthPane(String id, HealthViewModel<?> viewModel) {
    setId(id);
    Button again = new Button("Analyse again");
    again.setId(id + "Analyse");
    again.disableProperty().bind(viewModel.runningProperty());
    again.setOnAction(event -> viewModel.analyse());
    ProgressBar progress = new ProgressBar();
    progress.setId(id + "Progress");
    progress.progressProperty().bind(viewModel.progressProperty());
    progress.visibleProperty().bind(viewModel.runningProperty());
    Button cancel = new Button("Cancel");
    cancel.setId(id + "Cancel");
    cancel.visibleProperty().bind(viewModel.runningProperty());
    cancel.setOnAction(event -> viewModel.cancel());
    Label status = new Label();
    status.setId(id + "Status");
    status.getStyleClass().add(Styles.MUTED);
    status.textProperty().bind(viewModel.statusProperty());
    HBox bar = new HBox(8, again, progress, cancel, status);
    bar.setAlignment(Pos.CENTER_LEFT);
    bar.setPadding(new Insets(8));
    setTop(bar);

    TreeView<Row> findings = new TreeView<>(new TreeItem<>(new Row("", null, true)));
    findings.setId(id + "Findings");
    findings.setShowRoot(false);
    findings.setCellFactory(view -> new RowCell());
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
    details.setId(id + "Details");
    details.setPlaceholder(new Label("Select a finding to see what it concerns."));
    viewModel
        .selectedProperty()
        .subscribe(
            finding ->
                details
                    .getItems()
                    .setAll(
                        finding == null
                            ? List.of()
                            : Stream.concat(
                                    Stream.of(finding.headline()), finding.details().stream())
                                .toList()));

    split = new SplitPane(findings, details);
    split.setOrientation(Orientation.VERTICAL);
    split.setDividerPositions(0.6);
    VBox center = new VBox(split);
    VBox.setVgrow(split, Priority.ALWAYS);
    setCenter(center);
  }

  /**
   * Adds a titled section beneath the findings, such as a format's Integrity.
   *
   * @param id the section's node id
   */
  public void addSection(String title, String id, Node content) {
    Label heading = new Label(title);
    heading.getStyleClass().add(Styles.SECTION_TITLE);
    // A margin, not padding: the section title's style sets its own padding.
    VBox.setMargin(heading, new Insets(6, 8, 0, 8));
    VBox section = new VBox(heading, content);
    section.setId(id);
    VBox.setVgrow(content, Priority.ALWAYS);
    split.getItems().add(section);
    split.setDividerPositions(0.4, 0.6);
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

  /** A section's title in bold, a finding as its headline. */
  private static final class RowCell extends TreeCell<Row> {
    @Override
    protected void updateItem(Row row, boolean empty) {
      super.updateItem(row, empty);
      setText(empty || row == null ? null : row.text());
      setStyle(!empty && row != null && row.section() ? "-fx-font-weight: bold;" : "");
    }
  }
}
