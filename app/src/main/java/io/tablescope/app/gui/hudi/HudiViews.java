package io.tablescope.app.gui.hudi;

import io.tablescope.app.gui.common.Memo;
import io.tablescope.app.gui.details.DetailsView;
import io.tablescope.app.gui.details.DetailsViewModel;
import io.tablescope.app.gui.format.CapabilityViews;
import io.tablescope.app.gui.format.FormatViews;
import io.tablescope.app.gui.format.MainTabs;
import io.tablescope.app.gui.hudi.find.HudiFindNavigation;
import io.tablescope.app.gui.hudi.find.HudiFindView;
import io.tablescope.app.gui.hudi.find.HudiFindViewModel;
import io.tablescope.app.gui.hudi.health.HudiHealthView;
import io.tablescope.app.gui.hudi.health.HudiHealthViewModel;
import io.tablescope.app.gui.hudi.maintenance.HudiMaintenanceView;
import io.tablescope.app.gui.hudi.replay.HudiReplayView;
import io.tablescope.app.gui.hudi.replay.HudiReplayViewModel;
import io.tablescope.app.gui.tree.CommitTreeView;
import io.tablescope.app.gui.tree.CommitTreeViewModel;
import io.tablescope.app.gui.tree.TreeAndDetails;
import io.tablescope.inspector.table.Capability;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.Table;
import java.util.Optional;
import javafx.scene.Node;

/**
 * Apache Hudi's views of one window: an instant's file slices and a file's history, the replay of a
 * pending write, the table's definition, its metadata table beside storage, what blocks the table,
 * its maintenance previews (clean, archival, orphans) and a search across its instants.
 */
public final class HudiViews implements FormatViews {
  private final CapabilityViews views = new CapabilityViews();

  private final Memo<HudiFindView> find;

  public HudiViews(MainTabs tabs) {
    CommitTreeViewModel tree = new CommitTreeViewModel(tabs.main());
    HudiFindNavigation navigation = navigation(tabs, tree);
    find = new Memo<>(() -> new HudiFindView(new HudiFindViewModel(tabs.main(), navigation)));
    views.add(Capability.TREE, () -> treeAndDetails(tabs, tree));
    views.add(Capability.REPLAY, () -> new HudiReplayView(new HudiReplayViewModel(tabs.main())));
    views.add(Capability.FIND, find);
    views.add(Capability.DEFINITION, () -> new HudiDefinitionView(tabs.main()));
    views.add(Capability.MAINTENANCE, () -> new HudiMaintenanceView(tabs.main()));
    views.add(
        Capability.METADATA_TABLE,
        () -> new MetadataTableView(new MetadataTableViewModel(tabs.main())));
    views.add(
        Capability.HEALTH,
        () -> new HudiHealthView(new HudiHealthViewModel(tabs.main(), navigation)));
  }

  /**
   * The instant's tree beside the details of its selected node and a base or log file's history.
   */
  private Node treeAndDetails(MainTabs tabs, CommitTreeViewModel tree) {
    return TreeAndDetails.withFileHistory(
        new CommitTreeView(tree, tabs.icons()),
        new DetailsView(new DetailsViewModel(tabs.main(), tree.descriptionProperty())),
        find.get().historyOf(tree.selectedProperty(), () -> tabs.show(Capability.FIND)));
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
  public void focus(Capability capability) {
    if (capability == Capability.FIND) {
      find.get().focusField();
    }
  }

  /**
   * A find result or an integrity finding leads to its instant in the History, a file to the
   * instant's Tree.
   */
  private static HudiFindNavigation navigation(MainTabs tabs, CommitTreeViewModel tree) {
    return new HudiFindNavigation() {
      @Override
      public void showInstant(String instant) {
        commit(instant)
            .ifPresent(
                commit -> {
                  tabs.main().selectedCommitProperty().set(commit);
                  tabs.showHistory();
                });
      }

      @Override
      public void showFile(String instant, String path) {
        commit(instant)
            .ifPresent(
                commit -> {
                  tree.reveal(commit, path, true);
                  tabs.show(Capability.TREE);
                });
      }

      private Optional<Commit> commit(String instant) {
        Table table = tabs.main().tableProperty().get();
        return table == null ? Optional.empty() : table.commit(Long.parseLong(instant));
      }
    };
  }

  @Override
  public Optional<Node> built(Capability capability) {
    return views.built(capability);
  }
}
