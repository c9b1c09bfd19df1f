package io.tablescope.app.gui.iceberg.replay;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tablescope.app.gui.common.CommitChoice;
import io.tablescope.app.gui.iceberg.session.OpenedIceberg;
import io.tablescope.app.gui.replay.ReplayRunner;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.iceberg.metadata.SnapshotRef;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.ManifestReading;
import io.tablescope.inspector.iceberg.replay.OperationFile;
import io.tablescope.inspector.iceberg.replay.OperationType;
import io.tablescope.inspector.iceberg.replay.ReplayResult;
import io.tablescope.inspector.iceberg.replay.Replayer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The replay of a proposed commit: the proposal (a snapshot, typically on a write-audit-publish
 * branch), the snapshot it read, the operation, the checks (an isolation level or Iceberg method
 * names), a conflict filter, a row filter and whether names bind case-sensitively; then every check
 * that ran and, for a failure, why and what would have passed.
 */
public final class ReplayViewModel {
  /** The choice of checks: Spark's presets, or the validations named one by one. */
  public static final List<String> ISOLATIONS =
      List.of("serializable", "snapshot", "listed validations");

  private final MainViewModel main;
  private final ObservableList<CommitChoice> proposals = FXCollections.observableArrayList();
  private final ObservableList<CommitChoice> bases = FXCollections.observableArrayList();
  private final ObservableList<String> operations = FXCollections.observableArrayList();
  private final ObjectProperty<CommitChoice> proposal = new SimpleObjectProperty<>();
  private final ObjectProperty<CommitChoice> base = new SimpleObjectProperty<>();
  private final StringProperty operation = new SimpleStringProperty(INFERRED);
  private final StringProperty isolation = new SimpleStringProperty("serializable");
  private final StringProperty validations = new SimpleStringProperty("");
  private final StringProperty conflictFilter = new SimpleStringProperty("");
  private final StringProperty rowFilter = new SimpleStringProperty("");
  private final BooleanProperty caseSensitive = new SimpleBooleanProperty(true);
  private final BooleanProperty takesRowFilter = new SimpleBooleanProperty(false);
  private final StringProperty branch = new SimpleStringProperty("main");
  private final ReplayRunner<ReplayResult, ReplayResult.CheckResult, ReplayResult.Failure> replay =
      new ReplayRunner<>();

  /** The operation choice that lets the proposal's snapshot decide. */
  public static final String INFERRED = "as the snapshot committed it";

  public ReplayViewModel(MainViewModel main) {
    this.main = main;
    operations.add(INFERRED);
    Arrays.stream(OperationType.values()).forEach(type -> operations.add(type.jsonName()));
    main.tableProperty().addListener((observable, old, table) -> offer(OpenedIceberg.of(main)));
    offer(OpenedIceberg.of(main));
    replay
        .selectedFailureProperty()
        .addListener((observable, old, failure) -> showFailure(failure));
    proposal.addListener((observable, old, choice) -> plan());
    base.addListener((observable, old, choice) -> plan());
    operation.addListener((observable, old, choice) -> plan());
    branch.addListener((observable, old, choice) -> plan());
    plan();
  }

