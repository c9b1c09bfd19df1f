package io.tablescope.app.gui.iceberg;

import io.tablescope.app.gui.common.Memo;
import io.tablescope.app.gui.details.DetailsView;
import io.tablescope.app.gui.details.DetailsViewModel;
import io.tablescope.app.gui.format.CapabilityViews;
import io.tablescope.app.gui.format.FormatViews;
import io.tablescope.app.gui.format.MainTabs;
import io.tablescope.app.gui.graph.GraphView;
import io.tablescope.app.gui.iceberg.definition.DefinitionView;
import io.tablescope.app.gui.iceberg.definition.DefinitionViewModel;
import io.tablescope.app.gui.iceberg.find.FindView;
import io.tablescope.app.gui.iceberg.find.FindViewModel;
import io.tablescope.app.gui.iceberg.graph.GraphViewModel;
import io.tablescope.app.gui.iceberg.health.HealthNavigation;
import io.tablescope.app.gui.iceberg.health.HealthView;
import io.tablescope.app.gui.iceberg.replay.ReplayView;
import io.tablescope.app.gui.iceberg.replay.ReplayViewModel;
import io.tablescope.app.gui.iceberg.scan.ScanView;
import io.tablescope.app.gui.iceberg.scan.ScanViewModel;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.tree.CommitTreeView;
import io.tablescope.app.gui.tree.CommitTreeViewModel;
import io.tablescope.app.gui.tree.TreeAndDetails;
import io.tablescope.inspector.iceberg.tree.TreeNode;
import io.tablescope.inspector.table.Capability;
import java.util.Optional;
import javafx.beans.value.ObservableValue;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;

/**
 * Iceberg's views of one window. The snapshot tree's selection is shared: the details pane, the
 * graph's cards and every finding of Health and Find lead to a node of the same tree.
 */
public final class IcebergViews implements FormatViews {
  private final MainTabs tabs;
  private final MainViewModel main;
  private final CommitTreeViewModel tree;
  private final ObservableValue<TreeNode> selected;
  private final FindingNavigation navigation;
  private final Memo<DetailsViewModel> details;
  private final Memo<FindView> find;
  private final CapabilityViews views = new CapabilityViews();
  private GraphViewModel graph;

  public IcebergViews(MainTabs tabs) {
    this.tabs = tabs;
    main = tabs.main();
    tree = new CommitTreeViewModel(main);
    selected = tree.selectedProperty().map(node -> node instanceof TreeNode shown ? shown : null);
    navigation =
        new FindingNavigation(main, tree, tabs::showHistory, () -> tabs.show(Capability.TREE));
    details = new Memo<>(() -> new DetailsViewModel(main, tree.descriptionProperty()));
    find = new Memo<>(() -> new FindView(new FindViewModel(main, navigation)));
    views.add(Capability.TREE, this::treeAndDetails);
    views.add(Capability.GRAPH, this::graph);
    views.add(Capability.REPLAY, () -> new ReplayView(new ReplayViewModel(main)));
    views.add(Capability.HEALTH, () -> new HealthView(main, navigation));
    views.add(Capability.DEFINITION, this::definition);
    views.add(Capability.FIND, find);
    views.add(Capability.SCAN, () -> new ScanView(new ScanViewModel(main)));
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

  @Override
  public void focus(Capability capability) {
    if (capability == Capability.FIND) {
      find.get().focusField();
    }
  }

  /** The snapshot tree beside the details of its selected node and the file's history. */
  private Node treeAndDetails() {
    return TreeAndDetails.withFileHistory(
        new CommitTreeView(tree, tabs.icons()),
        new DetailsView(details.get()),
        find.get().historyOf(selected, () -> tabs.show(Capability.FIND)));
  }

  /**
   * The tree graph beside a second details pane; a click on a card selects its node in the tree,
   * which both details panes describe, without leaving the graph. So the tree is built with it.
   */
  private Node graph() {
    views.view(Capability.TREE);
    DetailsView graphDetails = new DetailsView(details.get());
    graphDetails.setId("graphDetails");
    FindingNavigation inPlace = new FindingNavigation(main, tree, () -> {}, () -> {});
    graph = new GraphViewModel(main, inPlace, selected);
    graph.activeProperty().bind(tabs.shown(Capability.GRAPH));
    SplitPane split =
        new SplitPane(
            new GraphView(graph, "Snapshots to draw (Ctrl-click for several)", true), graphDetails);
    split.setDividerPositions(0.72);
    return split;
  }

  /** The Definition tab, which reads the table only while it is shown. */
  private Node definition() {
    DefinitionViewModel definition = new DefinitionViewModel(main);
    definition.activeProperty().bind(tabs.shown(Capability.DEFINITION));
    return new DefinitionView(definition);
  }

  /**
   * The tree graph's view model, for tests that compare the cards with the table; null until the
   * Graph tab is first shown.
   */
  public GraphViewModel graphViewModel() {
    return graph;
  }

  /** Where health and find findings lead, for tests that follow one without clicking. */
  public HealthNavigation navigation() {
    return navigation;
  }
}
