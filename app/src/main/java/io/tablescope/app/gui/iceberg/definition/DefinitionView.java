package io.tablescope.app.gui.iceberg.definition;

import io.tablescope.app.gui.common.Styles;
import io.tablescope.app.gui.definition.KeyValue;
import io.tablescope.app.gui.definition.Tables;
import io.tablescope.format.iceberg.metadata.MetadataLogEntry;
import io.tablescope.format.iceberg.metadata.PartitionStatisticsFile;
import io.tablescope.format.iceberg.metadata.StatisticsFile;
import io.tablescope.inspector.iceberg.definition.FieldChange;
import io.tablescope.inspector.iceberg.definition.MetadataHistory;
import io.tablescope.inspector.iceberg.definition.PropertyChange;
import io.tablescope.inspector.iceberg.definition.RefMove;
import io.tablescope.inspector.iceberg.definition.RefRetention;
import io.tablescope.inspector.iceberg.definition.SnapshotLogRow;
import io.tablescope.inspector.iceberg.definition.SortOrderVersion;
import io.tablescope.inspector.iceberg.definition.TableDefinition;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The table's definition in sections. Iceberg: overview, schemas (two versions compared by field
 * id, each change in colour and words), partition specs and their evolution, sort orders,
 * properties and their history, the snapshot and metadata logs with rollbacks and fast-forwards,
 * refs with retention, statistics files. Delta: its summary, schema and configuration.
 */
public final class DefinitionView extends BorderPane {
  private final DefinitionViewModel viewModel;
  private final ObservableList<SortOrderVersion> sortOrders = FXCollections.observableArrayList();
  private final ObservableList<KeyValue> properties = FXCollections.observableArrayList();
  private final ObservableList<SnapshotLogRow> snapshotLog = FXCollections.observableArrayList();
  private final ObservableList<MetadataLogEntry> metadataLog = FXCollections.observableArrayList();
  private final ObservableList<RefRetention> refs = FXCollections.observableArrayList();
  private final ObservableList<StatisticsFile> statistics = FXCollections.observableArrayList();
  private final ObservableList<PartitionStatisticsFile> partitionStatistics =
      FXCollections.observableArrayList();
  private final ObservableList<PropertyChange> propertyChanges =
      FXCollections.observableArrayList();
  private final ObservableList<RefMove> refMoves = FXCollections.observableArrayList();

  public DefinitionView(DefinitionViewModel viewModel) {
    this.viewModel = viewModel;
    TabPane iceberg = new TabPane();
    iceberg.setId("definitionSections");
    iceberg.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
    iceberg
        .getTabs()
        .addAll(
            Tables.section("definitionOverviewSection", "Overview", overview("definitionOverview")),
            Tables.section("schemasSection", "Schemas", schemas()),
            Tables.section("specsSection", "Partition specs", specs()),
            Tables.section("sortOrdersSection", "Sort orders", sortOrders()),
            Tables.section("propertiesSection", "Properties", properties()),
            Tables.section("logsSection", "Logs", logs()),
            Tables.section("refsSection", "Refs", refs()),
            Tables.section(
                "statisticsSection",
                "Statistics",
                StatisticsSection.of(statistics, partitionStatistics, viewModel::footerNdvs)));
    setCenter(iceberg);
    viewModel.definitionProperty().addListener((observable, old, now) -> show(now));
    viewModel.historyProperty().addListener((observable, old, now) -> show(now));
  }

  private void show(TableDefinition definition) {
    if (definition == null) {
      List.of(
              sortOrders,
              properties,
              snapshotLog,
              metadataLog,
              refs,
              statistics,
              partitionStatistics)
          .forEach(List::clear);
      return;
    }
    sortOrders.setAll(definition.sortOrders());
    properties.setAll(
        definition.properties().entrySet().stream()
            .map(entry -> new KeyValue(entry.getKey(), entry.getValue()))
            .toList());
    snapshotLog.setAll(definition.snapshotLog());
    metadataLog.setAll(definition.metadataLog());
    refs.setAll(definition.refs());
    statistics.setAll(definition.statistics());
    partitionStatistics.setAll(definition.partitionStatistics());
  }

  private void show(MetadataHistory history) {
    propertyChanges.setAll(history == null ? List.of() : history.propertyChanges());
    refMoves.setAll(history == null ? List.of() : history.refMoves());
  }

  private Node overview(String id) {
    TableView<KeyValue> table = Tables.keyValues(id, viewModel.overview(), "Open a table.");
    return table;
  }

