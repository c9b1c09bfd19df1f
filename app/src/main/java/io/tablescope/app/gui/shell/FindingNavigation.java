package io.tablescope.app.gui.shell;

import io.tablescope.app.gui.find.FindNavigation;
import io.tablescope.app.gui.graph.GraphNavigation;
import io.tablescope.app.gui.health.HealthNavigation;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.tree.TreeViewModel;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.Table;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Leads from a health finding, a find result or a card of the tree graph to the History or the Tree
 * of the snapshot it concerns.
 */
final class FindingNavigation implements HealthNavigation, FindNavigation, GraphNavigation {
  private final MainViewModel main;
  private final TreeViewModel tree;
  private final Consumer<String> selectTab;

  /**
   * @param selectTab selects a main tab by its id; does nothing for a view that stays in its tab
   */
  FindingNavigation(MainViewModel main, TreeViewModel tree, Consumer<String> selectTab) {
    this.main = main;
    this.tree = tree;
    this.selectTab = selectTab;
  }

  @Override
  public void showSnapshot(long snapshotId) {
    commit(snapshotId)
        .ifPresent(
            commit -> {
              main.selectedCommitProperty().set(commit);
              selectTab.accept("historyTab");
            });
  }

  @Override
  public void showManifest(long snapshotId, String manifestPath) {
    reveal(snapshotId, manifestPath, false);
  }

  @Override
  public void showFile(long snapshotId, String filePath) {
    reveal(snapshotId, filePath, true);
  }

  private void reveal(long snapshotId, String path, boolean file) {
    commit(snapshotId)
        .ifPresent(
            commit -> {
              tree.reveal(commit, path, file);
              selectTab.accept("treeTab");
            });
  }

  private Optional<Commit> commit(long snapshotId) {
    Table table = main.tableProperty().get();
    return table == null ? Optional.empty() : table.commit(snapshotId);
  }
}
