package io.tablescope.app.gui.hudi;

import io.tablescope.app.gui.format.CapabilityViews;
import io.tablescope.app.gui.format.FormatViews;
import io.tablescope.app.gui.format.MainTabs;
import io.tablescope.app.gui.hudi.replay.HudiReplayView;
import io.tablescope.app.gui.hudi.replay.HudiReplayViewModel;
import io.tablescope.app.gui.tree.TreeAndDetails;
import io.tablescope.inspector.table.Capability;
import java.util.Optional;
import javafx.scene.Node;

/**
 * Apache Hudi's views of one window: an instant's file slices, the replay of a pending write, the
 * table's definition, and its metadata table beside storage.
 */
public final class HudiViews implements FormatViews {
  private final CapabilityViews views = new CapabilityViews();

  public HudiViews(MainTabs tabs) {
    views.add(Capability.TREE, () -> TreeAndDetails.of(tabs));
    views.add(Capability.REPLAY, () -> new HudiReplayView(new HudiReplayViewModel(tabs.main())));
    views.add(Capability.DEFINITION, () -> new HudiDefinitionView(tabs.main()));
    views.add(
        Capability.METADATA_TABLE,
        () -> new MetadataTableView(new MetadataTableViewModel(tabs.main())));
  }

  @Override
  public Optional<Node> view(Capability capability) {
    return views.view(capability);
  }

  @Override
  public Optional<Node> built(Capability capability) {
    return views.built(capability);
  }
}
