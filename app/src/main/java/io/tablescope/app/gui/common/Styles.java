package io.tablescope.app.gui.common;

/** The style class names Tablescope's style sheet defines, as constants for the views. */
public final class Styles {
  /** Tablescope's style sheet, applied on top of the AtlantaFX theme. */
  public static final String STYLESHEET = "/io/tablescope/app/gui/tablescope.css";

  /**
   * The light theme, as a user agent stylesheet: AtlantaFX's Primer Light without the rules for
   * what Tablescope never shows, written by the build (src/build/java/ThemeTrimmer.java).
   */
  public static final String LIGHT_THEME = "/io/tablescope/app/gui/theme/primer-light.css";

  /** The dark theme, AtlantaFX's Primer Dark trimmed in the same way. */
  public static final String DARK_THEME = "/io/tablescope/app/gui/theme/primer-dark.css";

  public static final String ICON = "icon";
  public static final String STATUS_ADDED = "status-added";
  public static final String STATUS_EXISTING = "status-existing";
  public static final String STATUS_DELETED = "status-deleted";
  public static final String PROBLEM = "problem";
  public static final String INHERITED = "inherited";
  public static final String MUTED = "muted";
  public static final String FLAGGED = "flagged";
  public static final String WARNING = "warning-banner";
  public static final String SECTION_TITLE = "section-title";
  public static final String CHANGE_ADDED = "change-added";
  public static final String CHANGE_REMOVED = "change-removed";
  public static final String CHANGE_MODIFIED = "change-modified";
  public static final String GROUP = "group";
  public static final String MONO = "mono";
  public static final String STATUS_BAR = "status-bar";
  public static final String EMPTY_NOTE = "empty-note";

  private Styles() {}
}
