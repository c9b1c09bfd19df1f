package io.tablescope.app.gui.history;

import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.task.ProgressListener;
import io.tablescope.format.delta.checkpoint.Checkpoint;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.history.HistoryGraph;
import io.tablescope.inspector.history.HistoryGraph.HistoryRow;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.Table;
import io.tablescope.inspector.table.TableFormat;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * The table's history as a lineage graph, laid out in the background (with the table itself when
 * the main view model read it), with the selected row; the selection is the snapshot every other
 * view shows.
 */
public final class HistoryViewModel {
  private static final DateTimeFormatter TIME =
      DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss").withZone(ZoneOffset.UTC);

  private final MainViewModel main;
  private final ObjectProperty<HistoryGraph> graph = new SimpleObjectProperty<>();
  private final ObjectProperty<Set<Long>> checkpoints = new SimpleObjectProperty<>(Set.of());
  private TableFormat format = TableFormat.ICEBERG;
  private final IntegerProperty selectedRow = new SimpleIntegerProperty(-1);

  public HistoryViewModel(MainViewModel main) {
    this.main = main;
    main.tableProperty().addListener((observable, old, table) -> layOut(table));
    main.selectedCommitProperty().addListener((observable, old, commit) -> follow(commit));
    layOut(main.tableProperty().get());
  }

  private void layOut(Table table) {
    graph.set(null);
    selectedRow.set(-1);
    checkpoints.set(Set.of());
    if (table == null) {
      return;
    }
    format = table.format();
    HistoryGraph read = main.laidOutHistory(table);
    if (read != null) {
      show(new LaidOut(read, checkpointVersions(table)));
      return;
    }
    main.tasks()
        .run(
            progress -> new LaidOut(HistoryGraph.of(table), checkpointVersions(table)),
            this::show,
            failure -> main.errorProperty().set(failure.getMessage()),
            ProgressListener.IGNORE);
  }

  private void show(LaidOut laidOut) {
    checkpoints.set(laidOut.checkpoints());
    graph.set(laidOut.graph());
    follow(main.selectedCommitProperty().get());
  }

  private void follow(Commit commit) {
    HistoryGraph laidOut = graph.get();
    if (laidOut == null || commit == null) {
      return;
    }
    for (int i = 0; i < laidOut.rows().size(); i++) {
      if (laidOut.rows().get(i).commit().id() == commit.id()) {
        selectedRow.set(i);
        return;
      }
    }
  }

  /** Selects a row, making its commit the one the tree and details show. */
  public void select(int row) {
    HistoryGraph laidOut = graph.get();
    if (laidOut == null || row < 0 || row >= laidOut.rows().size()) {
      return;
    }
    selectedRow.set(row);
    main.selectedCommitProperty().set(laidOut.rows().get(row).commit());
  }

  /** The versions a Delta log holds a checkpoint of; none for formats without checkpoints. */
  private static Set<Long> checkpointVersions(Table table) {
    if (!(table instanceof DeltaTable delta)) {
      return Set.of();
    }
    Set<Long> versions = new HashSet<>();
    for (Checkpoint checkpoint : delta.checkpoints()) {
      versions.add(checkpoint.version());
    }
    return Set.copyOf(versions);
  }

  private record LaidOut(HistoryGraph graph, Set<Long> checkpoints) {}

  /**
   * What a row says, in the table format's words: for Iceberg the snapshot id, operation, time,
   * sequence number and summary counts; for Delta the version, operation, time, what its {@code
   * operationMetrics} tell and the engine that wrote it.
   */
  public RowText text(HistoryRow row) {
    Commit commit = row.commit();
    String operation = commit.operation() == null ? "(none)" : commit.operation();
    if (format == TableFormat.DELTA) {
      return new RowText(
          "version " + commit.id(),
          operation,
          DeltaCommitText.kind(commit),
          time(row),
          commit.writer() == null ? "" : commit.writer(),
          DeltaCommitText.summary(commit),
          checkpoints.get().contains(commit.id()));
    }
    return new RowText(
        Long.toString(commit.id()),
        operation,
        operation,
        time(row),
        "seq " + commit.sequence(),
        summary(row),
        false);
  }

  /**
   * One row's text.
   *
   * @param kind what the operation does, which gives it its colour: {@code append}, {@code
   *     overwrite}, {@code delete}, {@code replace} or anything else
   * @param order Iceberg's sequence number, or the Delta engine that wrote the version
   * @param checkpoint whether the log holds a checkpoint of the version
   */
  public record RowText(
      String id,
      String operation,
      String kind,
      String time,
      String order,
      String summary,
      boolean checkpoint) {}

  /** The time of a row's commit, in UTC. */
  public static String time(HistoryRow row) {
    return TIME.format(Instant.ofEpochMilli(row.commit().timestampMillis()));
  }

  /**
   * The most telling summary counts of a row's commit and the table's rows after it, e.g. {@code +2
   * data files −1 data file · 40 rows in all data files}.
   */
  public static String summary(HistoryRow row) {
    Map<String, String> summary = row.commit().summary();
    StringBuilder text = new StringBuilder();
    append(text, summary, "added-data-files", "+", "data");
    append(text, summary, "deleted-data-files", "−", "data");
    append(text, summary, "added-delete-files", "+", "delete");
    append(text, summary, "removed-delete-files", "−", "delete");
    // The table's total, not what the commit added: said so, lest it read as the commit's rows.
    String records = summary.get("total-records");
    if (records != null) {
      text.append(text.isEmpty() ? "" : "  ·  ").append(records).append(" rows in all data files");
    }
    return text.toString();
  }

  private static void append(
      StringBuilder text, Map<String, String> summary, String key, String sign, String what) {
    String count = summary.get(key);
    if (count != null && !count.equals("0")) {
      text.append(text.isEmpty() ? "" : "  ")
          .append(sign)
          .append(count)
          .append(' ')
          .append(what)
          .append(count.equals("1") ? " file" : " files");
    }
  }

  public ObjectProperty<HistoryGraph> graphProperty() {
    return graph;
  }

  /** The versions of a Delta table that have a checkpoint; empty for other formats. */
  public ObjectProperty<Set<Long>> checkpointsProperty() {
    return checkpoints;
  }

  /** Whether rows speak of Delta versions, which have no sequence numbers of their own. */
  /** Shows the user a failure of this view, such as an export that could not be written. */
  public void reportError(String message) {
    main.errorProperty().set(message);
  }

  public boolean isDelta() {
    return format == TableFormat.DELTA;
  }

  public IntegerProperty selectedRowProperty() {
    return selectedRow;
  }
}
