package io.tablescope.app.gui.iceberg.health;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.open.RecentTables;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.session.ViewModels;
import io.tablescope.app.gui.settings.Settings;
import io.tablescope.app.gui.task.Tasks;
import io.tablescope.app.testing.FileHealthTable;
import io.tablescope.format.io.Storage;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Files section analyses only when shown, a newer run's result wins over an older one that
 * finishes later, and a cancelled run shows nothing.
 */
class FilesSectionViewModelTest {
  @TempDir Path folder;

  private final Deque<Runnable> background = new ArrayDeque<>();
  private final Settings preferences = ViewModels.preferences();
  private MainViewModel main;
  private FileHealthTable table;

  @BeforeEach
  void open() throws Exception {
    table = FileHealthTable.write(folder);
    main =
        new MainViewModel(
            new Tasks(background::add, Runnable::run),
            Runnable::run,
            Storage.local(),
            new RecentTables(preferences));
    main.open(folder.toString());
    while (!background.isEmpty()) {
      background.poll().run();
    }
  }

  @AfterEach
  void removePreferences() {
    preferences.removeNode();
  }

  @Test
  void nothingRunsWhileTheSectionIsHidden() {
    FilesSectionViewModel files = new FilesSectionViewModel(main);
    files.setShown(false);
    main.selectedCommitProperty().set(main.tableProperty().get().commit(parentId()).orElseThrow());

    assertThat(background).isEmpty();
    files.setShown(true);
    assertThat(background).hasSize(1);
  }

  @Test
  void aNewerRunsResultWinsOverAnOlderOneFinishingLater() {
    FilesSectionViewModel files = new FilesSectionViewModel(main);
    files.setShown(true);
    Runnable current = background.poll();
    main.selectedCommitProperty().set(main.tableProperty().get().commit(parentId()).orElseThrow());
    Runnable parent = background.poll();

    parent.run();
    current.run();

    assertThat(files.healthProperty().get().snapshotId()).isEqualTo(parentId());
    assertThat(files.runningProperty().get()).isFalse();
  }

  @Test
  void aCancelledRunShowsNothing() {
    FilesSectionViewModel files = new FilesSectionViewModel(main);
    files.setShown(true);
    Runnable run = background.poll();

    files.cancel();
    run.run();

    assertThat(files.healthProperty().get()).isNull();
    assertThat(files.partitions()).isEmpty();
    assertThat(files.statusProperty().get()).isEqualTo("Cancelled.");
    assertThat(files.runningProperty().get()).isFalse();
  }

  private long parentId() {
    return table.table.currentSnapshot().parentId();
  }
}
