package io.tablescope.app.gui.shell;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.open.OpenTabs;
import io.tablescope.app.gui.settings.SettingsStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.Tab;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Two app runs on one settings folder, each a window with its own session read from the same
 * settings.json: neither changes the other's tabs while both run, nothing is written before one
 * closes, and the window that closes last decides the session the next start reopens.
 */
@ExtendWith(ApplicationExtension.class)
class TwoWindowsSessionTest {
  private static final Path ORDERS = Path.of("demo-warehouse/sales/orders").toAbsolutePath();
  private static final Path CUSTOMERS = Path.of("demo-warehouse/sales/customers").toAbsolutePath();

  @TempDir Path config;
  private final List<String> logged = new ArrayList<>();
  private final List<GuiFixture> fixtures = new ArrayList<>();
  private final List<Stage> stages = new ArrayList<>();

  @AfterEach
  void close() throws Exception {
    WaitForAsyncUtils.asyncFx(() -> stages.forEach(Stage::hide)).get();
    for (GuiFixture fixture : fixtures) {
      fixture.close();
    }
  }

  private SettingsStore store() {
    return new SettingsStore(config, logged::add);
  }

  /** A window as an app run makes it: settings read once, written when it closes. */
  private TableTabs window(FxRobot robot) throws Exception {
    GuiFixture fixture = new GuiFixture(store().load(() -> null));
    fixtures.add(fixture);
    return WaitForAsyncUtils.asyncFx(
            () -> {
              Stage stage = new Stage();
              stages.add(stage);
              TableTabs tabs = fixture.showTabs(stage);
              stage.setWidth(1366);
              stage.setHeight(768);
              TablescopeApp.keepSettingsWhenClosed(stage, store(), fixture.preferences);
              return tabs;
            })
        .get();
  }

  private static void open(FxRobot robot, TableTabs tabs, Path table) throws Exception {
    MainView view = tabs.selectedView();
    // The windows overlap: the one typed into comes to the front first, as a user's click does.
    robot.interact(() -> ((Stage) view.getScene().getWindow()).toFront());
    robot.clickOn(view.lookup("#openUri"));
    robot.write(table.toString()).type(KeyCode.ENTER);
    waitUntil(() -> table.toString().equals(view.viewModel().tableLocationProperty().get()));
  }

  private List<String> savedTabs() {
    return new OpenTabs(store().load(() -> null).node("tabs")).tables();
  }

  private static List<String> titles(TableTabs tabs) {
    return tabs.tabPane().getTabs().stream().map(Tab::getText).toList();
  }

  @Test
  void theWindowThatClosesLastIsTheSessionSaved(FxRobot robot) throws Exception {
    TableTabs first = window(robot);
    TableTabs second = window(robot);
    open(robot, first, ORDERS);
    open(robot, second, CUSTOMERS);

    assertThat(titles(first)).containsExactly("orders");
    assertThat(titles(second)).containsExactly("customers");
    assertThat(Files.exists(config.resolve(SettingsStore.FILE_NAME))).isFalse();

    robot.interact(() -> stages.get(0).close());
    assertThat(savedTabs()).containsExactly(ORDERS.toString());
    // The second window goes on with its own session, the first's table in no tab of it.
    assertThat(titles(second)).containsExactly("customers");
    robot.interact(() -> stages.get(1).close());

    assertThat(savedTabs()).containsExactly(CUSTOMERS.toString());
    assertThat(logged).isEmpty();
  }

  @Test
  void closingInTheOtherOrderSavesTheOtherSession(FxRobot robot) throws Exception {
    TableTabs first = window(robot);
    TableTabs second = window(robot);
    open(robot, first, ORDERS);
    open(robot, second, CUSTOMERS);

    robot.interact(() -> stages.get(1).close());
    robot.interact(() -> stages.get(0).close());

    assertThat(savedTabs()).containsExactly(ORDERS.toString());
    TableTabs next = window(robot);
    waitUntil(() -> titles(next).equals(List.of("orders")));
  }
}
