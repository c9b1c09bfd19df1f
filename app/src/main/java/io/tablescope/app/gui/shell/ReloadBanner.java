package io.tablescope.app.gui.shell;

import io.tablescope.app.gui.session.TableWatch;
import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.stage.Window;
import javafx.util.Duration;

/**
 * Watches the opened table for a newer version, looking every few seconds off the UI thread, and
 * when one appears offers to reload: a line naming it with a Reload button. Reloading keeps the tab
 * shown.
 */
final class ReloadBanner extends HBox {
  /** How often the opened table is looked at: one listing each time. */
  static final Duration POLL_INTERVAL = Duration.seconds(5);

  ReloadBanner(TableWatch watch, Duration interval) {
    super(10);
    Label text = new Label();
    text.setId("newerVersion");
    text.setMinWidth(0);
    text.textProperty()
        .bind(
            watch
                .newerVersionProperty()
                .map(newer -> "A newer version of this table has been written: " + newer)
                .orElse(""));
    Button reload = new Button("Reload");
    reload.setId("reload");
    reload.setOnAction(event -> watch.reload());
    getChildren().addAll(text, reload);
    setId("reloadBanner");
    visibleProperty().bind(watch.newerVersionProperty().isNotNull());
    managedProperty().bind(visibleProperty());
    setAlignment(Pos.CENTER_LEFT);
    setPadding(new Insets(4, 10, 4, 10));
    getStyleClass().add("reload-banner");
    Timeline polling = new Timeline(new KeyFrame(interval, event -> watch.look()));
    polling.setCycleCount(Animation.INDEFINITE);
    // Watches only while the window is shown: a closed window asks nothing of the storage.
    sceneProperty()
        .flatMap(Scene::windowProperty)
        .flatMap(Window::showingProperty)
        .orElse(false)
        .subscribe(
            showing -> {
              if (showing) {
                polling.play();
              } else {
                polling.stop();
              }
            });
  }
}
