package io.tablescope.app.gui.details;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.iceberg.session.OpenedIceberg;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.session.ViewModels;
import io.tablescope.app.gui.settings.Settings;
import io.tablescope.format.iceberg.manifest.FileContent;
import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.iceberg.ApplicableDeletes;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.tree.NodeDetails;
import io.tablescope.inspector.iceberg.tree.TreeNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.EntryNode;
import io.tablescope.inspector.table.DetailSection;
import io.tablescope.inspector.table.DetailSection.DetailRow;
import java.util.List;
import javafx.beans.property.SimpleObjectProperty;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class DetailsViewModelTest {
  private final Settings preferences = ViewModels.preferences();
  private final MainViewModel main = ViewModels.main(preferences);
  private final SimpleObjectProperty<TreeNode> selected = new SimpleObjectProperty<>();
  private final DetailsViewModel viewModel =
      new DetailsViewModel(
          main, selected.map(node -> () -> new NodeDetails(OpenedIceberg.of(main)).of(node)));

  @AfterEach
  void removePreferences() {
    preferences.removeNode();
  }

  @Test
  void aDataFileShowsItsDeletesAndItsFooterBesideTheManifest() {
    main.open(ViewModels.WAREHOUSE.resolve("hospital/doctors").toString());
    IcebergTable table = OpenedIceberg.of(main);
    Snapshot current = table.metadata().currentSnapshot().orElseThrow();
    ApplicableDeletes applicable = new ApplicableDeletes(table);
    EntryNode deleted = null;
    for (Manifest manifest : table.manifests(table.manifestList(current).manifests())) {
      for (ManifestEntry entry : manifest.entries()) {
        if (entry.file().content() == FileContent.DATA
            && entry.status().isLive()
            && !applicable.of(current, entry).isEmpty()) {
          deleted = new EntryNode(current, manifest.file(), entry, false);
        }
      }
    }
    assertThat(deleted).as("a data file with deletes in hospital/doctors").isNotNull();

    selected.set(deleted);

    List<String> titles = viewModel.sections().stream().map(DetailSection::title).toList();
    assertThat(titles)
        .contains(
            "Manifest entry",
            "Data file",
            "Column statistics",
            "Delete files that apply (snapshot " + current.snapshotId() + ")",
            "Parquet footer",
            "Manifest statistics beside the footer");
    DetailSection deletes = section("Delete files that apply");
    assertThat(deletes.rows())
        .hasSize(applicable.of(current, deleted.entry()).size())
        .allMatch(row -> row.value().contains("sequence"));
    assertThat(section("Manifest statistics beside the footer").rows())
        .isNotEmpty()
        .noneMatch(DetailRow::flagged);
  }

  private DetailSection section(String titlePrefix) {
    return viewModel.sections().stream()
        .filter(section -> section.title().startsWith(titlePrefix))
        .findFirst()
        .orElseThrow();
  }
}
