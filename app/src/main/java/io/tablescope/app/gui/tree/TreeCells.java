package io.tablescope.app.gui.tree;

import io.tablescope.app.gui.common.Styles;
import io.tablescope.icons.Icon;
import io.tablescope.inspector.table.NodeKind;
import io.tablescope.inspector.table.TreeCell;

/** How a commit tree's kinds and tones are drawn: the icons and style classes they take. */
final class TreeCells {
  private TreeCells() {}

  static Icon iconOf(NodeKind kind) {
    return switch (kind) {
      case COMMIT -> Icon.SNAPSHOT;
      case FILE_LIST -> Icon.MANIFEST_LIST;
      case DATA_MANIFEST -> Icon.DATA_MANIFEST;
      case DELETE_MANIFEST -> Icon.DELETE_MANIFEST;
      case DATA_FILE -> Icon.DATA_FILE;
      case POSITION_DELETE -> Icon.POSITION_DELETE;
      case EQUALITY_DELETE -> Icon.EQUALITY_DELETE;
      case DELETION_VECTOR -> Icon.DELETION_VECTOR;
      case LOG_FILE -> Icon.DELETE_MANIFEST;
      case REMOVED_FILE -> Icon.DELETED;
      case RECORD -> Icon.EXISTING;
      case PROBLEM -> Icon.PROBLEM;
    };
  }

  /** The icon a cell's tone draws beside its text; null for none. */
  static Icon iconOf(TreeCell.Tone tone) {
    return switch (tone) {
      case ADDED -> Icon.ADDED;
      case EXISTING -> Icon.EXISTING;
      case DELETED -> Icon.DELETED;
      case PLAIN, INHERITED -> null;
    };
  }

  /** The style class of a cell's tone; null for none. */
  static String styleOf(TreeCell.Tone tone) {
    return switch (tone) {
      case ADDED -> Styles.STATUS_ADDED;
      case EXISTING -> Styles.STATUS_EXISTING;
      case DELETED -> Styles.STATUS_DELETED;
      case INHERITED -> Styles.INHERITED;
      case PLAIN -> null;
    };
  }
}
