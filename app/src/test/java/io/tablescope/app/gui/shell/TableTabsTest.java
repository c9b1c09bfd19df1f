package io.tablescope.app.gui.shell;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.open.OpenTabs;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.inspector.iceberg.IcebergTable;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Several tables at once, one tab each, through real keys and clicks; the tabs' tables come back in
 * a new window that reads the same preferences.
 */
@ExtendWith(ApplicationExtension.class)
class TableTabsTest {
  private static final Path ORDERS = Path.of("demo-warehouse/sales/orders").toAbsolutePath();
  private static final Path CUSTOMERS = Path.of("demo-warehouse/sales/customers").toAbsolutePath();

  private final GuiFixture fixture = new GuiFixture();
  private Stage stage;
  private TableTabs tabs;

  @Start
  void start(Stage stage) {
    this.stage = stage;
    tabs = fixture.showTabs(stage);
  }

  @AfterEach
  void close() {
    fixture.close();
  }

  @Test
  void eachTabShowsItsOwnTableAndCtrlWClosesOne(FxRobot robot) throws Exception {
    openInSelectedTab(robot, ORDERS);
    robot.press(KeyCode.SHORTCUT, KeyCode.T).release(KeyCode.T, KeyCode.SHORTCUT);
    waitUntil(() -> tabList().size() == 2 && selectedIndex() == 1);
    assertThat(tabList().get(1).getText()).isEqualTo(TableTabs.NEW_TABLE);
    openInSelectedTab(robot, CUSTOMERS);

    assertThat(tabList()).extracting(Tab::getText).containsExactly("orders", "customers");
    assertThat(tabList())
        .extracting(tab -> tab.getTooltip().getText())
        .containsExactly(ORDERS.toString(), CUSTOMERS.toString());
    for (Path table : List.of(ORDERS, CUSTOMERS)) {
      MainView view = TableTabs.view(tabList().get(table == ORDERS ? 0 : 1));
      waitUntil(() -> view.historyViewModel().graphProperty().get() != null);
      assertThat(
              view.historyViewModel().graphProperty().get().rows().stream()
                  .map(row -> row.commit().id())
                  .sorted()
                  .toList())
          .isEqualTo(
              IcebergTable.open(table.toString(), Runnable::run).metadata().snapshots().stream()
                  .map(snapshot -> snapshot.snapshotId())
                  .sorted()
                  .toList());
    }
    // The window's accelerators act on the selected tab's views only, not the newest tab's.
    robot.clickOn(tabHeaders().get(0));
    robot.press(KeyCode.SHORTCUT, KeyCode.DIGIT2).release(KeyCode.DIGIT2, KeyCode.SHORTCUT);
    waitUntil(() -> mainTabIndex(tabList().get(0)) == 1);
    assertThat(mainTabIndex(tabList().get(1))).isZero();
    robot.clickOn(tabHeaders().get(1));
    waitUntil(() -> selectedIndex() == 1);
    MainViewModel closedModel = TableTabs.view(tabList().get(1)).viewModel();

    robot.press(KeyCode.SHORTCUT, KeyCode.W).release(KeyCode.W, KeyCode.SHORTCUT);

    waitUntil(() -> tabList().size() == 1);
    assertThat(tabList().get(0).getText()).isEqualTo("orders");
    assertThat(closedModel.loadingProperty().get()).isFalse();
    assertThat(remembered().tables()).containsExactly(ORDERS.toString());
  }

  @Test
  void closingTheLastTabLeavesAnEmptyOne(FxRobot robot) throws Exception {
    openInSelectedTab(robot, ORDERS);

    robot.press(KeyCode.SHORTCUT, KeyCode.W).release(KeyCode.W, KeyCode.SHORTCUT);

    waitUntil(() -> tabList().size() == 1 && tabList().get(0).getText().equals("New table"));
    assertThat(remembered().tables()).containsExactly("");
  }

  @Test
  void aNewWindowReopensTheRememberedTablesInOrderWithTheSameTabSelected(FxRobot robot)
      throws Exception {
    openInSelectedTab(robot, ORDERS);
    robot.clickOn("#newTab");
    waitUntil(() -> tabList().size() == 2);
    openInSelectedTab(robot, CUSTOMERS);
    robot.clickOn(tabHeaders().get(0));
    waitUntil(() -> selectedIndex() == 0);

    // What is kept is exactly the tables as the recent list names them: nothing more.
    assertThat(remembered().tables()).containsExactly(ORDERS.toString(), CUSTOMERS.toString());
    assertThat(remembered().selected()).isZero();

    WaitForAsyncUtils.asyncFx(() -> tabs = fixture.showTabs(stage)).get();

    waitUntil(
        () ->
            tabList().size() == 2
                && tabList().stream().allMatch(tab -> tabModel(tab).tableProperty().get() != null));
    assertThat(tabList()).extracting(Tab::getText).containsExactly("orders", "customers");
    assertThat(tabList())
        .extracting(tab -> tabModel(tab).tableLocationProperty().get())
        .containsExactly(ORDERS.toString(), CUSTOMERS.toString());
    assertThat(selectedIndex()).isZero();
  }

