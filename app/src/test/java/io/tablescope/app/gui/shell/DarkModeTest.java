package io.tablescope.app.gui.shell;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import atlantafx.base.theme.Theme;
import io.tablescope.app.gui.common.Styles;
import io.tablescope.inspector.history.HistoryGraph.HistoryRow;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.application.Application;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The open bar's Dark button switches every view to AtlantaFX's Primer Dark: the colours each view
 * shows are compared with the values the theme's own style sheet gives its tokens, read from the
 * AtlantaFX jar, and the choice is there again in a new window on the same preferences.
 */
@ExtendWith(ApplicationExtension.class)
class DarkModeTest {
  private static final Path ORDERS = Path.of("demo-warehouse/sales/orders").toAbsolutePath();
  private static final List<String> TABS =
      List.of(
          "historyTab",
          "treeTab",
          "graphTab",
          "diffTab",
          "replayTab",
          "healthTab",
          "definitionTab",
          "findTab");

  private final GuiFixture fixture = new GuiFixture();
  private Stage secondWindow;

  @Start
  void start(Stage stage) {
    fixture.show(stage);
  }

  @AfterEach
  void close(FxRobot robot) {
    robot.interact(
        () -> {
          if (secondWindow != null) {
            secondWindow.close();
          }
          Application.setUserAgentStylesheet(Styles.LIGHT_THEME);
        });
    fixture.close();
  }

  @Test
  void theDarkButtonSwitchesEveryViewToTheDarkThemesTokens(FxRobot robot) throws Exception {
    robot.interact(() -> fixture.viewModel.open(ORDERS.toString()));
    waitUntil(() -> fixture.view().historyViewModel().graphProperty().get() != null);

    Map<String, String> light = expectedColours(new PrimerLight());
    assertColoursBecome(robot, light);

    clickDark(robot, true);

    assertColoursBecome(robot, expectedColours(new PrimerDark()));
    assertThat(fixture.preferences.getBoolean(DarkMode.KEY, false)).isTrue();

    clickDark(robot, false);
    assertColoursBecome(robot, light);
  }

  @Test
  void aNewWindowOnTheSamePreferencesStartsInTheChosenTheme(FxRobot robot) throws Exception {
    clickDark(robot, true);
    // As at the next start: the application's theme is the default again, then a window opens.
    robot.interact(
        () -> {
          Application.setUserAgentStylesheet(Styles.LIGHT_THEME);
          secondWindow = new Stage();
          fixture.show(secondWindow);
        });
    robot.interact(() -> fixture.viewModel.open(ORDERS.toString()));
    waitUntil(() -> fixture.view().historyViewModel().graphProperty().get() != null);

    assertThat(fixture.view().lookup("#darkMode"))
        .isInstanceOfSatisfying(
            ToggleButton.class, toggle -> assertThat(toggle.isSelected()).isTrue());
    assertColoursBecome(robot, expectedColours(new PrimerDark()));
  }

  /**
   * Asserts the views show these colours, once the theme's change has reached every view: the style
   * sheets are applied in a later pulse, which under load may come after the click returns.
   */
  private void assertColoursBecome(FxRobot robot, Map<String, String> expected) {
    try {
      waitUntil(() -> coloursNow().equals(expected));
    } catch (TimeoutException e) {
      // The assertion below names every colour that differs.
    }
    assertThat(shownColours(robot)).isEqualTo(expected);
  }

  /** Clicks the Dark button and waits until the click has reached it and the theme is applied. */
  private void clickDark(FxRobot robot, boolean dark) throws Exception {
    ToggleButton toggle = (ToggleButton) fixture.view().lookup("#darkMode");
    robot.clickOn(toggle);
    waitUntil(() -> toggle.isSelected() == dark);
    WaitForAsyncUtils.waitForFxEvents();
  }

  private Map<String, String> shownColours(FxRobot robot) {
    Map<String, String> shown = new LinkedHashMap<>();
    robot.interact(() -> shown.putAll(coloursNow()));
    return shown;
  }

