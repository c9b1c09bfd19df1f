package io.tablescope.app.gui.iceberg.health;

import io.tablescope.app.gui.iceberg.health.maintenance.ExpireSectionView;
import io.tablescope.app.gui.iceberg.health.maintenance.ExpireSectionViewModel;
import io.tablescope.app.gui.iceberg.health.maintenance.OrphansSectionView;
import io.tablescope.app.gui.iceberg.health.maintenance.OrphansSectionViewModel;
import io.tablescope.app.gui.session.MainViewModel;
import javafx.scene.Node;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.BorderPane;

/**
 * The Health tab: one section each for why the table is slow or huge, whether its metadata is
 * sound, and what expiring snapshots, removing orphans and publishing a branch would do. Every
 * section only reads; none writes to the table.
 */
public final class HealthView extends BorderPane {
  private final TabPane sections = new TabPane();

  public HealthView(MainViewModel main, HealthNavigation navigation) {
    sections.setId("healthSections");
    sections.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
    add("healthOverview", "Overview", new HealthOverviewView(main, navigation));
    add("filesSection", "Files", new FilesSectionView(main, navigation));
    add("integritySection", "Integrity", IcebergIntegrity.view(main, navigation));
    add(
        "expireSection",
        "Expire",
        new ExpireSectionView(
            new ExpireSectionViewModel(main, System::currentTimeMillis), navigation::showSnapshot));
    add(
        "orphansSection",
        "Orphans",
        new OrphansSectionView(new OrphansSectionViewModel(main, System::currentTimeMillis)));
    add(
        "publishSection",
        "Publish",
        new PublishSectionView(new PublishViewModel(main), navigation));
    setCenter(sections);
  }

  private void add(String id, String title, Node content) {
    Tab tab = new Tab(title, content);
    tab.setId(id);
    sections.getTabs().add(tab);
  }
}
