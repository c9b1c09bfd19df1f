package io.tablescope.app.gui.session;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.settings.Settings;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The watch on a Delta table that delta-standalone commits to after it was opened. */
class TableWatchTest {
  @TempDir Path folder;
  private final Settings preferences = ViewModels.preferences();
  private final MainViewModel main = ViewModels.main(preferences);
  private final TableWatch watch = new TableWatch(main);

  @AfterEach
  void removePreferences() {
    preferences.removeNode();
  }

  @Test
  void aDeltaCommitWrittenAfterReadingIsNamedAndReloadReadsIt() {
    Path table = folder.resolve("t");
    DeltaTableWriter writer = DeltaTableWriter.create(table, List.of("color"), Map.of());
    writer.append("red");
    main.open(table.toString());
    watch.look();
    assertThat(watch.newerVersionProperty().get()).isNull();

    long written = writer.append("blue");
    watch.look();

    assertThat(watch.newerVersionProperty().get()).isEqualTo("version " + written);
    watch.reload();
    assertThat(main.tableProperty().get().current().orElseThrow().id()).isEqualTo(written);
    assertThat(watch.newerVersionProperty().get()).isNull();
  }
}
