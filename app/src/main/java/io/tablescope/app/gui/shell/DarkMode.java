package io.tablescope.app.gui.shell;

import io.tablescope.app.gui.common.Styles;
import io.tablescope.app.gui.settings.Settings;
import javafx.application.Application;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.Region;

/**
 * The app's theme: AtlantaFX's Primer Light, or Primer Dark while dark mode is on, each as the
 * build trims it ({@link Styles#LIGHT_THEME}). The choice is remembered in the given settings, so
 * the next window starts with it; {@link #apply} sets the theme for every window of the application
 * (call it before the first one shows).
 */
public final class DarkMode {
  static final String KEY = "dark-mode";

  private final BooleanProperty on = new SimpleBooleanProperty();

  public DarkMode(Settings settings) {
    on.set(settings.getBoolean(KEY, false));
    on.addListener(
        (observable, was, dark) -> {
          settings.putBoolean(KEY, dark);
          apply();
        });
  }

  /** Sets the remembered theme as the application's. */
  public void apply() {
    Application.setUserAgentStylesheet(on.get() ? Styles.DARK_THEME : Styles.LIGHT_THEME);
  }

  /** Whether dark mode is on; setting it switches the theme and remembers the choice. */
  public BooleanProperty onProperty() {
    return on;
  }

  /** The open bar's button that turns dark mode on and off. */
  ToggleButton toggle() {
    ToggleButton toggle = new ToggleButton("Dark");
    toggle.setId("darkMode");
    toggle.setMinWidth(Region.USE_PREF_SIZE);
    toggle.selectedProperty().bindBidirectional(on);
    // A bidirectional binding holds both sides weakly: without this the theme, and with it the
    // listener that applies and remembers a click, could be collected while the button is shown.
    toggle.getProperties().put(DarkMode.class, this);
    return toggle;
  }
}
