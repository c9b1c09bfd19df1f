package io.tablescope.app.gui.common;

import javafx.css.PseudoClass;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * A replay check's row, in either format: its verdict mark, its name, and what it examined, styled
 * {@code :passed} or {@code :failed}.
 *
 * @param <T> the format's check result
 */
public abstract class CheckResultCell<T> extends ListCell<T> {
  public static final PseudoClass FAILED = PseudoClass.getPseudoClass("failed");
  public static final PseudoClass PASSED = PseudoClass.getPseudoClass("passed");

  private final double examinedWidth;

  /**
   * @param examinedWidth how wide what the check examined may grow before it wraps
   */
  protected CheckResultCell(double examinedWidth) {
    this.examinedWidth = examinedWidth;
  }

  protected abstract boolean passed(T check);

  /** The check's name as the row shows it. */
  protected abstract String title(T check);

  protected abstract String examined(T check);

  @Override
  protected void updateItem(T check, boolean empty) {
    super.updateItem(check, empty);
    boolean shown = !empty && check != null;
    pseudoClassStateChanged(FAILED, shown && !passed(check));
    pseudoClassStateChanged(PASSED, shown && passed(check));
    setText(null);
    if (!shown) {
      setGraphic(null);
      return;
    }
    Label mark = new Label(passed(check) ? "✓" : "✗");
    mark.getStyleClass().add(passed(check) ? Styles.STATUS_ADDED : Styles.STATUS_DELETED);
    Label name = new Label(title(check));
    name.getStyleClass().add(Styles.MONO);
    Label examined = new Label(examined(check));
    examined.getStyleClass().add(Styles.MUTED);
    examined.setWrapText(true);
    examined.setMaxWidth(examinedWidth);
    HBox row = new HBox(8, mark, new VBox(2, name, examined));
    row.setAlignment(Pos.TOP_LEFT);
    setGraphic(row);
  }
}
