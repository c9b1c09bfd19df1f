package io.tablescope.app.gui.iceberg.replay;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.common.CommitChoice;
import io.tablescope.app.gui.iceberg.session.OpenedIceberg;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.session.ViewModels;
import io.tablescope.app.gui.settings.Settings;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.replay.OperationFile;
import io.tablescope.inspector.iceberg.replay.ReplayResult;
import io.tablescope.inspector.iceberg.replay.Replayer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class ReplayViewModelTest {
  private final Settings preferences = ViewModels.preferences();
  private final MainViewModel main = ViewModels.main(preferences);
  private final ReplayViewModel viewModel = new ReplayViewModel(main);

  @AfterEach
  void removePreferences() {
    preferences.removeNode();
  }

  private Snapshot ref(IcebergTable table, String name) {
    return table.snapshot(table.metadata().refs().get(name).snapshotId()).orElseThrow();
  }

  @Test
  void proposesABranchOtherThanMain() {
    main.open(ViewModels.WAREHOUSE.resolve("sales/customers").toString());

    assertThat(viewModel.proposalProperty().get().label()).startsWith("branch proposal-");
    assertThat(viewModel.bases()).hasSize(OpenedIceberg.of(main).metadata().snapshots().size());
  }

  @Test
  void showsTheInspectorsVerdictAndSelectsTheSnapshotThatCausedIt() {
    main.open(ViewModels.WAREHOUSE.resolve("sales/customers").toString());
    IcebergTable table = OpenedIceberg.of(main);
    Snapshot compaction = ref(table, "proposal-compaction");
    viewModel.proposalProperty().set(new CommitChoice("compaction", table.commitOf(compaction)));
    viewModel.conflictFilterProperty().set("customer_id > 0");

    viewModel.run();

    ReplayResult expected =
        Replayer.replay(
            table, OperationFile.parse(table, viewModel.operationFile(compaction, null)));
    assertThat(expected.passes()).isFalse();
    ReplayResult.Failure first = expected.failures().get(0);
    assertThat(viewModel.replay().verdictProperty().get())
        .isEqualTo("Would fail: " + first.exception().simpleName() + ": " + first.message());
    assertThat(viewModel.replay().checks()).isEqualTo(expected.checks());
    assertThat(viewModel.replay().failures()).isEqualTo(expected.failures());
    assertThat(viewModel.replay().explanationProperty().get()).contains(first.explanation());
    assertThat(main.selectedCommitProperty().get().id()).isEqualTo(first.snapshotId());
  }

  @Test
  void aConflictFilterPastTheLimitIsSaidInTheVerdictAsTheCommandLineSaysIt() {
    main.open(ViewModels.WAREHOUSE.resolve("sales/customers").toString());
    IcebergTable table = OpenedIceberg.of(main);
    viewModel
        .proposalProperty()
        .set(new CommitChoice("compaction", table.commitOf(ref(table, "proposal-compaction"))));
    viewModel.conflictFilterProperty().set("customer_id > 0 or ".repeat(5_000) + "true");

    viewModel.run();

    assertThat(viewModel.replay().verdictProperty().get())
        .isEqualTo(
            "Cannot replay: conflict-filter has more than 1,000 terms; Tablescope reads filters of"
                + " at most 1,000 terms");
    assertThat(viewModel.replay().resultProperty().get()).isNull();
  }

  @Test
  void aFailureCausedBySeveralCommitsListsThemOldestFirstAndSelectsTheOldest() {
    main.open(ViewModels.WAREHOUSE.resolve("sales/orders").toString());
    IcebergTable table = OpenedIceberg.of(main);
    viewModel
        .proposalProperty()
        .set(new CommitChoice("update", table.commitOf(ref(table, "proposal-cow-update"))));
    viewModel.isolationProperty().set("serializable");

    viewModel.run();

    ReplayResult.Failure first = viewModel.replay().failures().get(0);
    assertThat(first.causes()).hasSize(2);
    long oldest = first.causes().get(0).snapshotId();
    long newer = first.causes().get(1).snapshotId();
    assertThat(table.snapshot(newer).orElseThrow().parentId()).isEqualTo(oldest);
    String explanation = viewModel.replay().explanationProperty().get();
    assertThat(explanation.indexOf("Caused by snapshot " + oldest + " (overwrite)"))
        .isNotNegative()
        .isLessThan(explanation.indexOf("And by snapshot " + newer + " (append)"));
    assertThat(main.selectedCommitProperty().get().id()).isEqualTo(oldest);
  }

  @Test
  void listedValidationsReplaceThePreset() {
    main.open(ViewModels.WAREHOUSE.resolve("sales/orders").toString());
    Snapshot proposal = ref(OpenedIceberg.of(main), "proposal-cow-update");
    viewModel.isolationProperty().set(ReplayViewModel.ISOLATIONS.get(2));
    viewModel.validationsProperty().set("validateNoConflictingDeletes");

    String file = viewModel.operationFile(proposal, null);

    assertThat(file)
        .contains("\"validations\":[\"validateNoConflictingDeletes\"]")
        .doesNotContain("isolation");
  }

  @Test
  void aBadFilterIsShownAsTheReasonTheReplayCannotRun() {
    main.open(ViewModels.WAREHOUSE.resolve("sales/orders").toString());
    viewModel.conflictFilterProperty().set("colour = 'red'");

    viewModel.run();

    assertThat(viewModel.replay().verdictProperty().get())
        .startsWith("Cannot replay: conflict-filter: no column 'colour'");
    assertThat(viewModel.replay().checks()).isEmpty();
  }
}
