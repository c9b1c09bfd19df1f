package io.tablescope.app.testing;

import javafx.event.Event;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.input.ContextMenuEvent;
import javafx.scene.input.PickResult;
import org.testfx.api.FxRobot;

/**
 * Opens a node's context menu as a right-click does. The robot's right-click presses and releases
 * the secondary button (selecting the row under it); the context-menu request the desktop sends
 * with it is not sent by the headless Monocle platform, so it is fired at the same point.
 */
public final class ContextMenus {
  private ContextMenus() {}

  public static void open(FxRobot robot, Node node) {
    robot.rightClickOn(node);
    robot.interact(
        () -> {
          Bounds local = node.getBoundsInLocal();
          double x = local.getCenterX();
          double y = local.getCenterY();
          Bounds screen = node.localToScreen(local);
          double screenX = screen.getCenterX();
          double screenY = screen.getCenterY();
          Event.fireEvent(
              node,
              new ContextMenuEvent(
                  ContextMenuEvent.CONTEXT_MENU_REQUESTED,
                  x,
                  y,
                  screenX,
                  screenY,
                  false,
                  new PickResult(node, screenX, screenY)));
        });
  }
}
