package io.tablescope.app.gui.iceberg.definition;

import io.tablescope.app.gui.definition.KeyValue;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.task.TaskHandle;
import io.tablescope.format.iceberg.metadata.Schema;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.iceberg.metadata.TableMetadata;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.Summaries;
import io.tablescope.inspector.iceberg.TableSummary;
import io.tablescope.inspector.iceberg.definition.ColumnNdvs;
import io.tablescope.inspector.iceberg.definition.FieldChange;
import io.tablescope.inspector.iceberg.definition.MetadataHistory;
import io.tablescope.inspector.iceberg.definition.SchemaDiff;
import io.tablescope.inspector.iceberg.definition.SchemaVersion;
import io.tablescope.inspector.iceberg.definition.TableDefinition;
import io.tablescope.inspector.table.Table;
import java.util.List;
import java.util.Map;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The opened table's definition: for Iceberg, the {@link TableDefinition} of its metadata file, the
 * diff of two chosen schema versions, and on request the {@link MetadataHistory} along the metadata
 * log. All read in the background; a newer table or request replaces an older one's result, never
 * the reverse.
 */
public final class DefinitionViewModel {
  private static final ColumnNdvs NO_NDVS = new ColumnNdvs(List.of(), List.of());
  private final MainViewModel main;
  private final ObjectProperty<TableDefinition> definition = new SimpleObjectProperty<>();
  private final ObservableList<KeyValue> overview = FXCollections.observableArrayList();
  private final ObservableList<Integer> schemaIds = FXCollections.observableArrayList();
  private final ObjectProperty<Integer> fromSchema = new SimpleObjectProperty<>();
  private final ObjectProperty<Integer> toSchema = new SimpleObjectProperty<>();
  private final ObservableList<FieldChange> schemaRows = FXCollections.observableArrayList();
  private final ObservableList<SpecRow> specRows = FXCollections.observableArrayList();
  private final ObjectProperty<MetadataHistory> history = new SimpleObjectProperty<>();
  private final StringProperty historyStatus = new SimpleStringProperty("");
  private final BooleanProperty readingHistory = new SimpleBooleanProperty();
  private final BooleanProperty active = new SimpleBooleanProperty();
  private TableMetadata metadata;
  private ColumnNdvs ndvs = NO_NDVS;
  private Map<Integer, String> currentNdvs = Map.of();
  private Table loaded;
  private TaskHandle loading;
  private TaskHandle reading;

  public DefinitionViewModel(MainViewModel main) {
    this.main = main;
    main.tableProperty().addListener((observable, old, table) -> load(table));
    active.addListener((observable, was, now) -> load(main.tableProperty().get()));
    fromSchema.addListener((observable, old, id) -> compareSchemas());
    toSchema.addListener((observable, old, id) -> compareSchemas());
    load(main.tableProperty().get());
  }

  /**
   * Reads the table only while the view is shown: the summary reads the current snapshot's
   * manifests, which no one should pay for on every open, least of all on remote storage. A table
   * opened while hidden clears what the view showed and is read when it is shown.
   */
  private void load(Table table) {
    if (table == loaded) {
      return;
    }
    clear();
    if (table == null || !active.get()) {
      return;
    }
    loaded = table;
    if (table instanceof IcebergTable iceberg) {
      loading =
          main.tasks()
              .run(
                  progress ->
                      new Loaded(
                          TableDefinition.of(iceberg.metadata()),
                          Summaries.summarize(iceberg),
                          ColumnNdvs.read(iceberg)),
                  result -> show(iceberg, result),
                  this::failed,
                  (fraction, message) -> {});
    }
  }

  private void clear() {
    cancel();
    loaded = null;
    metadata = null;
    ndvs = NO_NDVS;
    currentNdvs = Map.of();
    definition.set(null);
    overview.clear();
    schemaIds.clear();
    schemaRows.clear();
    specRows.clear();
    history.set(null);
    historyStatus.set("");
  }

  private void cancel() {
    if (loading != null) {
      loading.cancel();
    }
    if (reading != null) {
      reading.cancel();
    }
    readingHistory.set(false);
  }

  private void failed(Throwable failure) {
    readingHistory.set(false);
    main.errorProperty().set(failure.getMessage());
  }

