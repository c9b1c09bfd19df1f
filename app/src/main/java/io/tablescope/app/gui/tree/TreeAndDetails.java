package io.tablescope.app.gui.tree;

import io.tablescope.app.gui.details.DetailsView;
import io.tablescope.app.gui.details.DetailsViewModel;
import io.tablescope.app.gui.format.MainTabs;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;

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
    SplitPane split = new SplitPane(new CommitTreeView(tree, tabs.icons()), details);
    split.setDividerPositions(0.68);
    return split;
  }
}