  /**
   * What the window shows now, by view: the open bar's background, the History canvas's background
   * and its first lane, and in each tab the text of its first plain label; on the FX thread.
   */
  private Map<String, String> coloursNow() {
    Map<String, String> shown = new LinkedHashMap<>();
    MainView view = fixture.view();
    view.applyCss();
    view.layout();
    shown.put("open bar", hex(background(view.lookup(".open-bar"))));
    shown.put("status bar", hex(background(view.lookup(".status-bar"))));
    TabPane tabs = (TabPane) view.lookup("#mainTabs");
    for (String id : TABS) {
      view.selectTab(id);
      view.applyCss();
      view.layout();
      Node content = tabs.getSelectionModel().getSelectedItem().getContent();
      firstPlainLabel(content)
          .ifPresent(label -> shown.put(id + " text", hex(label.getTextFill())));
    }
    view.selectTab("graphTab");
    view.applyCss();
    view.layout();
    WritableImage graph = ((Canvas) view.lookup("#graphCanvas")).snapshot(null, null);
    shown.put(
        "graph background", hex(graph.getPixelReader().getColor((int) graph.getWidth() - 2, 2)));
    view.selectTab("historyTab");
    view.applyCss();
    view.layout();
    Canvas canvas = (Canvas) view.lookup("#historyCanvas");
    WritableImage picture = canvas.snapshot(null, null);
    shown.put(
        "history background",
        hex(
            picture
                .getPixelReader()
                .getColor((int) picture.getWidth() - 2, (int) picture.getHeight() - 2)));
    // The middle of the first node drawn in the first lane (main's).
    List<HistoryRow> rows = view.historyViewModel().graphProperty().get().rows();
    int row = rows.indexOf(rows.stream().filter(r -> r.lane() == 0).findFirst().orElseThrow());
    shown.put("history lane", hex(picture.getPixelReader().getColor(23, row * 30 + 15)));
    return shown;
  }

  /** The same, as the theme's style sheet defines the tokens Tablescope's colours are. */
  private static Map<String, String> expectedColours(Theme theme) throws IOException {
    String css = stylesheet(theme);
    Map<String, String> expected = new LinkedHashMap<>();
    expected.put("open bar", token(css, "-color-bg-subtle"));
    expected.put("status bar", token(css, "-color-bg-subtle"));
    for (String id : TABS) {
      expected.put(id + " text", token(css, "-color-fg-default"));
    }
    expected.put("graph background", token(css, "-color-bg-default"));
    expected.put("history background", token(css, "-color-bg-default"));
    expected.put("history lane", token(css, "-color-accent-fg"));
    return expected;
  }

  private static String stylesheet(Theme theme) throws IOException {
    try (InputStream in = Theme.class.getResourceAsStream(theme.getUserAgentStylesheet())) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  private static String token(String css, String name) {
    Matcher value =
        Pattern.compile("\\s" + Pattern.quote(name) + ":\\s*(#[0-9a-fA-F]{6});").matcher(css);
    assertThat(value.find()).as("the theme defines %s", name).isTrue();
    return value.group(1).toLowerCase(Locale.ROOT);
  }

  private static Optional<Label> firstPlainLabel(Node node) {
    if (node instanceof Label label
        && label.isVisible()
        && label.getStyleClass().equals(List.of("label"))) {
      return Optional.of(label);
    }
    if (node instanceof Parent parent && node.isVisible()) {
      for (Node child : parent.getChildrenUnmodifiable()) {
        Optional<Label> found = firstPlainLabel(child);
        if (found.isPresent()) {
          return found;
        }
      }
    }
    return Optional.empty();
  }

  private static Paint background(Node node) {
    return ((Region) node).getBackground().getFills().get(0).getFill();
  }

  private static String hex(Paint paint) {
    Color colour = (Color) paint;
    return String.format(
        Locale.ROOT,
        "#%02x%02x%02x",
        Math.round(colour.getRed() * 255),
        Math.round(colour.getGreen() * 255),
        Math.round(colour.getBlue() * 255));
  }
}
