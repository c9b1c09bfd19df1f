package io.tablescope.app.gui.delta.replay;

import io.tablescope.app.gui.replay.ReplayRunner;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.task.ProgressListener;
import io.tablescope.format.io.FileAccess;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.delta.replay.DeltaProposal;
import io.tablescope.inspector.delta.replay.DeltaReplayResult;
import io.tablescope.inspector.delta.replay.DeltaReplayer;
import io.tablescope.inspector.delta.replay.IsolationLevel;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.Table;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The replay of a proposed Delta commit: a proposal (the table's {@code _proposals/*.op.json}, or
 * any operation file or losing commit file the user opens), the version it read, its isolation
 * level and its read predicate; then Delta's verdict, every check that ran and, for the conflict,
 * Delta's message and why. Reading files and replaying run in the background.
 */
public final class DeltaReplayViewModel {
  /** Where a table keeps the proposals the demo and users leave beside it; Delta ignores it. */
  public static final String PROPOSALS_FOLDER = "_proposals";

  /** The isolation choice that lets the table's {@code delta.isolationLevel} decide. */
  public static final String TABLE_DEFAULT = "the table's default";

  /** The isolation choices: the table's default, then Delta's levels. */
  public static final List<String> ISOLATIONS =
      List.of(
          TABLE_DEFAULT,
          IsolationLevel.SERIALIZABLE.deltaName(),
          IsolationLevel.WRITE_SERIALIZABLE.deltaName(),
          IsolationLevel.SNAPSHOT_ISOLATION.deltaName());

  private final MainViewModel main;
  private final ObservableList<String> proposals = FXCollections.observableArrayList();
  private final StringProperty proposal = new SimpleStringProperty();
  private final ObjectProperty<DeltaProposalSource> source = new SimpleObjectProperty<>();
  private final StringProperty readVersion = new SimpleStringProperty("");
  private final StringProperty isolation = new SimpleStringProperty(TABLE_DEFAULT);
  private final StringProperty readPredicate = new SimpleStringProperty("");
  private final StringProperty sourceNote = new SimpleStringProperty("");
  private final StringProperty predicateDependence = new SimpleStringProperty("");
  private final ReplayRunner<
          DeltaReplayResult, DeltaReplayResult.CheckResult, DeltaReplayResult.Failure>
      replay = new ReplayRunner<>();
  private Map<Long, Commit> causes = Map.of();

  public DeltaReplayViewModel(MainViewModel main) {
    this.main = main;
    main.tableProperty().addListener((observable, old, table) -> offer(table));
    proposal.addListener((observable, old, location) -> load(location));
    replay
        .selectedFailureProperty()
        .addListener((observable, old, failure) -> showFailure(failure));
    source.addListener((observable, old, read) -> plan());
    readVersion.addListener((observable, old, version) -> plan());
    isolation.addListener((observable, old, level) -> plan());
    offer(main.tableProperty().get());
  }

  /** Says what a press of Replay would check, before anything ran. */
  private void plan() {
    StringProperty plan = replay.planProperty();
    DeltaTable table = deltaTable();
    DeltaProposalSource read = source.get();
    if (table == null || read == null) {
      plan.set("Pick or open a proposal, then press Replay.");
      return;
    }
    String what = "Press Replay to check " + FileAccess.fileName(read.location());
    long version;
    try {
      version = Long.parseLong(readVersion.get().trim());
    } catch (NumberFormatException e) {
      plan.set(what + " once the read version is given.");
      return;
    }
    long since = table.commits().stream().filter(commit -> commit.id() > version).count();
    plan.set(
        what
            + " ("
            + isolation.get()
            + ") against the "
            + since
            + " versions committed after version "
            + version
            + ".");
  }

  private DeltaTable deltaTable() {
    return main.tableProperty().get() instanceof DeltaTable delta ? delta : null;
  }

  /** Lists the table's proposals in the background and picks the first. */
  private void offer(Table table) {
    replay.cancel();
    clearResult();
    proposals.clear();
    proposal.set(null);
    if (!(table instanceof DeltaTable delta)) {
      return;
    }
    String folder = FileAccess.child(delta.location(), PROPOSALS_FOLDER);
    main.tasks()
        .run(
            progress -> operationFilesIn(delta.files(), folder),
            listed -> {
              if (main.tableProperty().get() == delta) {
                proposals.setAll(listed);
                if (proposal.get() == null && !listed.isEmpty()) {
                  proposal.set(listed.get(0));
                }
              }
            },
            failure -> sourceNote.set("Cannot list " + folder + ": " + failure.getMessage()),
            ProgressListener.IGNORE);
  }

  private static List<String> operationFilesIn(FileAccess files, String folder) throws IOException {
    if (!files.isDirectory(folder)) {
      return List.of();
    }
    return files.list(folder).stream().filter(name -> name.endsWith(".op.json")).toList();
  }

  /** Offers a file the user opened (an operation file or a commit file) and picks it. */
  public void choose(String location) {
    if (!proposals.contains(location)) {
      proposals.add(location);
    }
    proposal.set(location);
  }

  /** Reads the chosen proposal in the background and fills the form from what it says. */
  private void load(String location) {
    source.set(null);
    clearResult();
    if (location == null) {
      sourceNote.set("");
      return;
    }
    sourceNote.set("Reading " + location + " …");
    main.tasks()
        .run(
            progress -> DeltaProposalSource.read(main.storage(), location),
            read -> {
              if (Objects.equals(proposal.get(), location)) {
                fill(read);
              }
            },
            failure -> {
              if (Objects.equals(proposal.get(), location)) {
                sourceNote.set("Cannot read the proposal: " + failure.getMessage());
              }
            },
            ProgressListener.IGNORE);
  }

