package io.tablescope.app.installer;

import io.tablescope.app.gui.common.Icons;
import io.tablescope.app.gui.common.Styles;
import io.tablescope.icons.Icon;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Scene;
import javafx.scene.SnapshotParameters;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.StackPane;
import javafx.scene.paint.Color;
import javax.imageio.ImageIO;

/**
 * A build tool, not a test: draws the app's icon (the snapshot icon of the {@code icons} module, in
 * the colour the style sheet gives it, on a rounded tile) into the PNG file named by the first
 * argument, for jpackage's {@code --icon}. The installer profile runs it headless (Monocle).
 */
public final class AppIconRenderer {
  private static final double SIZE = 256;

  private AppIconRenderer() {}

  public static void main(String[] args) throws Exception {
    Path png = Path.of(args[0]);
    Files.createDirectories(png.toAbsolutePath().getParent());
    CompletableFuture<WritableImage> drawn = new CompletableFuture<>();
    Platform.startup(
        () -> {
          try {
            drawn.complete(draw());
          } catch (RuntimeException e) {
            drawn.completeExceptionally(e);
          }
        });
    WritableImage image = drawn.get(60, TimeUnit.SECONDS);
    ImageIO.write(SwingFXUtils.fromFXImage(image, null), "png", new File(png.toString()));
    Platform.exit();
    System.out.println("App icon: " + png);
  }

  private static WritableImage draw() {
    Application.setUserAgentStylesheet(Styles.LIGHT_THEME);
    StackPane tile = new StackPane(new Icons().node(Icon.SNAPSHOT, SIZE * 0.7));
    tile.setPrefSize(SIZE, SIZE);
    tile.setStyle(
        "-fx-background-color: -color-bg-subtle; -fx-background-radius: 48;"
            + " -fx-border-color: -color-border-default; -fx-border-radius: 48;"
            + " -fx-border-width: 6;");
    Scene scene = new Scene(tile, SIZE, SIZE, Color.TRANSPARENT);
    scene.getStylesheets().add(resource(Styles.STYLESHEET));
    tile.applyCss();
    tile.layout();
    SnapshotParameters parameters = new SnapshotParameters();
    parameters.setFill(Color.TRANSPARENT);
    return tile.snapshot(parameters, null);
  }

  private static String resource(String name) {
    var url = AppIconRenderer.class.getResource(name);
    if (url == null) {
      throw new UncheckedIOException(new IOException("Missing resource " + name));
    }
    return url.toExternalForm();
  }
}
