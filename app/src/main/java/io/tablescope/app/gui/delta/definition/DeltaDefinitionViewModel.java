package io.tablescope.app.gui.delta.definition;

import io.tablescope.app.gui.definition.KeyValue;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.task.ProgressListener;
import io.tablescope.app.gui.task.TaskHandle;
import io.tablescope.inspector.delta.DeltaSummaries;
import io.tablescope.inspector.delta.DeltaSummary;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.delta.history.DeltaDefinitionHistory;
import io.tablescope.inspector.table.Table;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * A Delta table's definition: what its {@link DeltaSummary} knows of the latest version and what
 * every {@code metaData} and {@code protocol} action changed, read in the background while the view
 * is shown; a newer table replaces an older one's result.
 */
public final class DeltaDefinitionViewModel {
  private final MainViewModel main;
  private final ObservableList<KeyValue> overview = FXCollections.observableArrayList();
  private final ObjectProperty<DeltaSummary> summary = new SimpleObjectProperty<>();
  private final ObservableList<DefinitionChangeRow> history = FXCollections.observableArrayList();
  private final BooleanProperty active = new SimpleBooleanProperty();
  private Table loaded;
  private TaskHandle loading;

  public DeltaDefinitionViewModel(MainViewModel main) {
    this.main = main;
    main.tableProperty().addListener((observable, old, table) -> load(table));
    active.addListener((observable, was, now) -> load(main.tableProperty().get()));
    load(main.tableProperty().get());
  }

  /** Reads the summary only while the view is shown: it replays the latest version's log. */
  private void load(Table table) {
    if (table == loaded) {
      return;
    }
    if (loading != null) {
      loading.cancel();
    }
    loaded = null;
    overview.clear();
    summary.set(null);
    history.clear();
    if (!(table instanceof DeltaTable delta) || !active.get()) {
      return;
    }
    loaded = table;
    loading =
        main.tasks()
            .run(
                progress ->
                    new Definition(
                        DeltaSummaries.summarize(delta), DeltaDefinitionHistory.read(delta)),
                read -> {
                  summary.set(read.summary());
                  overview.setAll(DeltaOverview.of(read.summary()));
                  history.setAll(DefinitionChangeRow.of(read.history()));
                },
                failure -> main.errorProperty().set(failure.getMessage()),
                ProgressListener.IGNORE);
  }

  /** The latest version's definition and how the log changed it, read in one task. */
  private record Definition(DeltaSummary summary, DeltaDefinitionHistory history) {}

  /** Whether the view is shown; the table is read only then. */
  public BooleanProperty activeProperty() {
    return active;
  }

  public ObservableList<KeyValue> overview() {
    return overview;
  }

  /** Each change to the schema, partitioning, properties and protocol, oldest version first. */
  public ObservableList<DefinitionChangeRow> history() {
    return history;
  }

  public ObjectProperty<DeltaSummary> summaryProperty() {
    return summary;
  }
}
