package io.tablescope.app.gui.delta;

import io.tablescope.app.gui.delta.definition.DeltaDefinitionView;
import io.tablescope.app.gui.delta.definition.DeltaDefinitionViewModel;
import io.tablescope.app.gui.delta.replay.DeltaReplayView;
import io.tablescope.app.gui.delta.replay.DeltaReplayViewModel;
import io.tablescope.app.gui.details.DetailsView;
import io.tablescope.app.gui.details.DetailsViewModel;
import io.tablescope.app.gui.format.CapabilityViews;
import io.tablescope.app.gui.format.FormatViews;
import io.tablescope.app.gui.format.MainTabs;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.tree.CommitTreeView;
import io.tablescope.app.gui.tree.CommitTreeViewModel;
import io.tablescope.inspector.table.Capability;
import java.util.Optional;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;

/** Delta Lake's views of one window: a version's log tree, Delta's replay and its definition. */
public final class DeltaViews implements FormatViews {
  private final MainTabs tabs;
  private final MainViewModel main;
  private final CapabilityViews views = new CapabilityViews();

  public DeltaViews(MainTabs tabs) {
    this.tabs = tabs;
    main = tabs.main();
    views.add(Capability.TREE, this::treeAndDetails);
    views.add(Capability.REPLAY, () -> new DeltaReplayView(new DeltaReplayViewModel(main)));
    views.add(Capability.DEFINITION, this::definition);
  }

  @Override
  public Optional<Node> view(Capability capability) {
    return views.view(capability);
  }

  @Override
  public Optional<Node> built(Capability capability) {
    return views.built(capability);
  }

  /** The version's log tree beside the details of its selected node. */
  private Node treeAndDetails() {
    CommitTreeViewModel tree = new CommitTreeViewModel(main);
    DetailsView details = new DetailsView(new DetailsViewModel(main, tree.descriptionProperty()));
    SplitPane split = new SplitPane(new CommitTreeView(tree, tabs.icons()), details);
    split.setDividerPositions(0.68);
    return split;
  }

  /** The Definition tab, which reads the table only while it is shown. */
  private Node definition() {
    DeltaDefinitionViewModel definition = new DeltaDefinitionViewModel(main);
    definition.activeProperty().bind(tabs.shown(Capability.DEFINITION));
    return new DeltaDefinitionView(definition);
  }
}
