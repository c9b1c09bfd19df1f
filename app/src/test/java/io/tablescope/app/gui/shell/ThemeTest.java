package io.tablescope.app.gui.shell;

import static io.tablescope.app.gui.shell.GuiFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import io.tablescope.app.gui.common.Styles;
import java.io.IOException;
import java.net.URL;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.TimeoutException;
import javafx.css.CssMetaData;
import javafx.css.CssParser;
import javafx.css.StyleOrigin;
import javafx.css.Styleable;
import javafx.css.StyleableProperty;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.effect.DropShadow;
import javafx.scene.effect.Effect;
import javafx.scene.effect.InnerShadow;
import javafx.scene.image.Image;
import javafx.scene.shape.SVGPath;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Tablescope's themes, which the build trims from AtlantaFX's (src/build/java/ThemeTrimmer.java),
 * style every view exactly as AtlantaFX's own do: two windows on the demo table, one under each
 * stylesheet, are taken through every view, and every styled property of every node is compared.
 */
@ExtendWith(ApplicationExtension.class)
class ThemeTest {
  private static final Path ORDERS = Path.of("demo-warehouse/sales/orders").toAbsolutePath();

  /** What a property holds in place of its value when the views' code set it. */
  private static final String SET_BY_CODE = "set by the views' code";

  private final GuiFixture atlantafx = new GuiFixture();
  private final GuiFixture trimmed = new GuiFixture();
  private Stage trimmedWindow;

  @Start
  void start(Stage stage) {
    atlantafx.show(stage);
  }

  @AfterEach
  void close(FxRobot robot) {
    robot.interact(
        () -> {
          if (trimmedWindow != null) {
            trimmedWindow.close();
          }
        });
    atlantafx.close();
    trimmed.close();
  }

  @Test
  void theTrimmedLightThemeStylesEveryViewAsPrimerLightDoes(FxRobot robot) throws Exception {
    assertStylesAlike(robot, new PrimerLight().getUserAgentStylesheet(), Styles.LIGHT_THEME);
  }

  @Test
  void theTrimmedDarkThemeStylesEveryViewAsPrimerDarkDoes(FxRobot robot) throws Exception {
    assertStylesAlike(robot, new PrimerDark().getUserAgentStylesheet(), Styles.DARK_THEME);
  }

  @Test
  void theTrimmedThemesHoldFewerRulesThanAtlantaFXs() throws IOException {
    assertThat(rules(Styles.LIGHT_THEME))
        .isLessThan(rules(new PrimerLight().getUserAgentStylesheet()) * 2 / 3);
    assertThat(rules(Styles.DARK_THEME))
        .isLessThan(rules(new PrimerDark().getUserAgentStylesheet()) * 2 / 3);
  }

  private void assertStylesAlike(FxRobot robot, String atlantafxTheme, String trimmedTheme)
      throws Exception {
    robot.interact(
        () -> {
          trimmedWindow = new Stage();
          trimmed.show(trimmedWindow);
          atlantafx.view().getScene().setUserAgentStylesheet(atlantafxTheme);
          trimmed.view().getScene().setUserAgentStylesheet(trimmedTheme);
          atlantafx.viewModel.open(ORDERS.toString());
          trimmed.viewModel.open(ORDERS.toString());
        });
    waitUntil(
        () ->
            atlantafx.view().historyViewModel().graphProperty().get() != null
                && trimmed.view().historyViewModel().graphProperty().get() != null);
    // A view's nodes stay in the window once its tab has been shown: visiting each (the History
    // last) leaves them all.
    List<String> tabs = new ArrayList<>();
    robot.interact(
        () -> {
          for (Tab tab : ((TabPane) atlantafx.view().lookup("#mainTabs")).getTabs()) {
            tabs.add(tab.getId());
          }
        });
    tabs.add(tabs.remove(0));
    for (String tab : tabs) {
      robot.interact(
          () -> {
            atlantafx.view().selectTab(tab);
            trimmed.view().selectTab(tab);
          });
    }
    // The views fill in from background work, in each window at its own pace.
    try {
      waitUntil(() -> styles(atlantafx.view()).equals(styles(trimmed.view())));
    } catch (TimeoutException e) {
      // The assertion below names each node and property that differs.
    }
    Map<String, Object> underAtlantaFX = new LinkedHashMap<>();
    Map<String, Object> underTrimmed = new LinkedHashMap<>();
    robot.interact(
        () -> {
          underAtlantaFX.putAll(styles(atlantafx.view()));
          underTrimmed.putAll(styles(trimmed.view()));
        });
    Set<String> shared = new HashSet<>(underAtlantaFX.keySet());
    shared.retainAll(underTrimmed.keySet());
    // A node may exist in one window only: a table's placeholder, say, made while its rows were
    // still being read and kept hidden afterwards. Nearly all are in both.
    assertThat(shared)
        .hasSizeGreaterThan(5_000)
        .hasSizeGreaterThan(underAtlantaFX.size() * 95 / 100)
        .hasSizeGreaterThan(underTrimmed.size() * 95 / 100);
    assertThat(differences(underAtlantaFX, underTrimmed)).isEmpty();
  }

