package io.tablescope.app.gui.diff;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.MainViewModel;
import io.tablescope.app.gui.ViewModels;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.iceberg.Diffs;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.SnapshotDiff;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class DiffViewModelTest {
  private final Preferences preferences = ViewModels.preferences();
  private final MainViewModel main = ViewModels.main(preferences);
  private final DiffViewModel viewModel = new DiffViewModel(main);

  @AfterEach
  void removePreferences() throws BackingStoreException {
    preferences.removeNode();
  }

  @Test
  void offersRefsFirstAndDefaultsToTheLastCommitOfMain() {
    main.open(ViewModels.WAREHOUSE.resolve("sales/orders").toString());
    IcebergTable table = main.tableProperty().get();
    Snapshot current = table.metadata().currentSnapshot().orElseThrow();

    assertThat(viewModel.choices().get(0).label()).startsWith("branch main · ");
    assertThat(viewModel.choices())
        .hasSize(table.refs().size() + table.metadata().snapshots().size());
    assertThat(viewModel.toProperty().get().snapshot()).isEqualTo(current);
    assertThat(viewModel.fromProperty().get().snapshot().snapshotId())
        .isEqualTo(current.parentId());
  }

  @Test
  void theDiffIsGroupedByCommitWithEveryFileOfTheInspectorsDiff() {
    main.open(ViewModels.WAREHOUSE.resolve("sales/orders").toString());
    IcebergTable table = main.tableProperty().get();
    Snapshot oldest = table.metadata().snapshots().get(0);
    viewModel.fromProperty().set(new SnapshotChoice("oldest", oldest));

    viewModel.run();

    SnapshotDiff expected =
        Diffs.diff(table, oldest, table.metadata().currentSnapshot().orElseThrow());
    assertThat(viewModel.groups().stream().mapToInt(group -> group.added().size()).sum())
        .isEqualTo(expected.added().size());
    assertThat(viewModel.groups().stream().mapToInt(group -> group.removed().size()).sum())
        .isEqualTo(expected.removed().size());
    assertThat(viewModel.groups())
        .extracting(DiffGroup::title)
        .doesNotHaveDuplicates()
        .containsExactlyInAnyOrderElementsOf(
            Stream.concat(expected.added().stream(), expected.removed().stream())
                .map(change -> "snapshot " + change.snapshotId() + " (" + change.operation() + ")")
                .distinct()
                .toList());
    assertThat(viewModel.totalsProperty().get())
        .startsWith("+" + expected.added().size() + " added, −" + expected.removed().size());
  }
}
