package io.tablescope.app.gui.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URL;
import java.util.List;
import javafx.css.CssParser;
import javafx.css.Stylesheet;
import org.junit.jupiter.api.Test;

/**
 * The build writes the stylesheet's binary form beside it, which JavaFX loads in its place: it must
 * hold the rules the text says, in the same order.
 */
class BinaryStylesheetTest {
  @Test
  void theBinaryStylesheetHoldsTheRulesOfTheText() throws Exception {
    URL text = Styles.class.getResource(Styles.STYLESHEET);
    URL binary = Styles.class.getResource(Styles.STYLESHEET.replaceFirst("\\.css$", ".bss"));

    assertThat(binary).as("tablescope.bss beside tablescope.css").isNotNull();
    List<String> parsed = rules(new CssParser().parse(text));
    List<String> loaded = rules(Stylesheet.loadBinary(binary));
    assertThat(loaded).isNotEmpty().isEqualTo(parsed);
  }

  private static List<String> rules(Stylesheet stylesheet) {
    // A binary rule reads its declarations when first asked for them, not for toString.
    return stylesheet.getRules().stream()
        .map(rule -> rule.getSelectors() + " " + rule.getDeclarations())
        .toList();
  }
}