  /** Says what a press of Replay would check, before anything ran. */
  private void plan() {
    StringProperty plan = replay.planProperty();
    IcebergTable table = OpenedIceberg.of(main);
    CommitChoice chosen = proposal.get();
    if (table == null || chosen == null) {
      takesRowFilter.set(false);
      plan.set("Pick a proposal and press Replay.");
      return;
    }
    Snapshot proposed = table.snapshotOf(chosen.commit());
    String what = INFERRED.equals(operation.get()) ? proposed.operation() : operation.get();
    // overwriteByRowFilter and deleteFromRowFilter; an inferred overwrite or delete may still turn
    // out a row delta, which the replay then refuses with the reason.
    takesRowFilter.set(
        OperationType.OVERWRITE.jsonName().equals(what)
            || OperationType.DELETE.jsonName().equals(what));
    Long read = base.get() != null ? Long.valueOf(base.get().commit().id()) : proposed.parentId();
    String onto = branchName();
    if (read == null) {
      plan.set(
          "Press Replay to check snapshot "
              + proposed.snapshotId()
              + "'s "
              + what
              + " against every commit on "
              + onto
              + ".");
      return;
    }
    SnapshotRef head = table.metadata().refs().get(onto);
    Long since = head == null ? null : commitsSince(table, head.snapshotId(), read);
    plan.set(
        "Press Replay to check snapshot "
            + proposed.snapshotId()
            + "'s "
            + what
            + (since == null
                ? " against " + onto + ", whose history does not hold snapshot " + read + "."
                : " against the "
                    + since
                    + " commits on "
                    + onto
                    + " after snapshot "
                    + read
                    + "."));
  }

  /** How many commits lead from {@code read} to {@code head}; null if {@code read} is not one. */
  private static Long commitsSince(IcebergTable table, long head, long read) {
    long count = 0;
    Long current = head;
    // Bounded by the snapshot count: damaged metadata may loop its parents.
    int limit = table.metadata().snapshots().size();
    while (current != null && current != read && count <= limit) {
      count++;
      current = table.snapshot(current).map(Snapshot::parentId).orElse(null);
    }
    return current == null || current != read ? null : count;
  }

  private void offer(IcebergTable table) {
    replay.resultProperty().set(null);
    replay.checks().clear();
    replay.failures().clear();
    replay.verdictProperty().set("");
    replay.explanationProperty().set("");
    if (table == null) {
      proposals.clear();
      bases.clear();
      return;
    }
    List<CommitChoice> refs = CommitChoice.refs(table);
    List<CommitChoice> snapshots = CommitChoice.commits(table);
    List<CommitChoice> offered = new ArrayList<>(refs);
    offered.addAll(snapshots);
    proposals.setAll(offered);
    bases.setAll(snapshots);
    // A branch other than main is the usual proposal (write-audit-publish, a losing writer).
    proposal.set(
        refs.stream()
            .filter(choice -> !choice.label().startsWith("branch main "))
            .filter(choice -> choice.label().startsWith("branch "))
            .findFirst()
            .orElse(offered.isEmpty() ? null : offered.get(0)));
    base.set(null);
    plan();
  }

  /** Builds the operation file from the choices and replays it in the background. */
  public void run() {
    IcebergTable table = OpenedIceberg.of(main);
    CommitChoice chosen = proposal.get();
    if (table == null || chosen == null) {
      return;
    }
    Snapshot proposed = table.snapshotOf(chosen.commit());
    String json = operationFile(proposed, base.get());
    // What the replay reads most: the proposal's manifests and those of the branch it lands on.
    List<Snapshot> read = new ArrayList<>(List.of(proposed));
    SnapshotRef head = table.metadata().refs().get(branchName());
    if (head != null) {
      table.snapshot(head.snapshotId()).ifPresent(read::add);
    }
    replay.runningProperty().set(true);
    replay.verdictProperty().set("Replaying …");
    main.runLong(
        "Replaying snapshot " + chosen.commit().id(),
        progress -> {
          ManifestReading.readAll(table, read, progress.forAnalysis());
          return Replayer.replay(table, OperationFile.parse(table, json));
        },
        replayed -> {
          replay.runningProperty().set(false);
          show(replayed);
        },
        failure -> {
          clear();
          replay.verdictProperty().set("Cannot replay: " + failure.getMessage());
        },
        () -> {
          clear();
          replay.verdictProperty().set("Cancelled: no result.");
        });
  }

  private String branchName() {
    return branch.get().isBlank() ? "main" : branch.get().trim();
  }

  private void clear() {
    replay.runningProperty().set(false);
    replay.resultProperty().set(null);
    replay.checks().clear();
    replay.failures().clear();
  }