  private Node schemas() {
    ComboBox<Integer> from = new ComboBox<>(viewModel.schemaIds());
    from.setId("schemaFrom");
    from.valueProperty().bindBidirectional(viewModel.fromSchemaProperty());
    ComboBox<Integer> to = new ComboBox<>(viewModel.schemaIds());
    to.setId("schemaTo");
    to.valueProperty().bindBidirectional(viewModel.toSchemaProperty());
    Label note = new Label("Pick the same version twice to see it alone.");
    note.getStyleClass().add(Styles.MUTED);
    HBox pickers =
        new HBox(8, new Label("Schema"), from, new Label("compared with schema"), to, note);
    pickers.setAlignment(Pos.CENTER_LEFT);
    pickers.setPadding(new Insets(8));

    TableView<FieldChange> table =
        Tables.of("schemaFields", viewModel.schemaRows(), "The table has no schema.");
    table.getColumns().add(Tables.text("Id", 60, change -> Integer.toString(change.fieldId())));
    table
        .getColumns()
        .add(
            Tables.text(
                "Field",
                260,
                change -> "    ".repeat(change.field().depth()) + change.field().leafName()));
    table.getColumns().add(Tables.text("Type", 150, change -> change.field().type()));
    // The current snapshot's statistics: a column's NDV, as its Puffin footer records it.
    table.getColumns().add(Tables.text("NDV", 90, change -> viewModel.ndv(change.fieldId())));
    table
        .getColumns()
        .add(
            Tables.text(
                "Required", 80, change -> change.field().required() ? "required" : "optional"));
    table
        .getColumns()
        .add(
            Tables.text(
                "Doc", 220, change -> Objects.requireNonNullElse(change.field().doc(), "")));
    table
        .getColumns()
        .add(Tables.styled("Change", 170, FieldChange::words, DefinitionView::changeStyle));
    table.getColumns().add(Tables.text("Was", 300, FieldChange::detail));
    VBox.setVgrow(table, Priority.ALWAYS);
    return new VBox(pickers, table);
  }

  private static String changeStyle(FieldChange change) {
    if (!change.isChanged()) {
      return null;
    }
    if (change.kinds().contains(FieldChange.Kind.ADDED)) {
      return Styles.CHANGE_ADDED;
    }
    return change.kinds().contains(FieldChange.Kind.DROPPED)
        ? Styles.CHANGE_REMOVED
        : Styles.CHANGE_MODIFIED;
  }

  private Node specs() {
    TableView<SpecRow> table =
        Tables.of("specFields", viewModel.specRows(), "The table has no partition spec.");
    table.getColumns().add(Tables.text("Spec", 60, row -> Integer.toString(row.spec().specId())));
    table
        .getColumns()
        .add(Tables.text("Default", 70, row -> row.spec().isDefault() ? "default" : ""));
    table
        .getColumns()
        .add(
            Tables.text(
                "Field id",
                70,
                row -> row.field() == null ? "" : Integer.toString(row.field().fieldId())));
    table
        .getColumns()
        .add(
            Tables.text(
                "Name", 180, row -> row.field() == null ? "(unpartitioned)" : row.field().name()));
    table
        .getColumns()
        .add(
            Tables.text(
                "Transform", 120, row -> row.field() == null ? "" : row.field().transform()));
    table
        .getColumns()
        .add(Tables.text("Source", 180, row -> row.field() == null ? "" : row.field().source()));
    table
        .getColumns()
        .add(
            Tables.styled(
                "Change",
                200,
                row -> row.field() == null ? "" : specChange(row),
                row -> row.field() == null ? null : specStyle(row.field().change())));
    return table;
  }

  private static String specChange(SpecRow row) {
    String change = row.field().change();
    return change.equals("renamed") ? "renamed from " + row.field().previousName() : change;
  }

  private static String specStyle(String change) {
    return switch (change) {
      case "" -> null;
      case "added" -> Styles.CHANGE_ADDED;
      case "removed", "void" -> Styles.CHANGE_REMOVED;
      default -> Styles.CHANGE_MODIFIED;
    };
  }

  private Node sortOrders() {
    TableView<SortOrderVersion> table = Tables.of("sortOrders", sortOrders, "No sort orders.");
    table.getColumns().add(Tables.text("Order", 60, order -> Integer.toString(order.orderId())));
    table.getColumns().add(Tables.text("Default", 70, order -> order.isDefault() ? "default" : ""));
    table
        .getColumns()
        .add(
            Tables.text(
                "Fields",
                600,
                order -> order.isUnsorted() ? "(unsorted)" : String.join(", ", order.fields())));
    return table;
  }

  private Node properties() {
    TableView<KeyValue> current =
        Tables.keyValues("definitionProperties", properties, "No properties.");
    TableView<PropertyChange> history =
        Tables.of(
            "propertyHistory",
            propertyChanges,
            "Read the metadata log to see how the properties changed.");
    history.getColumns().add(Tables.text("Time", 200, change -> time(change.timestampMillis())));
    history.getColumns().add(Tables.text("Key", 240, PropertyChange::key));
    history
        .getColumns()
        .add(Tables.styled("Change", 90, PropertyChange::word, change -> propertyStyle(change)));
    history
        .getColumns()
        .add(Tables.text("Before", 160, change -> Objects.requireNonNullElse(change.before(), "")));
    history
        .getColumns()
        .add(Tables.text("After", 160, change -> Objects.requireNonNullElse(change.after(), "")));
    history.getColumns().add(Tables.text("Metadata file", 420, PropertyChange::metadataFile));
    SplitPane split = new SplitPane(current, withHistoryBar("readPropertyHistory", history));
    split.setOrientation(javafx.geometry.Orientation.VERTICAL);
    return split;
  }

