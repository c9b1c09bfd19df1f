package io.tablescope.app.gui.definition;

import io.tablescope.app.gui.common.Styles;
import io.tablescope.format.delta.schema.StructField;
import io.tablescope.format.iceberg.metadata.MetadataLogEntry;
import io.tablescope.format.iceberg.metadata.PartitionStatisticsFile;
import io.tablescope.format.iceberg.metadata.StatisticsFile;
import io.tablescope.inspector.delta.DeltaSummary;
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
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
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
  private final ObservableList<StructField> deltaSchema = FXCollections.observableArrayList();
  private final ObservableList<KeyValue> deltaConfiguration = FXCollections.observableArrayList();

  public DefinitionView(DefinitionViewModel viewModel) {
    this.viewModel = viewModel;
    TabPane iceberg = new TabPane();
    iceberg.setId("definitionSections");
    iceberg.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
    iceberg
        .getTabs()
        .addAll(
            section("definitionOverviewSection", "Overview", overview("definitionOverview")),
            section("schemasSection", "Schemas", schemas()),
            section("specsSection", "Partition specs", specs()),
            section("sortOrdersSection", "Sort orders", sortOrders()),
            section("propertiesSection", "Properties", properties()),
            section("logsSection", "Logs", logs()),
            section("refsSection", "Refs", refs()),
            section("statisticsSection", "Statistics", statistics()));
    TabPane delta = new TabPane();
    delta.setId("deltaDefinitionSections");
    delta.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
    delta
        .getTabs()
        .addAll(
            section("deltaOverviewSection", "Overview", overview("deltaOverview")),
            section("deltaSchemaSection", "Schema", deltaSchema()),
            section("deltaConfigurationSection", "Configuration", deltaConfiguration()));
    setCenter(iceberg);
    viewModel
        .deltaProperty()
        .addListener((observable, was, isDelta) -> setCenter(isDelta ? delta : iceberg));
    viewModel.definitionProperty().addListener((observable, old, now) -> show(now));
    viewModel.historyProperty().addListener((observable, old, now) -> show(now));
    viewModel.deltaSummaryProperty().addListener((observable, old, now) -> show(now));
  }

  private static Tab section(String id, String title, Node content) {
    Tab tab = new Tab(title, content);
    tab.setId(id);
    return tab;
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

  private void show(DeltaSummary summary) {
    var metadata = summary == null ? null : summary.metadata();
    deltaSchema.setAll(
        metadata == null || metadata.schema() == null ? List.of() : metadata.schema().fields());
    deltaConfiguration.setAll(
        metadata == null
            ? List.of()
            : metadata.configuration().entrySet().stream()
                .sorted(Map.Entry.comparingByKey())
                .map(entry -> new KeyValue(entry.getKey(), entry.getValue()))
                .toList());
  }

  private Node overview(String id) {
    TableView<KeyValue> table = keyValues(id, viewModel.overview(), "Open a table.");
    return table;
  }

  private static TableView<KeyValue> keyValues(
      String id, ObservableList<KeyValue> rows, String placeholder) {
    TableView<KeyValue> table = Tables.of(id, rows, placeholder);
    table.getColumns().add(Tables.text("Name", 260, KeyValue::key));
    table.getColumns().add(Tables.text("Value", 760, KeyValue::value));
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
    TableView<KeyValue> current = keyValues("definitionProperties", properties, "No properties.");
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
            titled("Snapshot log", snapshots),
            titled("Metadata log", files),
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

  private static Node titled(String title, Node content) {
    Label label = new Label(title);
    label.getStyleClass().add(Styles.SECTION_TITLE);
    label.setPadding(new Insets(4, 8, 4, 8));
    VBox.setVgrow(content, Priority.ALWAYS);
    return new VBox(label, content);
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

  private Node statistics() {
    TableView<StatisticsFile> files =
        Tables.of("statisticsFiles", statistics, "No statistics files.");
    files.getColumns().add(Tables.text("Snapshot", 180, file -> Long.toString(file.snapshotId())));
    files.getColumns().add(Tables.text("Size", 100, file -> Long.toString(file.fileSizeInBytes())));
    files
        .getColumns()
        .add(Tables.text("Footer", 80, file -> Long.toString(file.fileFooterSizeInBytes())));
    files
        .getColumns()
        .add(
            Tables.text(
                "Blobs",
                300,
                file ->
                    file.blobs().stream()
                        .map(blob -> blob.type() + " " + blob.fields())
                        .collect(Collectors.joining(", "))));
    files.getColumns().add(Tables.text("Path", 520, StatisticsFile::path));
    TableView<PartitionStatisticsFile> partitions =
        Tables.of(
            "partitionStatisticsFiles", partitionStatistics, "No partition statistics files.");
    partitions
        .getColumns()
        .add(Tables.text("Snapshot", 180, file -> Long.toString(file.snapshotId())));
    partitions
        .getColumns()
        .add(Tables.text("Size", 100, file -> Long.toString(file.fileSizeInBytes())));
    partitions.getColumns().add(Tables.text("Path", 600, PartitionStatisticsFile::path));
    SplitPane split =
        new SplitPane(
            titled("Statistics files", files), titled("Partition statistics files", partitions));
    split.setOrientation(javafx.geometry.Orientation.VERTICAL);
    return split;
  }

  private Node deltaSchema() {
    TableView<StructField> table = Tables.of("deltaSchema", deltaSchema, "No schema.");
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

  private Node deltaConfiguration() {
    return keyValues("deltaConfiguration", deltaConfiguration, "No configuration.");
  }

  private static String time(long millis) {
    return Instant.ofEpochMilli(millis).toString();
  }
}
