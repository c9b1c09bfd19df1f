package io.tablescope.app.gui.diff;

import io.tablescope.app.cli.common.Numbers;
import io.tablescope.app.gui.common.CommitChoice;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.format.ContentKind;
import io.tablescope.inspector.diff.ChangeTotals;
import io.tablescope.inspector.diff.CommitDiff;
import io.tablescope.inspector.diff.Diffs;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.Table;
import java.util.ArrayList;
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
 * The diff of two commits picked by ref, id or version: the files added and removed, grouped by the
 * commit that explains them, and totals that reconcile.
 */
public final class DiffViewModel {
  private final MainViewModel main;
  private final ObservableList<CommitChoice> choices = FXCollections.observableArrayList();
  private final ObjectProperty<CommitChoice> from = new SimpleObjectProperty<>();
  private final ObjectProperty<CommitChoice> to = new SimpleObjectProperty<>();
  private final ObjectProperty<CommitDiff> diff = new SimpleObjectProperty<>();
  private final ObservableList<DiffGroup> groups = FXCollections.observableArrayList();
  private final StringProperty totals = new SimpleStringProperty("");
  private final ObservableList<DiffWarning> warnings = FXCollections.observableArrayList();
  private final BooleanProperty running = new SimpleBooleanProperty();

  public DiffViewModel(MainViewModel main) {
    this.main = main;
    main.tableProperty().addListener((observable, old, table) -> offer(table));
    offer(main.tableProperty().get());
  }

  private void offer(Table table) {
    diff.set(null);
    groups.clear();
    totals.set("");
    warnings.clear();
    if (table == null) {
      choices.clear();
      return;
    }
    List<CommitChoice> offered = new ArrayList<>(CommitChoice.refs(table));
    offered.addAll(CommitChoice.commits(table));
    choices.setAll(offered);
    // By default: what the newest commit of main changed, against its parent.
    Commit current = table.current().orElse(null);
    to.set(offered.isEmpty() ? null : offered.get(0));
    from.set(
        current == null || current.parentId() == null
            ? null
            : offered.stream()
                .filter(choice -> choice.commit().id() == current.parentId())
                .findFirst()
                .orElse(null));
  }

  /** Computes the diff of FROM and TO in the background. */
  public void run() {
    Table table = main.tableProperty().get();
    CommitChoice fromChoice = from.get();
    CommitChoice toChoice = to.get();
    if (table == null || fromChoice == null || toChoice == null) {
      return;
    }
    running.set(true);
    // A newer diff (or table) cancels this one, so its result never replaces the newer one's.
    main.runLong(
        "Comparing " + fromChoice.label() + " with " + toChoice.label(),
        progress -> {
          table.readAhead(List.of(fromChoice.commit(), toChoice.commit()), progress.forAnalysis());
          return Diffs.diff(table, fromChoice.commit(), toChoice.commit());
        },
        result -> {
          running.set(false);
          diff.set(result);
          groups.setAll(DiffGroup.of(result));
          totals.set(totalsText(result));
          warnings.setAll(DiffWarning.of(result));
        },
        failure -> {
          running.set(false);
          main.errorProperty().set(failure.getMessage());
        },
        () -> running.set(false));
  }

  /**
   * The totals line: files added and removed, then by content kind the files and their rows, rows
   * of data files apart from rows deleted by delete files.
   */
  static String totalsText(CommitDiff diff) {
    StringBuilder text =
        new StringBuilder()
            .append("+")
            .append(Numbers.grouped(diff.added().size()))
            .append(" added, −")
            .append(Numbers.grouped(diff.removed().size()))
            .append(" removed");
    for (Map.Entry<ContentKind, ChangeTotals> entry : diff.byContent().entrySet()) {
      ChangeTotals totals = entry.getValue();
      boolean deletes = entry.getKey().isDelete();
      String rows = deletes ? " deleted)" : ")";
      text.append("   ·   ")
          .append(entry.getKey().jsonName())
          .append(": +")
          .append(Numbers.count(totals.addedFiles(), "file"))
          .append(" (")
          .append(Numbers.count(deletes ? totals.addedDeletedRows() : totals.addedRows(), "row"))
          .append(rows)
          .append(", −")
          .append(Numbers.count(totals.removedFiles(), "file"))
          .append(" (")
          .append(
              Numbers.count(deletes ? totals.removedDeletedRows() : totals.removedRows(), "row"))
          .append(rows);
    }
    if (!diff.unknown().isEmpty()) {
      text.append("   ·   ")
          .append(Numbers.grouped(diff.unknown().size()))
          .append(" unknown, not counted");
    }
    return text.toString();
  }

  /** What the diff could not tell, a line each, empty when it read everything. */
  public ObservableList<DiffWarning> warnings() {
    return warnings;
  }

  public ObservableList<CommitChoice> choices() {
    return choices;
  }

  public ObjectProperty<CommitChoice> fromProperty() {
    return from;
  }

  public ObjectProperty<CommitChoice> toProperty() {
    return to;
  }

  public ObjectProperty<CommitDiff> diffProperty() {
    return diff;
  }

  public ObservableList<DiffGroup> groups() {
    return groups;
  }

  public StringProperty totalsProperty() {
    return totals;
  }

  public BooleanProperty runningProperty() {
    return running;
  }
}
