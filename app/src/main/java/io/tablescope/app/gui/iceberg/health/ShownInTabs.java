package io.tablescope.app.gui.iceberg.health;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import java.util.function.Consumer;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;

/**
 * Whether a node is on screen as far as tabs go: in a scene, and in the selected tab of every tab
 * pane above it (a section of the Health tab is hidden while another main tab is selected).
 */
final class ShownInTabs {
  private ShownInTabs() {}

  /** Tells {@code shown} whenever the node may have been shown or hidden. */
  static void watch(Node node, Consumer<Boolean> shown) {
    Set<TabPane> watched = Collections.newSetFromMap(new IdentityHashMap<>());
    Runnable check = () -> shown.accept(isShown(node));
    node.sceneProperty()
        .addListener(
            (observable, old, scene) -> {
              for (Parent parent = node.getParent(); parent != null; parent = parent.getParent()) {
                if (parent instanceof TabPane pane && watched.add(pane)) {
                  pane.getSelectionModel()
                      .selectedItemProperty()
                      .addListener((tab, previous, selected) -> check.run());
                }
              }
              check.run();
            });
  }

  static boolean isShown(Node node) {
    if (node.getScene() == null) {
      return false;
    }
    Set<Node> below = Collections.newSetFromMap(new IdentityHashMap<>());
    for (Node current = node; current != null; current = current.getParent()) {
      if (current instanceof TabPane pane) {
        Tab selected = pane.getSelectionModel().getSelectedItem();
        if (selected == null || !below.contains(selected.getContent())) {
          return false;
        }
      }
      below.add(current);
    }
    return true;
  }
}