  /** The operation file of design.md for the current choices. */
  String operationFile(Snapshot proposalSnapshot, CommitChoice baseChoice) {
    ObjectMapper mapper = new ObjectMapper();
    ObjectNode file = mapper.createObjectNode();
    file.put("snapshot-id", proposalSnapshot.snapshotId());
    if (baseChoice != null) {
      file.put("base-snapshot-id", baseChoice.commit().id());
    }
    file.put("branch", branchName());
    if (!INFERRED.equals(operation.get())) {
      file.put("operation", operation.get());
    }
    if (ISOLATIONS.get(2).equals(isolation.get())) {
      ArrayNode names = file.putArray("validations");
      Arrays.stream(validations.get().split("[,\\s]+"))
          .filter(name -> !name.isBlank())
          .forEach(names::add);
    } else {
      file.put("isolation", isolation.get());
    }
    if (!conflictFilter.get().isBlank()) {
      file.put("conflict-filter", conflictFilter.get().trim());
    }
    if (takesRowFilter.get() && !rowFilter.get().isBlank()) {
      file.put("row-filter", rowFilter.get().trim());
    }
    if (!caseSensitive.get()) {
      file.put("case-sensitive", false);
    }
    return file.toString();
  }

  private void show(ReplayResult replayed) {
    replay.show(replayed, replayed.checks(), replayed.failures());
    if (replayed.passes()) {
      replay
          .verdictProperty()
          .set("Would commit: every check passes against " + replayed.parentSnapshotId() + ".");
    } else {
      ReplayResult.Failure first = replayed.failures().get(0);
      replay
          .verdictProperty()
          .set("Would fail: " + first.exception().simpleName() + ": " + first.message());
    }
    replay
        .selectedFailureProperty()
        .set(replayed.failures().isEmpty() ? null : replayed.failures().get(0));
  }

  private void showFailure(ReplayResult.Failure failure) {
    ReplayResult replayed = replay.resultProperty().get();
    if (failure == null) {
      replay.explanationProperty().set(ReplayExplanation.summary(replayed));
      return;
    }
    replay.explanationProperty().set(ReplayExplanation.of(failure, replayed));
    IcebergTable table = OpenedIceberg.of(main);
    if (table != null && failure.snapshotId() != null) {
      // Selecting the cause shows it in the history graph and opens its tree.
      table.commit(failure.snapshotId()).ifPresent(main.selectedCommitProperty()::set);
    }
  }

  public ObservableList<CommitChoice> proposals() {
    return proposals;
  }

  public ObservableList<CommitChoice> bases() {
    return bases;
  }

  public ObservableList<String> operations() {
    return operations;
  }

  public ObjectProperty<CommitChoice> proposalProperty() {
    return proposal;
  }

  public ObjectProperty<CommitChoice> baseProperty() {
    return base;
  }

  public StringProperty operationProperty() {
    return operation;
  }

  public StringProperty isolationProperty() {
    return isolation;
  }

  public StringProperty validationsProperty() {
    return validations;
  }

  public StringProperty conflictFilterProperty() {
    return conflictFilter;
  }

  /** {@code overwriteByRowFilter} or {@code deleteFromRowFilter}, for operations that take one. */
  public StringProperty rowFilterProperty() {
    return rowFilter;
  }

  /** Iceberg's {@code caseSensitive(boolean)} for the filters' column names. */
  public BooleanProperty caseSensitiveProperty() {
    return caseSensitive;
  }

  /** Whether the chosen operation takes a row filter: an overwrite or a delete. */
  public ReadOnlyBooleanProperty takesRowFilterProperty() {
    return takesRowFilter;
  }

  public StringProperty branchProperty() {
    return branch;
  }

  /** The replay's plan, verdict, checks and failures; it runs through the main view model. */
  public ReplayRunner<ReplayResult, ReplayResult.CheckResult, ReplayResult.Failure> replay() {
    return replay;
  }
}