  private void fill(DeltaProposalSource read) {
    source.set(read);
    readVersion.set(read.readVersion() == null ? "" : String.valueOf(read.readVersion()));
    isolation.set(read.isolation() == null ? TABLE_DEFAULT : read.isolation().deltaName());
    readPredicate.set(read.readPredicate() == null ? "" : read.readPredicate());
    sourceNote.set(
        read.actions().size()
            + " actions from "
            + (read.operationFile() ? "operation file " : "commit file ")
            + FileAccess.fileName(read.location())
            + (read.operationFile()
                ? ""
                : ". A commit file does not say what the transaction read: give the read predicate."));
  }

  /** Replays the proposal with the form's answers in the background. */
  public void run() {
    DeltaTable table = deltaTable();
    DeltaProposalSource chosen = source.get();
    if (table == null || chosen == null) {
      return;
    }
    String version = readVersion.get();
    IsolationLevel level = IsolationLevel.fromName(isolation.get());
    String predicate = readPredicate.get();
    predicateDependence.set("");
    replay.run(
        main.tasks(),
        progress -> {
          DeltaProposal proposal = chosen.proposal(version, level, predicate);
          DeltaReplayResult replayed =
              DeltaReplayer.replay(table.files(), table.location(), proposal);
          // The causing versions' commits are read here, off the UI thread.
          Map<Long, Commit> causes = new HashMap<>();
          for (DeltaReplayResult.Failure failure : replayed.failures()) {
            table.commit(failure.version()).ifPresent(c -> causes.put(c.id(), c));
          }
          return new Replayed(replayed, causes);
        },
        this::show);
  }

  private void clearResult() {
    replay.clear();
    predicateDependence.set("");
  }

  private void show(Replayed answer) {
    DeltaReplayResult replayed = answer.result();
    causes = answer.causes();
    replay.show(replayed, replayed.checks(), replayed.failures());
    predicateDependence.set(replayed.predicateDependence());
    StringProperty verdict = replay.verdictProperty();
    if (replayed.passes()) {
      verdict.set(
          "Would commit: no conflict with the "
              + replayed.versionsChecked().size()
              + " versions committed since version "
              + replayed.readVersion()
              + ".");
    } else {
      DeltaReplayResult.Failure first = replayed.failures().get(0);
      verdict.set("Would fail: " + first.exception().simpleName() + ": " + first.firstLine());
    }
    replay
        .explanationProperty()
        .set(replayed.passes() ? problems(replayed) : describe(replayed.failures().get(0)));
  }

  /** Explains the failure and selects the version that caused it. */
  private void showFailure(DeltaReplayResult.Failure failure) {
    if (failure == null || replay.resultProperty().get() == null) {
      return;
    }
    replay.explanationProperty().set(describe(failure));
    Commit cause = causes.get(failure.version());
    if (cause != null) {
      // Selecting the cause shows its version in the history and opens it in the tree.
      main.selectedCommitProperty().set(cause);
    }
  }

  private String describe(DeltaReplayResult.Failure failure) {
    Commit cause = causes.get(failure.version());
    List<String> parts = new ArrayList<>();
    parts.add(failure.check().methodName() + " (" + failure.exception().simpleName() + ")");
    parts.add(failure.message());
    parts.add(
        "Caused by version "
            + failure.version()
            + (cause == null || cause.operation() == null ? "" : " (" + cause.operation() + ")")
            + (cause == null || cause.writer() == null ? "" : ", written by " + cause.writer())
            + ".\n"
            + failure.explanation());
    if (!failure.files().isEmpty()) {
      parts.add("Files:\n  " + String.join("\n  ", failure.files()));
    }
    parts.add(
        failure.dependsOnReadPredicate()
            ? "This verdict rests on the read predicate you supplied: Delta never records what a"
                + " transaction read."
            : "This verdict depends only on the log, not on the read predicate.");
    String problems = problems(replay.resultProperty().get());
    if (!problems.isEmpty()) {
      parts.add(problems);
    }
    return String.join("\n\n", parts);
  }

  private static String problems(DeltaReplayResult replayed) {
    return replayed.problems().isEmpty()
        ? ""
        : "Not checked, the log cannot be read there:\n  "
            + String.join("\n  ", replayed.problems().stream().map(Object::toString).toList());
  }

  /** A replay's verdict and the commits of the versions that caused its failures. */
  private record Replayed(DeltaReplayResult result, Map<Long, Commit> causes) {}

  public ObservableList<String> proposals() {
    return proposals;
  }

  /** The chosen proposal file. */
  public StringProperty proposalProperty() {
    return proposal;
  }

  /** The chosen proposal, read; null while reading or when it cannot be read. */
  public ObjectProperty<DeltaProposalSource> sourceProperty() {
    return source;
  }

  public StringProperty readVersionProperty() {
    return readVersion;
  }

  /** One of {@link #ISOLATIONS}. */
  public StringProperty isolationProperty() {
    return isolation;
  }

  /** Empty: the transaction read nothing; {@code true}: the whole table. */
  public StringProperty readPredicateProperty() {
    return readPredicate;
  }

  /** What the chosen proposal brought, or why it cannot be read. */
  public StringProperty sourceNoteProperty() {
    return sourceNote;
  }

  /** Which verdicts rest on the read predicate the user supplied, said plainly. */
  public StringProperty predicateDependenceProperty() {
    return predicateDependence;
  }

  /** The replay: its plan, run, verdict, checks and failures. */
  public ReplayRunner<DeltaReplayResult, DeltaReplayResult.CheckResult, DeltaReplayResult.Failure>
      replay() {
    return replay;
  }
}
