package io.tablescope.app.gui.hudi.replay;

import io.tablescope.app.cli.common.Numbers;
import io.tablescope.app.cli.hudi.HudiReplayOutput;
import io.tablescope.app.gui.replay.ReplayRunner;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.task.ProgressListener;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.format.io.FileAccess;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.hudi.replay.HudiOperationFile;
import io.tablescope.inspector.hudi.replay.HudiReplayResult;
import io.tablescope.inspector.hudi.replay.HudiReplayer;
import io.tablescope.inspector.table.Table;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The replay of a Hudi write: a proposal (a write left pending on the timeline, or an operation
 * file the user opens), replayed in the background as Hudi checks it at commit (and, when the
 * writer detects early, as it writes); then the verdict, every instant Hudi examines and, for the
 * conflict, Hudi's exception, message and why.
 */
public final class HudiReplayViewModel {

  /**
   * A proposal to replay: a pending instant of the table, or an operation file.
   *
   * @param label how the list shows it
   * @param location the operation file, or null for a pending instant
   * @param instant the pending instant's time, or null for an operation file
   */
  public record Proposal(String label, String location, String instant) {
    @Override
    public String toString() {
      return label;
    }
  }

  private final MainViewModel main;
  private final ObservableList<Proposal> proposals = FXCollections.observableArrayList();
  private final ObjectProperty<Proposal> proposal = new SimpleObjectProperty<>();
  private final StringProperty proposalNote = new SimpleStringProperty("");
  private final ReplayRunner<HudiReplayResult, HudiReplayResult.Examined, HudiReplayResult.Conflict>
      replay = new ReplayRunner<>();

  public HudiReplayViewModel(MainViewModel main) {
    this.main = main;
    main.tableProperty().addListener((observable, old, table) -> offer(table));
    proposal.addListener((observable, old, chosen) -> planFor(chosen));
    replay
        .selectedFailureProperty()
        .addListener((observable, old, failure) -> showFailure(failure));
    offer(main.tableProperty().get());
  }

  private HudiTable hudiTable() {
    return main.tableProperty().get() instanceof HudiTable hudi ? hudi : null;
  }

  /** Lists the table's pending writes, newest first, and picks the newest. */
  private void offer(Table table) {
    replay.cancel();
    replay.clear();
    proposals.clear();
    proposal.set(null);
    if (!(table instanceof HudiTable hudi)) {
      return;
    }
    planFor(null);
    // A pending replace commit's plan is read to tell a clustering from a write: off the UI thread.
    main.tasks()
        .run(
            progress -> pendingProposals(hudi),
            pending -> {
              if (main.tableProperty().get() == hudi) {
                offered(pending);
              }
            },
            failure -> proposalNote.set("Cannot list the pending writes: " + failure.getMessage()),
            ProgressListener.IGNORE);
  }

  private static List<Proposal> pendingProposals(HudiTable table) {
    List<Proposal> pending = new ArrayList<>();
    for (HoodieInstant instant : HudiReplayer.pendingWrites(table)) {
      pending.add(
          0,
          new Proposal(
              instant.action() + " " + instant.requestedTime() + " (" + instant.state() + ")",
              null,
              instant.requestedTime()));
    }
    return pending;
  }

  private void offered(List<Proposal> pending) {
    proposals.addAll(0, pending);
    proposalNote.set(
        pending.isEmpty()
            ? "No write is pending on the timeline: open an operation file."
            : Numbers.count(pending.size(), "write") + " pending on the timeline, newest first.");
    if (proposal.get() == null && !pending.isEmpty()) {
      proposal.set(pending.get(0));
    }
  }

  private void planFor(Proposal chosen) {
    replay.clear();
    replay
        .planProperty()
        .set(
            chosen == null
                ? "Pick a pending write or open an operation file, then press Replay."
                : "Press Replay to check "
                    + chosen.label()
                    + " as Hudi would check it if it committed now.");
  }

  /** Offers an operation file the user opened and picks it. */
  public void choose(String location) {
    Proposal opened = new Proposal(FileAccess.fileName(location), location, null);
    proposals.add(opened);
    proposal.set(opened);
  }

  /** Replays the chosen proposal in the background. */
  public void run() {
    HudiTable table = hudiTable();
    Proposal chosen = proposal.get();
    if (table == null || chosen == null) {
      return;
    }
    replay.run(
        main.tasks(), progress -> HudiReplayer.replay(table, operationFile(chosen)), this::show);
  }

  private HudiOperationFile operationFile(Proposal chosen) throws Exception {
    if (chosen.instant() != null) {
      return HudiOperationFile.ofInstant(chosen.instant());
    }
    String text =
        new String(main.storage().readAllBytes(chosen.location()), StandardCharsets.UTF_8);
    try {
      return HudiOperationFile.parse(text);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(chosen.location() + ": " + e.getMessage(), e);
    }
  }

  private void show(HudiReplayResult replayed) {
    replay.show(replayed, replayed.examined(), replayed.conflicts());
    // The verdict in the CLI's words.
    replay.verdictProperty().set(HudiReplayOutput.verdict(replayed));
    HudiReplayResult.Conflict conflict = replayed.conflict();
    if (replayed.earlyConflict() != null) {
      replay
          .explanationProperty()
          .set(EarlyConflictText.describe(replayed.earlyConflict()) + "\n\n" + summary(replayed));
    } else {
      replay.explanationProperty().set(conflict == null ? summary(replayed) : describe(conflict));
    }
  }

  /** Explains the conflict and selects the instant that caused it in the history. */
  private void showFailure(HudiReplayResult.Conflict conflict) {
    if (conflict == null || replay.resultProperty().get() == null) {
      return;
    }
    replay.explanationProperty().set(describe(conflict));
    HudiTable table = hudiTable();
    if (table != null) {
      table
          .commit(Long.parseLong(conflict.instant()))
          .ifPresent(main.selectedCommitProperty()::set);
    }
  }

  private String describe(HudiReplayResult.Conflict conflict) {
    return conflict.exceptionName()
        + ": "
        + conflict.message()
        + "\n\nCaused by "
        + conflict.action()
        + " "
        + conflict.instant()
        + " ("
        + conflict.state()
        + ").\n"
        + conflict.explanation()
        + "\n\nFile groups both touch:\n  "
        + conflict.fileGroups().stream().map(Object::toString).collect(Collectors.joining("\n  "))
        + "\n\n"
        + summary(replay.resultProperty().get());
  }

  private static String summary(HudiReplayResult replayed) {
    String text =
        replayed.proposal().action()
            + " "
            + replayed.proposal().instantTime()
            + " under "
            + replayed.proposal().concurrencyMode()
            + " with "
            + replayed.strategy().simpleName()
            + ": "
            + replayed.proposal().writes().size()
            + " file groups from "
            + replayed.proposal().source()
            + "."
            + EarlyConflictText.checks(replayed.earlyConflictDetection());
    return replayed.problems().isEmpty()
        ? text
        : text
            + "\n\nNot read:\n  "
            + replayed.problems().stream()
                .map(Object::toString)
                .collect(Collectors.joining("\n  "));
  }

  public ObservableList<Proposal> proposals() {
    return proposals;
  }

  public ObjectProperty<Proposal> proposalProperty() {
    return proposal;
  }

  /** What the table offers to replay. */
  public StringProperty proposalNoteProperty() {
    return proposalNote;
  }

  /** The replay: its plan, run, verdict, checks and failures. */
  public ReplayRunner<HudiReplayResult, HudiReplayResult.Examined, HudiReplayResult.Conflict>
      replay() {
    return replay;
  }
}