  private static String propertyStyle(PropertyChange change) {
    return change.before() == null
        ? Styles.CHANGE_ADDED
        : change.after() == null ? Styles.CHANGE_REMOVED : Styles.CHANGE_MODIFIED;
  }

  /** A history table under the button that reads the metadata log, with its status. */
  private Node withHistoryBar(String buttonId, TableView<?> table) {
    Button read = new Button("Read the metadata log");
    read.setId(buttonId);
    read.disableProperty().bind(viewModel.readingHistoryProperty());
    read.setOnAction(event -> viewModel.readHistory());
    Label status = new Label();
    status.setWrapText(true);
    status.textProperty().bind(viewModel.historyStatusProperty());
    status.getStyleClass().add(Styles.MUTED);
    HBox bar = new HBox(8, read, status);
    bar.setAlignment(Pos.CENTER_LEFT);
    bar.setPadding(new Insets(8));
    VBox.setVgrow(table, Priority.ALWAYS);
    return new VBox(bar, table);
  }

  private Node logs() {
    TableView<SnapshotLogRow> snapshots =
        Tables.of("snapshotLog", snapshotLog, "The snapshot log is empty.");
    snapshots.getColumns().add(Tables.text("Time", 200, row -> time(row.timestampMillis())));
    snapshots
        .getColumns()
        .add(Tables.text("Main's snapshot", 200, row -> Long.toString(row.snapshotId())));
    snapshots
        .getColumns()
        .add(Tables.styled("Move", 120, SnapshotLogRow::move, row -> moveStyle(row.move())));
    TableView<MetadataLogEntry> files =
        Tables.of("metadataLog", metadataLog, "The metadata log is empty.");
    files.getColumns().add(Tables.text("Time", 200, entry -> time(entry.timestampMillis())));
    files.getColumns().add(Tables.text("Metadata file", 640, MetadataLogEntry::metadataFile));
    TableView<RefMove> moves =
        Tables.of(
            "refMoves",
            refMoves,
            "Read the metadata log to see where each version moved the refs.");
    moves.getColumns().add(Tables.text("Time", 200, move -> time(move.timestampMillis())));
    moves.getColumns().add(Tables.text("Ref", 120, RefMove::ref));
    moves
        .getColumns()
        .add(
            Tables.styled(
                "Move", 110, move -> move.kind().word(), move -> moveStyle(move.kind().word())));
    moves.getColumns().add(Tables.text("From", 180, move -> Objects.toString(move.from(), "")));
    moves.getColumns().add(Tables.text("To", 180, move -> Objects.toString(move.to(), "")));
    moves.getColumns().add(Tables.text("Metadata file", 420, RefMove::metadataFile));
    SplitPane split =
        new SplitPane(
            Tables.titled("Snapshot log", snapshots),
            Tables.titled("Metadata log", files),
            withHistoryBar("readRefHistory", moves));
    split.setOrientation(javafx.geometry.Orientation.VERTICAL);
    return split;
  }

  private static String moveStyle(String move) {
    return switch (move) {
      case "rollback" -> Styles.FLAGGED;
      case "fast-forward", "set" -> Styles.CHANGE_MODIFIED;
      default -> null;
    };
  }

  private Node refs() {
    TableView<RefRetention> table = Tables.of("refRetention", refs, "No refs.");
    table.getColumns().add(Tables.text("Ref", 140, RefRetention::name));
    table.getColumns().add(Tables.text("Type", 70, ref -> ref.type().jsonName()));
    table.getColumns().add(Tables.text("Snapshot", 180, ref -> Long.toString(ref.snapshotId())));
    table
        .getColumns()
        .add(Tables.text("Min snapshots to keep", 200, ref -> setting(ref.minSnapshotsToKeep())));
    table
        .getColumns()
        .add(Tables.text("Max snapshot age (ms)", 260, ref -> setting(ref.maxSnapshotAgeMs())));
    table.getColumns().add(Tables.text("Max ref age (ms)", 260, ref -> setting(ref.maxRefAgeMs())));
    return table;
  }

  private static String setting(RefRetention.Setting setting) {
    return setting == null ? "—" : setting.effectiveText() + "  (" + setting.from() + ")";
  }

  static String time(long millis) {
    return Instant.ofEpochMilli(millis).toString();
  }
}
