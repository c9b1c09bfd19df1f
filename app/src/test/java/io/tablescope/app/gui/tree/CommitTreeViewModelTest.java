package io.tablescope.app.gui.tree;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.app.gui.iceberg.session.OpenedIceberg;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.session.ViewModels;
import io.tablescope.app.gui.settings.Settings;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.testing.AvroRewrite;
import io.tablescope.format.testing.FixtureTables;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.tree.SnapshotTree;
import io.tablescope.inspector.iceberg.tree.SnapshotTreeRows;
import io.tablescope.inspector.iceberg.tree.SnapshotTrees;
import io.tablescope.inspector.iceberg.tree.TreeNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.EntryNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.ManifestListNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.ManifestNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.ProblemNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.SnapshotNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.iceberg.Table;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CommitTreeViewModelTest {
  private final Settings preferences = ViewModels.preferences();
  private final MainViewModel main = ViewModels.main(preferences);
  private final CommitTreeViewModel viewModel = new CommitTreeViewModel(main);

  @AfterEach
  void removePreferences() {
    preferences.removeNode();
  }

  @Test
  void theTreeOfTheCurrentSnapshotHoldsEveryEntryOfItsManifests() {
    main.open(ViewModels.WAREHOUSE.resolve("sales/orders").toString());
    IcebergTable table = OpenedIceberg.of(main);
    SnapshotTree expected =
        SnapshotTrees.build(table, table.snapshotOf(main.selectedCommitProperty().get()));

    TreeNode root = (TreeNode) viewModel.rootProperty().get().node();
    assertThat(root).isInstanceOf(SnapshotNode.class);
    List<TreeNode> list = children(root);
    assertThat(list).singleElement().isInstanceOf(ManifestListNode.class);
    List<TreeNode> manifests = children(list.get(0));
    assertThat(manifests)
        .hasSize(expected.manifests().size())
        .allMatch(ManifestNode.class::isInstance);
    List<Long> shown = new ArrayList<>();
    for (TreeNode manifest : manifests) {
      assertThat(((ManifestNode) manifest).missing()).isFalse();
      children(manifest).forEach(entry -> shown.add(((EntryNode) entry).entry().position()));
    }
    assertThat(shown)
        .containsExactlyElementsOf(
            expected.manifests().stream()
                .flatMap(manifest -> manifest.entries().stream())
                .map(ManifestEntry::position)
                .toList());
  }

  @Test
  void theFilterKeepsEntriesWhosePartitionMatches() {
    main.open(ViewModels.WAREHOUSE.resolve("sales/orders").toString());
    viewModel.filterProperty().set("no-such-partition");

    assertThat(viewModel.rootProperty().get().filter()).isEqualTo("no-such-partition");
    TreeNode list = children((TreeNode) viewModel.rootProperty().get().node()).get(0);
    for (TreeNode manifest : children(list)) {
      assertThat(children(manifest)).isEmpty();
    }
  }

  private List<TreeNode> children(TreeNode node) {
    List<TreeNode> loaded = new ArrayList<>();
    viewModel.loadChildren(
        viewModel.rootProperty().get(),
        node,
        children -> children.forEach(child -> loaded.add((TreeNode) child)));
    return loaded;
  }

  @Test
  void aManifestListedTwiceIsAProblemRowAboveBothListings(@TempDir Path temp) throws IOException {
    Table table = new FixtureTables(temp).positionDeletes();
    String list = table.currentSnapshot().manifestListLocation();
    AvroRewrite.duplicateFirstRecord(Path.of(list.replaceFirst("^file:", "")));

    main.open(table.location());
    List<TreeNode> manifests =
        children(children((TreeNode) viewModel.rootProperty().get().node()).get(0));

    assertThat(manifests.get(0))
        .isInstanceOfSatisfying(
            ProblemNode.class,
            problem -> {
              assertThat(problem.problem().path()).isEqualTo(list);
              assertThat(problem.problem().message())
                  .startsWith("lists manifest ")
                  .contains(" 2 times");
              assertThat(SnapshotTreeRows.of(problem).problem()).isTrue();
            });
    assertThat(manifests.subList(1, manifests.size()))
        .hasSize(table.currentSnapshot().allManifests(table.io()).size() + 1)
        .allMatch(ManifestNode.class::isInstance);
  }

  @Test
  void aManifestRowLeavesRowsBlankWhenTheListLeavesACountOut() {
    main.open(ViewModels.WAREHOUSE.resolve("sales/orders").toString());
    ManifestNode shown =
        (ManifestNode)
            children(children((TreeNode) viewModel.rootProperty().get().node()).get(0)).get(0);
    ManifestFile written = shown.manifest();
    ManifestFile withoutExisting =
        new ManifestFile(
            written.path(),
            written.length(),
            written.partitionSpecId(),
            written.content(),
            written.sequenceNumber(),
            written.minSequenceNumber(),
            written.addedSnapshotId(),
            written.addedFilesCount(),
            written.existingFilesCount(),
            written.deletedFilesCount(),
            written.addedRowsCount(),
            null,
            written.deletedRowsCount(),
            written.partitions(),
            written.keyMetadata(),
            written.firstRowId());

    assertThat(SnapshotTreeRows.of(shown).cell(SnapshotTreeRows.RECORDS).text())
        .isEqualTo(Long.toString(written.addedRowsCount() + written.existingRowsCount()));
    assertThat(
            SnapshotTreeRows.of(new ManifestNode(shown.snapshot(), withoutExisting, false))
                .cell(SnapshotTreeRows.RECORDS)
                .text())
        .isEmpty();
  }
}
