package io.tablescope.app.gui.delta.definition;

import io.tablescope.app.gui.definition.KeyValue;
import io.tablescope.app.gui.definition.Tables;
import io.tablescope.format.delta.schema.StructField;
import io.tablescope.inspector.delta.DeltaSummary;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;

/**
 * A Delta table's definition: what {@code summary} knows (protocol, metadata, files, checkpoint),
 * the latest version's schema and its configuration, and the history of changes to them.
 */
public final class DeltaDefinitionView extends TabPane {
  private final ObservableList<StructField> schema = FXCollections.observableArrayList();
  private final ObservableList<KeyValue> configuration = FXCollections.observableArrayList();

  public DeltaDefinitionView(DeltaDefinitionViewModel viewModel) {
    setId("deltaDefinitionSections");
    setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
    getTabs()
        .addAll(
            Tables.section(
                "deltaOverviewSection",
                "Overview",
                Tables.keyValues("deltaOverview", viewModel.overview(), "Open a table.")),
            Tables.section("deltaSchemaSection", "Schema", schema()),
            Tables.section(
                "deltaConfigurationSection",
                "Configuration",
                Tables.keyValues("deltaConfiguration", configuration, "No configuration.")),
            Tables.section("deltaHistorySection", "History", history(viewModel.history())));
    viewModel.summaryProperty().addListener((observable, old, now) -> show(now));
  }

  private void show(DeltaSummary summary) {
    var metadata = summary == null ? null : summary.metadata();
    schema.setAll(
        metadata == null || metadata.schema() == null ? List.of() : metadata.schema().fields());
    configuration.setAll(
        metadata == null
            ? List.of()
            : metadata.configuration().entrySet().stream()
                .sorted(Map.Entry.comparingByKey())
                .map(entry -> new KeyValue(entry.getKey(), entry.getValue()))
                .toList());
  }

  /** What each version's metaData or protocol changed, as definition --history lists it. */
  private static TableView<DefinitionChangeRow> history(ObservableList<DefinitionChangeRow> rows) {
    TableView<DefinitionChangeRow> table = Tables.of("deltaDefinitionHistory", rows, "No changes.");
    table.getColumns().add(Tables.text("Version", 80, row -> Long.toString(row.version())));
    table.getColumns().add(Tables.text("Operation", 160, DefinitionChangeRow::operation));
    table.getColumns().add(Tables.text("What", 140, row -> row.change().what().word()));
    table.getColumns().add(Tables.text("Name", 220, row -> row.change().name()));
    table.getColumns().add(Tables.text("Change", 90, row -> row.change().change()));
    table
        .getColumns()
        .add(Tables.text("Before", 200, row -> Objects.toString(row.change().before(), "")));
    table
        .getColumns()
        .add(Tables.text("After", 200, row -> Objects.toString(row.change().after(), "")));
    return table;
  }

  private TableView<StructField> schema() {
    TableView<StructField> table = Tables.of("deltaSchema", schema, "No schema.");
    table.getColumns().add(Tables.text("Column", 200, StructField::name));
    table.getColumns().add(Tables.text("Type", 200, field -> field.type().simpleString()));
    table
        .getColumns()
        .add(Tables.text("Nullable", 80, field -> field.nullable() ? "nullable" : "not null"));
    table.getColumns().add(Tables.text("Physical name", 260, StructField::physicalName));
    table
        .getColumns()
        .add(Tables.text("Column id", 90, field -> Objects.toString(field.columnId(), "")));
    return table;
  }
}
