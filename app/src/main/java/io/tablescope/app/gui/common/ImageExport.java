package io.tablescope.app.gui.common;

import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Function;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/**
 * Exports a graph as PNG (the canvas as drawn) or SVG (written by the view from its model): an
 * Export menu that asks where to write, through a file chooser unless a test sets the target.
 */
public final class ImageExport {
  /** Where to write an export of this extension ({@code png} or {@code svg}); null to cancel. */
  public interface Target extends Function<String, File> {}

  /** Writes an export to a file. */
  public interface Writer {
    void write(Path file) throws IOException;
  }

  private Target target;

  /**
   * @param owner the window the file chooser belongs to, asked for when the menu is used
   */
  public ImageExport(java.util.function.Supplier<Window> owner) {
    target =
        extension -> {
          FileChooser chooser = new FileChooser();
          chooser.setTitle("Export as " + extension.toUpperCase(java.util.Locale.ROOT));
          chooser
              .getExtensionFilters()
              .add(new FileChooser.ExtensionFilter(extension, "*." + extension));
          chooser.setInitialFileName("graph." + extension);
          return chooser.showSaveDialog(owner.get());
        };
  }

  /** Replaces the file chooser, e.g. by a fixed file in tests. */
  public void setTarget(Target target) {
    this.target = target;
  }

  /**
   * The Export menu.
   *
   * @param id the menu's id; its items are {@code id + "Png"} and {@code id + "Svg"}
   * @param onError receives a failure's message
   */
  public MenuButton menu(
      String id, Canvas canvas, Writer svg, java.util.function.Consumer<String> onError) {
    MenuItem png = new MenuItem("PNG…");
    png.setId(id + "Png");
    png.setOnAction(event -> export("png", file -> writePng(canvas, file), onError));
    MenuItem svgItem = new MenuItem("SVG…");
    svgItem.setId(id + "Svg");
    svgItem.setOnAction(event -> export("svg", svg, onError));
    MenuButton menu = new MenuButton("Export", null, png, svgItem);
    menu.setId(id);
    return menu;
  }

  private void export(
      String extension, Writer writer, java.util.function.Consumer<String> onError) {
    File file = target.apply(extension);
    if (file == null) {
      return;
    }
    try {
      writer.write(file.toPath());
    } catch (IOException e) {
      onError.accept("Could not write " + file + ": " + e.getMessage());
    }
  }

  /** Writes what the canvas shows as a PNG image. */
  public static void writePng(Canvas canvas, Path file) throws IOException {
    WritableImage image = canvas.snapshot(null, null);
    int width = (int) image.getWidth();
    int height = (int) image.getHeight();
    BufferedImage buffered = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
    PixelReader pixels = image.getPixelReader();
    for (int y = 0; y < height; y++) {
      for (int x = 0; x < width; x++) {
        buffered.setRGB(x, y, pixels.getArgb(x, y));
      }
    }
    if (!javax.imageio.ImageIO.write(buffered, "png", file.toFile())) {
      throw new IOException("no PNG writer");
    }
  }
}
