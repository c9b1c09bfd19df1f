package io.tablescope.app.gui.iceberg.health.maintenance;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.iceberg.session.OpenedIceberg;
import io.tablescope.app.gui.open.RecentTables;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.session.ViewModels;
import io.tablescope.app.gui.settings.Settings;
import io.tablescope.app.gui.task.Tasks;
import io.tablescope.format.io.Storage;
import io.tablescope.inspector.iceberg.maintenance.ExpirePreview;
import io.tablescope.inspector.table.AnalysisProgress;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The Expire section's state: a newer preview's result is never replaced by an older one's, and a
 * cancelled preview leaves nothing behind. Background work waits in a queue the test runs.
 */
class ExpireSectionViewModelTest {
  private long now;

  private final Settings preferences = ViewModels.preferences();
  private final Deque<Runnable> background = new ArrayDeque<>();
  private final MainViewModel main =
      new MainViewModel(
          new Tasks(background::add, Runnable::run),
          Runnable::run,
          Storage.local(),
          new RecentTables(preferences));
  private final ExpireSectionViewModel viewModel = new ExpireSectionViewModel(main, () -> now);

  @BeforeEach
  void openTable() {
    main.open(ViewModels.WAREHOUSE.resolve("sales/orders").toString());
    runAll();
    // An hour after the demo's last commit, whatever today's date: the table's default maximum
    // age then expires fewer snapshots than a threshold a day later.
    now =
        OpenedIceberg.of(main).metadata().currentSnapshot().orElseThrow().timestampMillis()
            + Duration.ofHours(1).toMillis();
  }

  @AfterEach
  void removePreferences() {
    preferences.removeNode();
  }

  private void runAll() {
    while (!background.isEmpty()) {
      background.poll().run();
    }
  }

  @Test
  void theNewerPreviewWinsWhateverOrderTheyFinishIn() throws Exception {
    long future = now + Duration.ofDays(1).toMillis();
    viewModel.olderThanProperty().set(Long.toString(future));
    viewModel.preview();
    Runnable older = background.poll();
    viewModel.olderThanProperty().set("");
    viewModel.preview();
    Runnable newer = background.poll();

    newer.run();
    older.run();

    ExpirePreview expected =
        ExpirePreview.of(OpenedIceberg.of(main), null, null, now, AnalysisProgress.NONE);
    ExpirePreview everything =
        ExpirePreview.of(OpenedIceberg.of(main), future, null, now, AnalysisProgress.NONE);
    assertThat(everything.expiredSnapshots()).isNotEqualTo(expected.expiredSnapshots());
    assertThat(viewModel.previewProperty().get()).isEqualTo(expected);
    assertThat(viewModel.files()).containsExactlyElementsOf(expected.deletedFiles());
    assertThat(viewModel.run().runningProperty().get()).isFalse();
  }

  @Test
  void aCancelledPreviewLeavesNothingBehind() {
    viewModel.olderThanProperty().set(Long.toString(now + 1));
    viewModel.preview();
    assertThat(viewModel.run().runningProperty().get()).isTrue();

    viewModel.cancel();
    runAll();

    assertThat(viewModel.run().runningProperty().get()).isFalse();
    assertThat(viewModel.previewProperty().get()).isNull();
    assertThat(viewModel.files()).isEmpty();
    assertThat(viewModel.run().messageProperty().get()).isEqualTo("Cancelled.");
  }

  @Test
  void aRetainLastThatIsNoNumberIsSaidAndNothingRuns() {
    viewModel.retainLastProperty().set("three");

    viewModel.preview();

    assertThat(background).isEmpty();
    assertThat(viewModel.run().errorProperty().get())
        .isEqualTo("Retain last must be a whole number: 'three'");
  }
}
