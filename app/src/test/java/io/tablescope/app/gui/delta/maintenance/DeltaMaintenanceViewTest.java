package io.tablescope.app.gui.delta.maintenance;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import io.delta.standalone.actions.AddFile;
import io.tablescope.app.gui.shell.GuiFixture;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import io.tablescope.format.testing.delta.HandWrittenLog;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.delta.maintenance.LogFile;
import io.tablescope.inspector.delta.maintenance.VacuumFile;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Maintenance tab of a Delta table, driven by clicks: VACUUM lists exactly the expired
 * tombstone's file and the old stray file; a retention of one hour shows Delta's refusal, and with
 * the check off the young stray file too; the log clean-up lists the commits before the newest
 * checkpoint before its cutoff.
 */
@ExtendWith(ApplicationExtension.class)
class DeltaMaintenanceViewTest {
  private static final long DAY = Duration.ofDays(1).toMillis();

  @TempDir Path root;
  private final GuiFixture fixture = new GuiFixture();

  @Start
  void start(Stage stage) {
    fixture.show(stage);
  }

  @AfterEach
  void close() {
    fixture.close();
  }

  @Test
  void previewsListWhatVacuumAndTheLogCleanUpDelete(FxRobot robot) throws Exception {
    long now = System.currentTimeMillis();
    DeltaTableWriter writer =
        DeltaTableWriter.create(root, List.of(), Map.of("delta.checkpointInterval", "2"));
    writer.appendFiles(2);
    List<String> live =
        writer.log().update().getAllFiles().stream()
            .map(AddFile::getPath)
            .map(path -> URI.create(path).getPath())
            .sorted()
            .toList();
    file(live.get(0), now - 30 * DAY);
    Path removed = file(live.get(1), now - 30 * DAY);
    writer.removeWhere(live.get(1).replace(" ", "%20"), now - 8 * DAY);
    writer.appendFiles(1);
    Path stray = file("stray.parquet", now - 30 * DAY);
    Path young = file("young.parquet", now - 2 * Duration.ofHours(1).toMillis());
    // Versions 0 to 3 dated 40 days ago onward, a day apart: checkpoint 2 is before the cutoff.
    try (Stream<Path> files = Files.list(root.resolve("_delta_log"))) {
      for (Path file : files.toList()) {
        String name = file.getFileName().toString();
        long time =
            Character.isDigit(name.charAt(0))
                ? now - 40 * DAY + Long.parseLong(name.substring(0, 20)) * DAY
                : now;
        Files.setLastModifiedTime(file, FileTime.fromMillis(time));
      }
    }

    robot.interact(() -> fixture.viewModel.open(root.toString()));
    waitUntil(() -> fixture.viewModel.tableProperty().get() instanceof DeltaTable);
    WaitForAsyncUtils.waitForFxEvents();
    robot.clickOn("#maintenanceTab");
    robot.clickOn("#deltaVacuumTab");
    WaitForAsyncUtils.waitForFxEvents();

    Label plan = robot.lookup("#deltaVacuumPlan").queryAs(Label.class);
    assertThat(plan.getText()).isEqualTo(DeltaVacuumViewModel.PLAN);
    robot.clickOn("#deltaVacuumPreview");
    @SuppressWarnings("unchecked")
    TableView<VacuumFile> vacuum = robot.lookup("#deltaVacuumTable").queryAs(TableView.class);
    waitUntil(() -> !vacuum.getItems().isEmpty());
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(plan.isVisible()).isFalse();
    assertThat(paths(vacuum.getItems())).containsExactly(removed.toString(), stray.toString());
    assertThat(robot.lookup("#deltaVacuumTotals").queryAs(Label.class).getText())
        .startsWith("2 files and folders, ")
        .contains("1 younger than the cutoff kept");

    robot.clickOn("#deltaVacuumRetain").write("1");
    robot.clickOn("#deltaVacuumPreview");
    Label error = robot.lookup("#deltaVacuumError").queryAs(Label.class);
    waitUntil(() -> !error.getText().isEmpty());
    assertThat(error.getText())
        .startsWith("Are you sure you would like to vacuum files with such a low retention period?")
        .contains("\"168 hours\"");

    robot.clickOn("#deltaVacuumNoCheck");
    robot.clickOn("#deltaVacuumPreview");
    waitUntil(() -> vacuum.getItems().size() == 3);
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(error.getText()).isEmpty();
    assertThat(paths(vacuum.getItems()))
        .containsExactly(removed.toString(), stray.toString(), young.toString());

    robot.clickOn("#deltaLogCleanupTab");
    robot.clickOn("#deltaLogCleanupPreview");
    @SuppressWarnings("unchecked")
    TableView<LogFile> log = robot.lookup("#deltaLogCleanupTable").queryAs(TableView.class);
    waitUntil(() -> !log.getItems().isEmpty());
    WaitForAsyncUtils.waitForFxEvents();
    Set<String> names = new TreeSet<>();
    log.getItems().forEach(file -> names.add(Path.of(file.path()).getFileName().toString()));
    assertThat(names)
        .containsExactly(HandWrittenLog.padded(0) + ".json", HandWrittenLog.padded(1) + ".json");
    assertThat(robot.lookup("#deltaLogCleanupTotals").queryAs(Label.class).getText())
        .startsWith("2 log files; ")
        .contains("the log then starts at the checkpoint of version 2");
    assertThat(removed).exists();
    assertThat(root.resolve("_delta_log/" + HandWrittenLog.padded(0) + ".json")).exists();
  }

  private Path file(String relative, long modified) throws IOException {
    Path file = root.resolve(relative);
    Files.createDirectories(file.getParent());
    Files.writeString(file, "data of " + relative);
    Files.setLastModifiedTime(file, FileTime.fromMillis(modified));
    return file;
  }

  private static List<String> paths(List<VacuumFile> files) {
    Set<String> paths = new TreeSet<>();
    files.forEach(file -> paths.add(file.path()));
    return List.copyOf(paths);
  }
}
