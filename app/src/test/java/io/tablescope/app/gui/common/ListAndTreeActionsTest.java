package io.tablescope.app.gui.common;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.testing.ContextMenus;
import io.tablescope.app.testing.Csv;
import java.util.List;
import javafx.collections.FXCollections;
import javafx.scene.Scene;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.Clipboard;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.HBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Lists and trees get the same actions as tables: one column under the header given, the text their
 * cells draw, a tree's expanded rows only.
 */
@ExtendWith(ApplicationExtension.class)
class ListAndTreeActionsTest {
  private TreeItem<String> collapsed;

  @Start
  void start(Stage stage) {
    ListView<String> list = new ListView<>(FXCollections.observableArrayList("a", "b,c", "d"));
    collapsed = new TreeItem<>("collapsed");
    TreeView<String> tree = new TreeView<>(new TreeItem<>("root"));
    list.setId("list");
    list.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
    list.setCellFactory(
        view ->
            new ListCell<>() {
              @Override
              protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : "check " + item);
              }
            });
    TableActions.install(list, "Check");
    tree.setId("tree");
    collapsed.getChildren().add(new TreeItem<>("hidden"));
    tree.getRoot().getChildren().addAll(List.of(new TreeItem<>("shown"), collapsed));
    tree.getRoot().setExpanded(true);
    TableActions.install(tree, "Node");
    stage.setScene(new Scene(new HBox(list, tree), 600, 400));
    stage.show();
  }

  @Test
  void ctrlCCopiesTheSelectedItemsAsTheirCellsShowThem(FxRobot robot) throws Exception {
    robot.clickOn("check a");
    robot.press(KeyCode.SHIFT).clickOn("check d").release(KeyCode.SHIFT);

    robot.press(KeyCode.SHORTCUT, KeyCode.C).release(KeyCode.C, KeyCode.SHORTCUT);

    assertThat(clipboard()).isEqualTo("check a\ncheck b,c\ncheck d\n");
  }

  @Test
  void aListsTableIsItsHeaderAndEveryItem(FxRobot robot) throws Exception {
    ContextMenus.open(robot, robot.lookup("#list").query());
    robot.clickOn("Copy table as CSV");

    assertThat(Csv.parse(clipboard()))
        .containsExactly(
            List.of("Check"), List.of("check a"), List.of("check b,c"), List.of("check d"));
  }

  @Test
  void aTreesTableHoldsTheExpandedRowsAndEnterExpandsOne(FxRobot robot) throws Exception {
    ContextMenus.open(robot, robot.lookup("#tree").query());
    robot.clickOn("Copy table as CSV");
    assertThat(Csv.parse(clipboard()))
        .containsExactly(List.of("Node"), List.of("root"), List.of("shown"), List.of("collapsed"));

    robot.clickOn("collapsed").type(KeyCode.ENTER);

    assertThat(collapsed.isExpanded()).isTrue();
  }

  private static String clipboard() throws Exception {
    WaitForAsyncUtils.waitForFxEvents();
    return WaitForAsyncUtils.asyncFx(() -> Clipboard.getSystemClipboard().getString()).get();
  }
}