  /**
   * Where a node's styled property differs between the windows, in where its value came from (a
   * stylesheet, or none) or in the value (the first 40).
   */
  private static List<String> differences(
      Map<String, Object> expected, Map<String, Object> actual) {
    return expected.entrySet().stream()
        .filter(style -> actual.containsKey(style.getKey()))
        .filter(
            style -> style.getValue() != SET_BY_CODE && actual.get(style.getKey()) != SET_BY_CODE)
        .filter(style -> !Objects.equals(style.getValue(), actual.get(style.getKey())))
        .limit(40)
        .map(
            style ->
                style.getKey()
                    + ": "
                    + style.getValue()
                    + " under AtlantaFX's theme, "
                    + actual.get(style.getKey())
                    + " under the trimmed one")
        .toList();
  }

  /**
   * Every node's styled properties, each under the node's place in the window and the property's
   * name.
   */
  private static Map<String, Object> styles(Parent root) {
    root.applyCss();
    Map<String, Object> styles = new LinkedHashMap<>();
    collect(root, root.getClass().getSimpleName(), styles);
    return styles;
  }

  private static void collect(Node node, String place, Map<String, Object> styles) {
    for (CssMetaData<? extends Styleable, ?> property : node.getCssMetaData()) {
      styles.put(place + " " + property.getProperty(), value(node, property));
    }
    if (node instanceof Parent parent) {
      List<Node> children = parent.getChildrenUnmodifiable();
      for (int i = 0; i < children.size(); i++) {
        Node child = children.get(i);
        String name =
            child.getId() != null ? "#" + child.getId() : child.getStyleClass().toString();
        collect(child, place + " > " + i + ":" + child.getClass().getSimpleName() + name, styles);
      }
    }
  }

  @SuppressWarnings("unchecked")
  private static Object value(Node node, CssMetaData<? extends Styleable, ?> property) {
    StyleableProperty<?> styled = ((CssMetaData<Node, ?>) property).getStyleableProperty(node);
    if (styled == null) {
      return "none";
    }
    // A value the views' code set (a scroll bar shown when its rows overflow, say) is not the
    // theme's, and may differ with when each window laid out.
    if (styled.getStyleOrigin() == StyleOrigin.USER) {
      return SET_BY_CODE;
    }
    return Arrays.asList(styled.getStyleOrigin(), comparable(styled.getValue()));
  }

  /**
   * The value, or for the kinds of value that JavaFX compares by identity (effects, shapes, images
   * and arrays such as dash patterns) a value that two alike ones share.
   */
  private static Object comparable(Object value) {
    if (value instanceof DropShadow shadow) {
      return "DropShadow(%s %s %s %s %s %s)"
          .formatted(
              shadow.getBlurType(),
              shadow.getColor(),
              shadow.getRadius(),
              shadow.getSpread(),
              shadow.getOffsetX(),
              shadow.getOffsetY());
    }
    if (value instanceof InnerShadow shadow) {
      return "InnerShadow(%s %s %s %s %s %s)"
          .formatted(
              shadow.getBlurType(),
              shadow.getColor(),
              shadow.getRadius(),
              shadow.getChoke(),
              shadow.getOffsetX(),
              shadow.getOffsetY());
    }
    if (value instanceof Effect effect) {
      return effect.getClass().getSimpleName();
    }
    if (value instanceof SVGPath path) {
      return "SVGPath(" + path.getContent() + ")";
    }
    if (value instanceof Object[] values) {
      return Arrays.asList(values);
    }
    if (value instanceof Image image) {
      return "Image(" + image.getUrl() + ")";
    }
    return value;
  }

  private static int rules(String stylesheet) throws IOException {
    URL url = ThemeTest.class.getResource(stylesheet);
    return new CssParser().parse(url).getRules().size();
  }
}
