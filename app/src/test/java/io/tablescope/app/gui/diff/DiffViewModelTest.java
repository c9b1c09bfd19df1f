package io.tablescope.app.gui.diff;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.common.CommitChoice;
import io.tablescope.app.gui.iceberg.session.OpenedIceberg;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.session.ViewModels;
import io.tablescope.app.gui.settings.Settings;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.diff.CommitDiff;
import io.tablescope.inspector.diff.Diffs;
import io.tablescope.inspector.iceberg.IcebergTable;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class DiffViewModelTest {
  private final Settings preferences = ViewModels.preferences();
  private final MainViewModel main = ViewModels.main(preferences);
  private final DiffViewModel viewModel = new DiffViewModel(main);

  @AfterEach
  void removePreferences() {
    preferences.removeNode();
  }

  @Test
  void offersRefsFirstAndDefaultsToTheLastCommitOfMain() {
    main.open(ViewModels.WAREHOUSE.resolve("sales/orders").toString());
    IcebergTable table = OpenedIceberg.of(main);
    Snapshot current = table.metadata().currentSnapshot().orElseThrow();

    assertThat(viewModel.choices().get(0).label()).startsWith("branch main · ");
    assertThat(viewModel.choices()).hasSize(table.refs().size() + table.commits().size());
    assertThat(viewModel.toProperty().get().commit()).isEqualTo(table.commitOf(current));
    assertThat(viewModel.fromProperty().get().commit().id()).isEqualTo(current.parentId());
  }

  @Test
  void theDiffIsGroupedByCommitWithEveryFileOfTheInspectorsDiff() {
    main.open(ViewModels.WAREHOUSE.resolve("sales/orders").toString());
    IcebergTable table = OpenedIceberg.of(main);
    Snapshot oldest = table.metadata().snapshots().get(0);
    viewModel.fromProperty().set(new CommitChoice("oldest", table.commitOf(oldest)));

    viewModel.run();

    CommitDiff expected = Diffs.diff(table, table.commitOf(oldest), table.current().orElseThrow());
    assertThat(viewModel.groups().stream().mapToInt(group -> group.added().size()).sum())
        .isEqualTo(expected.added().size());
    assertThat(viewModel.groups().stream().mapToInt(group -> group.removed().size()).sum())
        .isEqualTo(expected.removed().size());
    assertThat(viewModel.groups())
        .extracting(DiffGroup::title)
        .doesNotHaveDuplicates()
        .containsExactlyInAnyOrderElementsOf(
            Stream.concat(expected.added().stream(), expected.removed().stream())
                .map(change -> "snapshot " + change.commitId() + " (" + change.operation() + ")")
                .distinct()
                .toList());
    assertThat(viewModel.totalsProperty().get())
        .startsWith("+" + expected.added().size() + " added, −" + expected.removed().size());
  }

  @Test
  void aSlowFirstDiffNeverReplacesTheDiffStartedAfterIt() {
    // Background work waits here until the test runs it, in the order a slow first diff gives.
    List<Runnable> queued = new ArrayList<>();
    MainViewModel held = ViewModels.holding(preferences, queued::add);
    DiffViewModel diffs = new DiffViewModel(held);
    held.open(ViewModels.WAREHOUSE.resolve("sales/orders").toString());
    queued.remove(0).run();
    IcebergTable table = OpenedIceberg.of(held);
    List<Snapshot> snapshots = table.metadata().snapshots();
    CommitChoice oldest = new CommitChoice("oldest", table.commitOf(snapshots.get(0)));
    CommitChoice second = new CommitChoice("second", table.commitOf(snapshots.get(1)));

    diffs.fromProperty().set(oldest);
    diffs.run();
    diffs.fromProperty().set(second);
    diffs.run();
    assertThat(queued).hasSize(2);
    queued.get(1).run();
    queued.get(0).run();

    CommitDiff expected = Diffs.diff(table, second.commit(), diffs.toProperty().get().commit());
    assertThat(diffs.diffProperty().get().from().id()).isEqualTo(second.commit().id());
    assertThat(diffs.totalsProperty().get())
        .startsWith("+" + expected.added().size() + " added, −" + expected.removed().size());
    assertThat(diffs.runningProperty().get()).isFalse();
    assertThat(held.loadingProperty().get()).isFalse();
  }
}
