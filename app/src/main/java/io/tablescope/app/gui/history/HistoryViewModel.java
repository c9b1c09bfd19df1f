package io.tablescope.app.gui.history;

import io.tablescope.app.gui.MainViewModel;
import io.tablescope.app.gui.task.ProgressListener;
import io.tablescope.inspector.history.HistoryGraph;
import io.tablescope.inspector.history.HistoryGraph.HistoryRow;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.Table;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Map;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * The table's history as a lineage graph, laid out in the background, with the selected row; the
 * selection is the snapshot every other view shows.
 */
public final class HistoryViewModel {
  private static final DateTimeFormatter TIME =
      DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss").withZone(ZoneOffset.UTC);

  private final MainViewModel main;
  private final ObjectProperty<HistoryGraph> graph = new SimpleObjectProperty<>();
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
    if (table == null) {
      return;
    }
    main.tasks()
        .run(
            progress -> HistoryGraph.of(table),
            laidOut -> {
              graph.set(laidOut);
              follow(main.selectedCommitProperty().get());
            },
            failure -> main.errorProperty().set(failure.getMessage()),
            ProgressListener.IGNORE);
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

  public IntegerProperty selectedRowProperty() {
    return selectedRow;
  }
}
