import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javafx.css.Stylesheet;

/**
 * Writes Tablescope's themes when the app is built: AtlantaFX's Primer Light and Primer Dark
 * without the selectors that style what Tablescope never shows. JavaFX reads and indexes every rule
 * of the theme before the first frame, and looks up each node's rules among those indexed under its
 * style classes; a smaller theme draws the first frame sooner and changes nothing on screen
 * ({@code ThemeTest} compares every styled property of the views under both).
 *
 * <p>Run as a source file: {@code java -cp <a classpath holding atlantafx-base and JavaFX> ThemeTrimmer.java
 * <folder>}. It writes {@code primer-light.css} and {@code primer-dark.css} into the folder, each
 * with its binary form beside it.
 */
final class ThemeTrimmer {
  private static final List<String> THEMES = List.of("primer-light", "primer-dark");

  /**
   * The style classes of controls Tablescope never makes: JavaFX's, then AtlantaFX's own. A control
   * added to a view must leave this list; ThemeTest, which walks the main window's views (not its
   * dialogs or menus), fails until it does.
   */
  static final Set<String> UNUSED_CONTROLS =
      Set.of(
          "accordion",
          "titled-pane",
          "pagination",
          "slider",
          "spinner",
          "split-menu-button",
          "tool-bar",
          "menu-bar",
          "date-picker",
          "date-picker-popup",
          "date-cell",
          "color-picker",
          "color-palette",
          "custom-color-dialog",
          "html-editor",
          "radio-button",
          "radio-menu-item",
          "progress-indicator",
          "bar-chart",
          "stacked-bar-chart",
          "notification",
          "message",
          "card",
          "tile",
          "toggle-switch",
          "custom-text-field",
          "caption-menu-item",
          "popover",
          "ring-progress-indicator",
          "modal-box",
          "modal-pane",
          "bb-code",
          "breadcrumbs",
          "ikonli-font-icon");

  /**
   * AtlantaFX's variants (the style classes its {@code Styles} and {@code Tweaks} name) that no
   * Tablescope view applies and JavaFX never sets itself. Tablescope uses {@code small} and {@code
   * flat}; JavaFX sets {@code text}, and the alerts' {@code warning}.
   */
  static final Set<String> UNUSED_VARIANTS =
      Set.of(
          "accent",
          "success",
          "danger",
          "button-circle",
          "button-icon",
          "button-outlined",
          "left-pill",
          "center-pill",
          "right-pill",
          "medium",
          "large",
          "bordered",
          "dense",
          "striped",
          "rounded",
          "classic",
          "floating",
          "elevated-1",
          "elevated-2",
          "elevated-3",
          "elevated-4",
          "interactive",
          "title-1",
          "title-2",
          "title-3",
          "title-4",
          "text-caption",
          "text-small",
          "text-bold",
          "text-bolder",
          "text-normal",
          "text-lighter",
          "text-italic",
          "text-oblique",
          "text-strikethrough",
          "text-underlined",
          "text-muted",
          "text-subtle",
          "text-on-emphasis",
          "bg-default",
          "bg-inset",
          "bg-subtle",
          "bg-neutral-emphasis-plus",
          "bg-neutral-emphasis",
          "bg-neutral-muted",
          "bg-neutral-subtle",
          "bg-accent-emphasis",
          "bg-accent-muted",
          "bg-accent-subtle",
          "bg-warning-emphasis",
          "bg-warning-muted",
          "bg-warning-subtle",
          "bg-success-emphasis",
          "bg-success-muted",
          "bg-success-subtle",
          "bg-danger-emphasis",
          "bg-danger-muted",
          "bg-danger-subtle",
          "border-default",
          "border-muted",
          "border-subtle",
          "font-icon",
          "no-arrow",
          "edge-to-edge",
          "no-header",
          "align-left",
          "align-center",
          "align-right",
          "alt-icon");

  private static final Pattern COMMENT = Pattern.compile("/\\*.*?\\*/", Pattern.DOTALL);
  private static final Pattern STYLE_CLASS = Pattern.compile("\\.([A-Za-z_-][A-Za-z0-9_-]*)");

  private ThemeTrimmer() {}

  public static void main(String[] args) throws IOException {
    Path folder = Files.createDirectories(Path.of(args[0]));
    for (String theme : THEMES) {
      Path css = folder.resolve(theme + ".css");
      Files.writeString(css, trim(resource("atlantafx/base/theme/" + theme + ".css")));
      Stylesheet.convertToBinary(css.toFile(), folder.resolve(theme + ".bss").toFile());
    }
  }

  /**
   * The stylesheet without the selectors that name an unused style class, and without the rules
   * left with none. What is kept is AtlantaFX's text, comments aside.
   */
  static String trim(String css) {
    String rules = COMMENT.matcher(css).replaceAll("");
    StringBuilder kept = new StringBuilder(rules.length());
    int start = 0;
    for (int end = rules.indexOf('}'); end >= 0; end = rules.indexOf('}', start)) {
      String rule = rules.substring(start, end + 1);
      start = end + 1;
      int body = rule.indexOf('{');
      List<String> selectors =
          Stream.of(rule.substring(0, body).split(","))
              .map(String::strip)
              .filter(selector -> !namesUnused(selector))
              .toList();
      if (!selectors.isEmpty()) {
        kept.append(String.join(",\n", selectors)).append(' ').append(rule.substring(body));
        kept.append('\n');
      }
    }
    return kept.toString();
  }

  private static boolean namesUnused(String selector) {
    Matcher styleClass = STYLE_CLASS.matcher(selector);
    while (styleClass.find()) {
      String name = styleClass.group(1);
      if (UNUSED_CONTROLS.contains(name) || UNUSED_VARIANTS.contains(name)) {
        return true;
      }
    }
    return false;
  }

  private static String resource(String name) throws IOException {
    try (InputStream in = ClassLoader.getSystemResourceAsStream(name)) {
      if (in == null) {
        throw new IOException(name + " is not on the classpath: is atlantafx-base on it?");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
