package io.tablescope.app.gui.shell;

import io.tablescope.app.gui.common.Clipped;
import java.util.Optional;
import java.util.function.Predicate;
import javafx.scene.control.TreeTableCell;
import javafx.scene.control.TreeTableRow;
import org.testfx.api.FxRobot;

/** The rows of the window's tree tables as a user sees them: the ones drawn, and their cells. */
public final class TreeRows {
  private TreeRows() {}

  /** The first drawn row whose item is a {@code kind} that matches. */
  public static <T> Optional<TreeTableRow<?>> rowOf(
      FxRobot robot, Class<T> kind, Predicate<? super T> matches) {
    for (TreeTableRow<?> row :
        robot.lookup(".tree-table-row-cell").queryAllAs(TreeTableRow.class)) {
      if (kind.isInstance(row.getItem()) && matches.test(kind.cast(row.getItem()))) {
        return Optional.of(row);
      }
    }
    return Optional.empty();
  }

  /** The whole text a row shows in the column of that id, before a path is cut to fit. */
  public static String cellText(TreeTableRow<?> row, String columnId) {
    return row.getChildrenUnmodifiable().stream()
        .filter(TreeTableCell.class::isInstance)
        .map(TreeTableCell.class::cast)
        .filter(cell -> columnId.equals(cell.getTableColumn().getId()))
        .map(Clipped::wholeText)
        .findFirst()
        .orElseThrow();
  }
}
