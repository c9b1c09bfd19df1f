package io.tablescope.app.gui.iceberg;

import io.tablescope.app.gui.iceberg.find.FindNavigation;
import io.tablescope.app.gui.iceberg.graph.GraphNavigation;
import io.tablescope.app.gui.iceberg.health.HealthNavigation;
import io.tablescope.app.gui.session.MainViewModel;
import io.tablescope.app.gui.tree.CommitTreeViewModel;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.Table;
import java.util.Optional;

/**
 * Leads from a health finding, a find result or a card of the tree graph to the History or the Tree
 * of the snapshot it concerns.
 */
public final class FindingNavigation implements HealthNavigation, FindNavigation, GraphNavigation {
  private final MainViewModel main;
  private final CommitTreeViewModel tree;
  private final Runnable showHistory;
  private final Runnable showTree;

  /**
   * @param showHistory selects the History tab; does nothing for a view that stays in its tab
   * @param showTree selects the Tree tab; does nothing for a view that stays in its tab
   */
  public FindingNavigation(
      MainViewModel main, CommitTreeViewModel tree, Runnable showHistory, Runnable showTree) {
    this.main = main;
    this.tree = tree;
    this.showHistory = showHistory;
    this.showTree = showTree;
  }

  @Override
  public void showSnapshot(long snapshotId) {
    commit(snapshotId)
        .ifPresent(
            commit -> {
              main.selectedCommitProperty().set(commit);
              showHistory.run();
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
              showTree.run();
            });
  }

  private Optional<Commit> commit(long snapshotId) {
    Table table = main.tableProperty().get();
    return table == null ? Optional.empty() : table.commit(snapshotId);
  }
}
