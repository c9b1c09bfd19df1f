package io.tablescope.app.gui.delta;

import io.tablescope.app.gui.delta.definition.DeltaDefinitionView;
import io.tablescope.app.gui.delta.definition.DeltaDefinitionViewModel;
import io.tablescope.app.gui.delta.graph.DeltaGraphView;
import io.tablescope.app.gui.delta.graph.DeltaGraphViewModel;
import io.tablescope.app.gui.delta.health.DeltaHealthView;
import io.tablescope.app.gui.delta.health.DeltaIntegrity;
import io.tablescope.app.gui.delta.maintenance.DeltaMaintenanceView;
import io.tablescope.app.gui.delta.replay.DeltaReplayView;
import io.tablescope.app.gui.delta.replay.DeltaReplayViewModel;
import io.tablescope.app.gui.format.CapabilityViews;
import io.tablescope.app.gui.format.FormatViews;
import io.tablescope.app.gui.format.MainTabs;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.tree.TreeAndDetails;
import io.tablescope.inspector.table.Capability;
import java.util.Optional;
import javafx.scene.Node;

/**
 * Delta Lake's views of one window: a version's log tree and its graph, Delta's replay, its
 * definition and its health and maintenance previews.
 */
public final class DeltaViews implements FormatViews {
  private final MainTabs tabs;
  private final MainViewModel main;
  private final CapabilityViews views = new CapabilityViews();

  public DeltaViews(MainTabs tabs) {
    this.tabs = tabs;
    main = tabs.main();
    views.add(Capability.TREE, () -> TreeAndDetails.of(tabs));
    views.add(Capability.GRAPH, this::graph);
    views.add(Capability.REPLAY, () -> new DeltaReplayView(new DeltaReplayViewModel(main)));
    views.add(Capability.DEFINITION, this::definition);
    views.add(Capability.HEALTH, () -> new DeltaHealthView(main, DeltaIntegrity.view(tabs)));
    views.add(Capability.MAINTENANCE, () -> new DeltaMaintenanceView(main));
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
