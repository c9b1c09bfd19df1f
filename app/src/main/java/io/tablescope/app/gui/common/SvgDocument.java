package io.tablescope.app.gui.common;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * A small SVG writer for the graphs' export: rectangles, lines, circles and text, in the order they
 * are added, colours given as {@code #rrggbb}.
 */
public final class SvgDocument {
  private final StringBuilder body = new StringBuilder();
  private final double width;
  private final double height;

  public SvgDocument(double width, double height) {
    this.width = width;
    this.height = height;
  }

  /** A rectangle with rounded corners of this radius; a null fill or stroke is left out. */
  public SvgDocument rect(
      double x, double y, double w, double h, double radius, String fill, String stroke) {
    body.append(
        String.format(
            Locale.ROOT,
            "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" rx=\"%.1f\" fill=\"%s\""
                + " stroke=\"%s\"/>%n",
            x,
            y,
            w,
            h,
            radius,
            fill == null ? "none" : fill,
            stroke == null ? "none" : stroke));
    return this;
  }

  public SvgDocument line(double x1, double y1, double x2, double y2, String stroke, double w) {
    body.append(
        String.format(
            Locale.ROOT,
            "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\""
                + " stroke-width=\"%.1f\"/>%n",
            x1,
            y1,
            x2,
            y2,
            stroke,
            w));
    return this;
  }

  public SvgDocument circle(double cx, double cy, double r, String fill) {
    body.append(
        String.format(
            Locale.ROOT,
            "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"%s\"/>%n",
            cx,
            cy,
            r,
            fill));
    return this;
  }

  /** Text whose baseline starts at (x, y). */
  public SvgDocument text(double x, double y, String text, String fill, double size, boolean bold) {
    body.append(
        String.format(
            Locale.ROOT,
            "<text x=\"%.1f\" y=\"%.1f\" fill=\"%s\" font-size=\"%.1f\"%s>%s</text>%n",
            x,
            y,
            fill,
            size,
            bold ? " font-weight=\"bold\"" : "",
            escape(text)));
    return this;
  }

  /** The whole document. */
  public String text() {
    return String.format(
            Locale.ROOT,
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>%n"
                + "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\""
                + " font-family=\"sans-serif\">%n",
            width,
            height)
        + body
        + "</svg>\n";
  }

  public void write(Path file) throws IOException {
    Files.writeString(file, text(), StandardCharsets.UTF_8);
  }

  private static String escape(String text) {
    return text.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace("\"", "&quot;");
  }
}
