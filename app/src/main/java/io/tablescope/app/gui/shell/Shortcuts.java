package io.tablescope.app.gui.shell;

import io.tablescope.app.gui.session.MainViewModel;
import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;

/**
 * The window's keyboard accelerators: Ctrl+1…9 selects a main tab and moves the focus into it,
 * Ctrl+O opens a folder, Ctrl+Shift+O a metadata file, F5 reopens the table, Escape cancels the
 * table being loaded. Installed on whichever scene shows the window's content, while that content
 * is the active one (the selected table tab's).
 */
final class Shortcuts {
  private final MainViewModel viewModel;
  private final TabPane tabs;
  private final Runnable openFolder;
  private final Runnable openFile;

  private Shortcuts(MainViewModel viewModel, TabPane tabs, Runnable openFolder, Runnable openFile) {
    this.viewModel = viewModel;
    this.tabs = tabs;
    this.openFolder = openFolder;
    this.openFile = openFile;
  }

  /**
   * Puts the accelerators on the scene of {@code content}, now or when it gets one, and again each
   * time it becomes active: a scene's accelerators act on one content, the active one.
   */
  static void install(
      Node content,
      ObservableBooleanValue active,
      MainViewModel viewModel,
      TabPane tabs,
      Runnable openFolder,
      Runnable openFile) {
    Shortcuts shortcuts = new Shortcuts(viewModel, tabs, openFolder, openFile);
    Runnable addIfActive =
        () -> {
          if (active.get() && content.getScene() != null) {
            shortcuts.addTo(content.getScene());
          }
        };
    addIfActive.run();
    content.sceneProperty().addListener((observable, old, scene) -> addIfActive.run());
    active.addListener((observable, was, now) -> addIfActive.run());
  }

  private void addTo(Scene scene) {
    var accelerators = scene.getAccelerators();
    accelerators.put(shortcut(KeyCode.O), openFolder);
    accelerators.put(
        new KeyCodeCombination(KeyCode.O, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN),
        openFile);
    accelerators.put(new KeyCodeCombination(KeyCode.F5), viewModel::reload);
    accelerators.put(new KeyCodeCombination(KeyCode.ESCAPE), viewModel::cancel);
    KeyCode[] digits = {
      KeyCode.DIGIT1,
      KeyCode.DIGIT2,
      KeyCode.DIGIT3,
      KeyCode.DIGIT4,
      KeyCode.DIGIT5,
      KeyCode.DIGIT6,
      KeyCode.DIGIT7,
      KeyCode.DIGIT8,
      KeyCode.DIGIT9
    };
    for (int index = 0; index < digits.length; index++) {
      int tab = index;
      accelerators.put(shortcut(digits[index]), () -> selectTab(tab));
    }
  }

  private static KeyCombination shortcut(KeyCode key) {
    return new KeyCodeCombination(key, KeyCombination.SHORTCUT_DOWN);
  }

  private void selectTab(int index) {
    if (index < tabs.getTabs().size()) {
      Tab tab = tabs.getTabs().get(index);
      tabs.getSelectionModel().select(tab);
      Node first = firstFocusable(tab.getContent());
      if (first != null) {
        first.requestFocus();
      }
    }
  }

  /** The first node in the content, in layout order, that takes the focus from the keyboard. */
  private static Node firstFocusable(Node node) {
    if (node == null || !node.isVisible() || node.isDisabled()) {
      return null;
    }
    if (node.isFocusTraversable()) {
      return node;
    }
    if (node instanceof Parent parent) {
      for (Node child : parent.getChildrenUnmodifiable()) {
        Node found = firstFocusable(child);
        if (found != null) {
          return found;
        }
      }
    }
    return null;
  }
}
