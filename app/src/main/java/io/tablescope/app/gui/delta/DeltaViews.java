package io.tablescope.app.gui.delta;

import io.tablescope.app.gui.common.Memo;
import io.tablescope.app.gui.delta.definition.DeltaDefinitionView;
import io.tablescope.app.gui.delta.definition.DeltaDefinitionViewModel;
import io.tablescope.app.gui.delta.find.DeltaFindView;
import io.tablescope.app.gui.delta.find.DeltaFindViewModel;
import io.tablescope.app.gui.delta.graph.DeltaGraphView;
import io.tablescope.app.gui.delta.graph.DeltaGraphViewModel;
import io.tablescope.app.gui.delta.health.DeltaHealthView;
import io.tablescope.app.gui.delta.health.DeltaIntegrity;
import io.tablescope.app.gui.delta.maintenance.DeltaMaintenanceView;
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
import io.tablescope.app.gui.tree.TreeAndDetails;
import io.tablescope.inspector.table.Capability;
import io.tablescope.inspector.table.Table;
import java.util.Optional;
import javafx.scene.Node;

/**
 * Delta Lake's views of one window: a version's log tree and graph and a file's history, Delta's
 * replay, its definition, its health and maintenance previews, and a search across every version of
 * its log.
 */
public final class DeltaViews implements FormatViews {
  private final MainTabs tabs;
  private final MainViewModel main;
  private final CapabilityViews views = new CapabilityViews();
  private final Memo<DeltaFindView> find;

  public DeltaViews(MainTabs tabs) {
    this.tabs = tabs;
    main = tabs.main();
    find =
        new Memo<>(
            () -> new DeltaFindView(new DeltaFindViewModel(main, this::showVersionInHistory)));
    views.add(Capability.TREE, this::treeAndDetails);
    views.add(Capability.GRAPH, this::graph);
    views.add(Capability.REPLAY, () -> new DeltaReplayView(new DeltaReplayViewModel(main)));
    views.add(Capability.DEFINITION, this::definition);
    views.add(Capability.FIND, find);
    views.add(Capability.HEALTH, () -> new DeltaHealthView(main, DeltaIntegrity.view(tabs)));
    views.add(Capability.MAINTENANCE, () -> new DeltaMaintenanceView(main));
  }

  /** A version's tree beside the details of its selected node and a data file's history. */
  private Node treeAndDetails() {
    CommitTreeViewModel tree = new CommitTreeViewModel(main);
    return TreeAndDetails.withFileHistory(
        new CommitTreeView(tree, tabs.icons()),
        new DetailsView(new DetailsViewModel(main, tree.descriptionProperty())),
        find.get().historyOf(tree.selectedProperty(), () -> tabs.show(Capability.FIND)));
  }

  /** Where a find result or a file history row leads: its version in the History. */
  private void showVersionInHistory(long version) {
    Table table = main.tableProperty().get();
    if (table != null) {
      table
          .commit(version)
          .ifPresent(
              commit -> {
                main.selectedCommitProperty().set(commit);
                tabs.showHistory();
              });
    }
  }

  @Override
  public void focus(Capability capability) {
    if (capability == Capability.FIND) {
      find.get().focusField();
    }
  }

  @Override
  public boolean draws(Capability capability) {
    return views.has(capability);
  }

  @Override
  public Optional<Node> view(Capability capability) {
    return views.view(capability);
  }

  @Override
  public Optional<Node> built(Capability capability) {
    return views.built(capability);
  }

  /** The Graph tab, which lays out only while it is shown. */
  private Node graph() {
    DeltaGraphViewModel graph = new DeltaGraphViewModel(main);
    graph.activeProperty().bind(tabs.shown(Capability.GRAPH));
    return new DeltaGraphView(graph);
  }

  /** The Definition tab, which reads the table only while it is shown. */
  private Node definition() {
    DeltaDefinitionViewModel definition = new DeltaDefinitionViewModel(main);
    definition.activeProperty().bind(tabs.shown(Capability.DEFINITION));
    return new DeltaDefinitionView(definition);
  }
}
