package io.tablescope.app.gui.shell;

import java.util.EnumSet;
import java.util.Set;
import javafx.event.EventHandler;
import javafx.scene.Node;
import javafx.scene.control.Tab;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * Keeps the keys that move within a view (arrows, Home, End, Page Up and Page Down, with or without
 * Ctrl) inside the tab that shows it. A key a view leaves unused bubbles up to the tab pane, which
 * takes an arrow as "next tab": Down on History's last row, or in a text field, switched to Tree.
 * Ctrl+Page Up and Ctrl+Page Down still switch tabs, as everywhere else.
 */
final class TabKeys {
  private static final Set<KeyCode> MOVES =
      EnumSet.of(
          KeyCode.UP,
          KeyCode.DOWN,
          KeyCode.LEFT,
          KeyCode.RIGHT,
          KeyCode.KP_UP,
          KeyCode.KP_DOWN,
          KeyCode.KP_LEFT,
          KeyCode.KP_RIGHT,
          KeyCode.HOME,
          KeyCode.END,
          KeyCode.PAGE_UP,
          KeyCode.PAGE_DOWN);
  private static final EventHandler<KeyEvent> STAY =
      event -> {
        boolean switchesTabs =
            event.isControlDown()
                && (event.getCode() == KeyCode.PAGE_UP || event.getCode() == KeyCode.PAGE_DOWN);
        if (MOVES.contains(event.getCode()) && !switchesTabs) {
          event.consume();
        }
      };

  private TabKeys() {}

  /** Keeps moving keys inside whatever the tab shows, now and after its content changes. */
  static void keepInside(Tab tab) {
    stay(null, tab.getContent());
    tab.contentProperty().addListener((observable, old, content) -> stay(old, content));
  }

  private static void stay(Node old, Node content) {
    if (old != null) {
      old.removeEventHandler(KeyEvent.KEY_PRESSED, STAY);
    }
    if (content != null) {
      content.addEventHandler(KeyEvent.KEY_PRESSED, STAY);
    }
  }
}