  /** What the background read of an Iceberg table brings. */
  private record Loaded(TableDefinition definition, TableSummary summary, ColumnNdvs ndvs) {}

  private void show(IcebergTable table, Loaded loaded) {
    TableDefinition result = loaded.definition();
    metadata = table.metadata();
    ndvs = loaded.ndvs();
    currentNdvs =
        ndvs.ofSnapshot(metadata.currentSnapshot().map(Snapshot::snapshotId).orElse(null));
    definition.set(result);
    overview.setAll(Overview.of(loaded.summary(), metadata));
    specRows.setAll(SpecRow.of(result.specs()));
    List<Integer> ids = result.schemas().stream().map(SchemaVersion::schemaId).toList();
    schemaIds.setAll(ids);
    // By default: the current schema against the version before it, or itself when it is the first.
    int current = metadata.currentSchemaId();
    int index = Math.max(ids.indexOf(current), 0);
    toSchema.set(ids.isEmpty() ? null : ids.get(index));
    fromSchema.set(ids.isEmpty() ? null : ids.get(Math.max(index - 1, 0)));
    compareSchemas();
  }

  /** Shows the fields of the TO schema, each compared with the FROM schema by field id. */
  private void compareSchemas() {
    Integer from = fromSchema.get();
    Integer to = toSchema.get();
    if (metadata == null || from == null || to == null) {
      schemaRows.clear();
      return;
    }
    Schema older = metadata.schema(from).orElse(null);
    Schema newer = metadata.schema(to).orElse(null);
    if (older == null || newer == null) {
      schemaRows.clear();
      return;
    }
    schemaRows.setAll(SchemaDiff.between(older, newer).fields());
  }

  /** Reads every earlier metadata file of the log in the background, for the history views. */
  public void readHistory() {
    Table table = main.tableProperty().get();
    if (!(table instanceof IcebergTable iceberg) || readingHistory.get()) {
      return;
    }
    readingHistory.set(true);
    historyStatus.set("Reading the metadata log…");
    reading =
        main.tasks()
            .run(
                progress -> MetadataHistory.read(iceberg, progress.forAnalysis()),
                result -> {
                  readingHistory.set(false);
                  history.set(result);
                  historyStatus.set(historyText(result));
                },
                this::failed,
                (fraction, message) -> historyStatus.set(message));
  }

  /** How many metadata files were read, and which could not be. */
  static String historyText(MetadataHistory history) {
    long unread = history.problems().size();
    StringBuilder text =
        new StringBuilder()
            .append(history.versions().size())
            .append(" metadata files compared, ")
            .append(history.propertyChanges().size())
            .append(" property changes, ")
            .append(history.refMoves().size())
            .append(" ref moves");
    if (unread > 0) {
      text.append(" · ⚠ ").append(unread).append(" could not be read:");
      history.problems().forEach(problem -> text.append("\n    ").append(problem));
    }
    return text.toString();
  }

  /** Whether the view is shown; the table is read only then. */
  public BooleanProperty activeProperty() {
    return active;
  }

  public ObjectProperty<TableDefinition> definitionProperty() {
    return definition;
  }

  public ObservableList<KeyValue> overview() {
    return overview;
  }

  public ObservableList<Integer> schemaIds() {
    return schemaIds;
  }

  public ObjectProperty<Integer> fromSchemaProperty() {
    return fromSchema;
  }

  public ObjectProperty<Integer> toSchemaProperty() {
    return toSchema;
  }

  /** The TO schema's fields compared with the FROM schema's, dropped fields last. */
  public ObservableList<FieldChange> schemaRows() {
    return schemaRows;
  }

  /**
   * A column's NDV in the current snapshot's Puffin statistics file, as its footer records it;
   * empty when that file has none for the column.
   */
  public String ndv(int fieldId) {
    return currentNdvs.getOrDefault(fieldId, "");
  }

  /** A statistics file's NDVs from its footer in words, or why its footer could not be read. */
  public String footerNdvs(String statisticsPath) {
    return ndvs.describe(statisticsPath);
  }

  public ObservableList<SpecRow> specRows() {
    return specRows;
  }

  public ObjectProperty<MetadataHistory> historyProperty() {
    return history;
  }

  public StringProperty historyStatusProperty() {
    return historyStatus;
  }

  public BooleanProperty readingHistoryProperty() {
    return readingHistory;
  }
}
