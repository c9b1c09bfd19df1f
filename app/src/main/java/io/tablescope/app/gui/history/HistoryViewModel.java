package io.tablescope.app.gui.history;

import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.task.ProgressListener;
import io.tablescope.inspector.history.HistoryGraph;
import io.tablescope.inspector.history.HistoryGraph.HistoryRow;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.CommitDating;
import io.tablescope.inspector.table.CommitLine;
import io.tablescope.inspector.table.Table;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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
  private static final Pattern VERSION =
      Pattern.compile("(?:version\\s*|v)?(\\d+)", Pattern.CASE_INSENSITIVE);
  private static final DateTimeFormatter TIME =
      DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss").withZone(ZoneOffset.UTC);

  private final MainViewModel main;
  private final ObjectProperty<HistoryGraph> graph = new SimpleObjectProperty<>();
  private Table table;
  private Columns columns = Columns.NARROW;
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
    columns = Columns.NARROW;
    this.table = table;
    if (table == null) {
      return;
    }
    HistoryGraph read = main.laidOutHistory(table);
    if (read != null) {
      show(laidOut(table, read));
      return;
    }
    main.tasks()
        .run(
            progress -> laidOut(table, HistoryGraph.of(table)),
            this::show,
            failure -> main.errorProperty().set(failure.getMessage()),
            ProgressListener.IGNORE);
  }

  private void show(LaidOut laidOut) {
    columns = laidOut.columns();
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

  /**
   * Selects the row the text names, from what the history already holds (no manifest is read): an
   * Iceberg snapshot id or ref name, a Delta version ({@code 7}, {@code v7} or {@code version 7}),
   * or a Hudi instant time.
   *
   * @return why nothing was selected, or empty when the row was
   */
  public Optional<String> goTo(String text) {
    HistoryGraph laidOut = graph.get();
    String wanted = text == null ? "" : text.strip();
    if (laidOut == null) {
      return Optional.of("No history to search yet.");
    }
    if (wanted.isEmpty()) {
      return Optional.of("Type a snapshot id, ref, version or instant.");
    }
    Matcher version = VERSION.matcher(wanted);
    String number = version.matches() ? version.group(1) : wanted;
    List<HistoryRow> rows = laidOut.rows();
    for (int i = 0; i < rows.size(); i++) {
      HistoryRow row = rows.get(i);
      if (Long.toString(row.commit().id()).equals(number)
          || row.refs().stream().anyMatch(ref -> ref.name().equals(wanted))) {
        select(i);
        return Optional.empty();
      }
    }
    // A Hudi instant's time is its line's id, not the commit's number.
    for (int i = 0; i < rows.size(); i++) {
      if (table.line(rows.get(i).commit()).id().equals(wanted)) {
        select(i);
        return Optional.empty();
      }
    }
    return Optional.of("No snapshot, ref, version or instant \"" + wanted + "\".");
  }

  private static LaidOut laidOut(Table table, HistoryGraph graph) {
    return new LaidOut(graph, Columns.of(table, graph));
  }

  private record LaidOut(HistoryGraph graph, Columns columns) {}

  /**
   * Which of a row's columns need their wide width, as the newest rows' text needs them: long ids
   * (Iceberg's snapshot ids), long operation names, long writers (a Delta engine's name and
   * version), and room for a checkpoint's badge.
   */
  public record Columns(
      boolean wideId,
      boolean wideOperation,
      boolean wideOrder,
      boolean checkpoints,
      boolean dated) {
    static final Columns NARROW = new Columns(false, false, false, false, false);
    private static final int SAMPLED_ROWS = 500;
    private static final int NARROW_ID = 12;
    private static final int NARROW_OPERATION = 10;
    private static final int NARROW_ORDER = 12;

    static Columns of(Table table, HistoryGraph graph) {
      boolean id = false;
      boolean operation = false;
      boolean order = false;
      boolean checkpoints = false;
      boolean dated = false;
      for (HistoryRow row : graph.rows().subList(0, Math.min(SAMPLED_ROWS, graph.rows().size()))) {
        CommitLine line = table.line(row.commit());
        String name = row.commit().operation();
        id |= line.id().length() > NARROW_ID;
        operation |= name != null && name.length() > NARROW_OPERATION;
        order |= line.order().length() > NARROW_ORDER;
        checkpoints |= line.checkpoint();
        dated |= line.dating() != null;
      }
      return new Columns(id, operation, order, checkpoints, dated);
    }
  }

  /**
   * What a row says, in the table format's words ({@link Table#line}): for Iceberg the snapshot id,
   * operation, time, sequence number and summary counts; for Delta the version, operation, time,
   * what its {@code operationMetrics} tell and the engine that wrote it.
   */
  public RowText text(HistoryRow row) {
    Commit commit = row.commit();
    String operation = commit.operation() == null ? "(none)" : commit.operation();
    CommitLine line = table.line(commit);
    CommitDating dating = line.dating();
    return new RowText(
        line.id(),
        operation,
        line.kind(),
        time(row),
        dating == null
            ? ""
            : dating.rule()
                + " · written "
                + (dating.writtenMillis() == null ? "(unknown)" : time(dating.writtenMillis())),
        line.order(),
        line.summary(),
        line.checkpoint(),
        line.problem() == null ? null : "⚠ " + line.problem().what());
  }

  /**
   * All a row says, unclipped, for its tooltip: the commit, the time the table's time travel goes
   * by and the rule that gives it, the time its writer recorded, or what is wrong with it and why.
   */
  public String tooltip(HistoryRow row) {
    CommitLine line = table.line(row.commit());
    if (line.problem() != null) {
      return "⚠ " + line.problem().what() + "\n" + line.problem().why();
    }
    String operation = row.commit().operation() == null ? "(none)" : row.commit().operation();
    StringBuilder text = new StringBuilder(line.id()).append(" · ").append(operation);
    CommitDating dating = line.dating();
    if (dating == null) {
      text.append("\nCommitted ").append(time(row)).append(" UTC");
    } else {
      text.append("\nTime travel: ")
          .append(time(row))
          .append(" UTC, dated by ")
          .append(dating.rule())
          .append("\n  (")
          .append(dating.reason())
          .append(")\nWritten: ")
          .append(
              dating.writtenMillis() == null
                  ? "(the writer recorded no time)"
                  : time(dating.writtenMillis()) + " UTC, as the writer recorded it");
    }
    if (!line.order().isEmpty()) {
      text.append("\n").append(line.order());
    }
    if (!line.summary().isEmpty()) {
      text.append("\n").append(line.summary());
    }
    return text.toString();
  }

  /**
   * One row's text.
   *
   * @param kind what the operation does, which gives it its colour: {@code append}, {@code
   *     overwrite}, {@code delete}, {@code replace} or anything else
   * @param order Iceberg's sequence number, or the Delta engine that wrote the version
   * @param dating where the format dates commits by a rule: the rule that dated this one and the
   *     time its writer recorded; else empty
   * @param checkpoint whether the log holds a checkpoint of the version
   * @param problem what is wrong with the commit itself, drawn in its place; null when nothing is
   */
  public record RowText(
      String id,
      String operation,
      String kind,
      String time,
      String dating,
      String order,
      String summary,
      boolean checkpoint,
      String problem) {}

  /** The time of a row's commit, in UTC. */
  public static String time(HistoryRow row) {
    return time(row.commit().timestampMillis());
  }

  private static String time(long millis) {
    return TIME.format(Instant.ofEpochMilli(millis));
  }

  public ObjectProperty<HistoryGraph> graphProperty() {
    return graph;
  }

  /** Shows the user a failure of this view, such as an export that could not be written. */
  public void reportError(String message) {
    main.errorProperty().set(message);
  }

  /** Which columns of the rows need their wide width. */
  public Columns columns() {
    return columns;
  }

  public IntegerProperty selectedRowProperty() {
    return selectedRow;
  }
}