  @Test
  void anUnreadableRememberedTableShowsItsErrorInItsTabAndTheOthersOpen() throws Exception {
    String missing = ORDERS.resolveSibling("no-such-table").toString();
    remembered().remember(List.of(ORDERS.toString(), missing, CUSTOMERS.toString()), 2);

    WaitForAsyncUtils.asyncFx(() -> tabs = fixture.showTabs(stage)).get();

    waitUntil(
        () ->
            tabModel(tabList().get(0)).tableProperty().get() != null
                && tabModel(tabList().get(2)).tableProperty().get() != null
                && !tabModel(tabList().get(1)).loadingProperty().get());
    assertThat(tabList())
        .extracting(Tab::getText)
        .containsExactly("orders", "no-such-table", "customers");
    assertThat(tabModel(tabList().get(1)).tableProperty().get()).isNull();
    assertThat(tabModel(tabList().get(1)).statusProperty().get())
        .isEqualTo("Could not open " + missing);
    assertThat(selectedIndex()).isEqualTo(2);
    assertThat(remembered().tables())
        .containsExactly(ORDERS.toString(), missing, CUSTOMERS.toString());
  }

  @Test
  void aTableFromTheCommandLineFillsTheEmptyTabAndAnOpenTableIsNotOpenedTwice() throws Exception {
    WaitForAsyncUtils.asyncFx(() -> tabs.openInNewTab(ORDERS.toString())).get();
    waitUntil(() -> tabModel(tabList().get(0)).tableProperty().get() != null);
    WaitForAsyncUtils.asyncFx(() -> tabs.openInNewTab(CUSTOMERS.toString())).get();
    waitUntil(
        () -> tabList().size() == 2 && tabModel(tabList().get(1)).tableProperty().get() != null);

    WaitForAsyncUtils.asyncFx(() -> tabs.openInNewTab(ORDERS.toString())).get();

    assertThat(tabList()).extracting(Tab::getText).containsExactly("orders", "customers");
    assertThat(selectedIndex()).isZero();
  }

  @Test
  void aTableOpenedFromItsMetadataFolderOrFileIsNamedAfterTheTable(FxRobot robot) throws Exception {
    openInSelectedTab(robot, ORDERS.resolve("metadata"));
    robot.press(KeyCode.SHORTCUT, KeyCode.T).release(KeyCode.T, KeyCode.SHORTCUT);
    waitUntil(() -> tabList().size() == 2 && selectedIndex() == 1);
    Path metadataFile;
    try (var files = java.nio.file.Files.list(CUSTOMERS.resolve("metadata"))) {
      metadataFile =
          files
              .filter(file -> file.toString().endsWith(".metadata.json"))
              .findFirst()
              .orElseThrow();
    }
    openInSelectedTab(robot, metadataFile);

    assertThat(tabList()).extracting(Tab::getText).containsExactly("orders", "customers");
    assertThat(tabList().get(0).getTooltip().getText())
        .isEqualTo(ORDERS.resolve("metadata").toString());
  }

  @Test
  void aNewEmptyTabOffersNoExportUntilItsTableIsShown(FxRobot robot) throws Exception {
    MainView view = tabs.selectedView();
    Node export = view.lookup("#historyExport");
    assertThat(export.isDisabled()).isTrue();
    robot.clickOn(export);
    assertThat(robot.lookup("#historyExportPng").tryQuery()).isEmpty();

    openInSelectedTab(robot, ORDERS);
    waitUntil(() -> !export.isDisabled());
    robot.press(KeyCode.SHORTCUT, KeyCode.T).release(KeyCode.T, KeyCode.SHORTCUT);
    waitUntil(() -> tabList().size() == 2 && selectedIndex() == 1);
    assertThat(tabs.selectedView().lookup("#historyExport").isDisabled()).isTrue();
  }

  private void openInSelectedTab(FxRobot robot, Path table) throws Exception {
    MainView view = tabs.selectedView();
    robot.clickOn(view.lookup("#openUri"));
    robot.write(table.toString()).type(KeyCode.ENTER);
    waitUntil(() -> table.toString().equals(view.viewModel().tableLocationProperty().get()));
  }

  private static int mainTabIndex(Tab tab) {
    return ((TabPane) TableTabs.view(tab).lookup("#mainTabs"))
        .getSelectionModel()
        .getSelectedIndex();
  }

  private List<Tab> tabList() {
    return tabs.tabPane().getTabs();
  }

  private int selectedIndex() {
    return tabs.tabPane().getSelectionModel().getSelectedIndex();
  }

  private static MainViewModel tabModel(Tab tab) {
    return TableTabs.view(tab).viewModel();
  }

  /** The table tabs' headers, in order (the views' own tabs are further down the scene graph). */
  private List<Node> tabHeaders() {
    TabPane pane = tabs.tabPane();
    Node headerArea =
        pane.lookupAll(".tab-header-area").stream()
            .filter(area -> area.getParent() == pane)
            .findFirst()
            .orElseThrow();
    return List.copyOf(headerArea.lookupAll(".tab"));
  }

  private OpenTabs remembered() {
    return new OpenTabs(fixture.preferences.node("tabs"));
  }
}
