package io.tablescope.app.gui.hudi;

import io.tablescope.app.gui.format.CapabilityViews;
import io.tablescope.app.gui.format.FormatViews;
import io.tablescope.app.gui.format.MainTabs;
import io.tablescope.app.gui.hudi.maintenance.HudiMaintenanceView;
import io.tablescope.app.gui.tree.TreeAndDetails;
import io.tablescope.inspector.table.Capability;
import java.util.Optional;
import javafx.scene.Node;

/**
 * Apache Hudi's views of one window: an instant's file slices, the table's definition, its
 * maintenance previews (clean, archival, orphans), and its metadata table beside storage.
 */
public final class HudiViews implements FormatViews {
  private final CapabilityViews views = new CapabilityViews();

  public HudiViews(MainTabs tabs) {
    views.add(Capability.TREE, () -> TreeAndDetails.of(tabs));
    views.add(Capability.DEFINITION, () -> new HudiDefinitionView(tabs.main()));
    views.add(Capability.MAINTENANCE, () -> new HudiMaintenanceView(tabs.main()));
    views.add(
        Capability.METADATA_TABLE,
        () -> new MetadataTableView(new MetadataTableViewModel(tabs.main())));
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
}
