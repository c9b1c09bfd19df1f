package io.tablescope.app.gui.tree;

import io.tablescope.app.gui.details.DetailsView;
import io.tablescope.app.gui.details.DetailsViewModel;
import io.tablescope.app.gui.find.FileHistoryActions;
import io.tablescope.app.gui.format.MainTabs;
import javafx.scene.Node;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.BorderPane;

/** A commit's tree beside the details of its selected node: the Tree tab of every format. */
public final class TreeAndDetails {
  private TreeAndDetails() {}

  public static Node of(MainTabs tabs) {
    return of(tabs, new CommitTreeViewModel(tabs.main()));
  }

  /** The same over a tree another view leads into too (a find result shown in the tree). */
  public static Node of(MainTabs tabs, CommitTreeViewModel tree) {
    DetailsView details =
        new DetailsView(new DetailsViewModel(tabs.main(), tree.descriptionProperty()));
    return split(new CommitTreeView(tree, tabs.icons()), details);
  }

  /** The same with "History of this file" in the tree's menu and above the details. */
  public static Node withFileHistory(
      CommitTreeView tree, DetailsView details, FileHistoryActions history) {
    tree.table().getContextMenu().getItems().addAll(new SeparatorMenuItem(), history.menuItem());
    BorderPane detailsPane = new BorderPane(details);
    detailsPane.setTop(history.button());
    return split(tree, detailsPane);
  }

  private static Node split(CommitTreeView tree, Node details) {
    SplitPane split = new SplitPane(tree, details);
    split.setDividerPositions(0.68);
    return split;
  }
}
