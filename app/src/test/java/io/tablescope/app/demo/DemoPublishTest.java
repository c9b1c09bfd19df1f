package io.tablescope.app.demo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.testing.TestTables;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.publish.PublishPreview;
import io.tablescope.inspector.iceberg.publish.PublishVerdict;
import io.tablescope.inspector.iceberg.publish.Publisher;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.Stream;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.ManifestFile;
import org.apache.iceberg.ManifestFiles;
import org.apache.iceberg.Table;
import org.apache.iceberg.exceptions.ValidationException;
import org.apache.iceberg.io.CloseableIterable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Publishing the demo's branches of {@code sales.orders}, previewed, against iceberg-core
 * publishing them on a copy of the table.
 */
class DemoPublishTest {
  private static final Path ORDERS = Path.of("demo-warehouse/sales/orders").toAbsolutePath();

  @TempDir Path folder;

  @Test
  void theAuditBranchFastForwardsMainToTheSameDataFiles() throws IOException {
    PublishPreview preview =
        Publisher.preview(open(), SalesOrders.AUDIT_BRANCH, "main", () -> false);

    Table copy = copy();
    copy.manageSnapshots().fastForwardBranch("main", SalesOrders.AUDIT_BRANCH).commit();
    copy.refresh();

    assertThat(preview.verdict()).isEqualTo(PublishVerdict.FAST_FORWARD);
    assertThat(preview.branchHeadId()).isEqualTo(copy.currentSnapshot().snapshotId());
    assertThat(Set.copyOf(preview.resultingDataFiles())).isEqualTo(liveDataFiles(copy));
  }

  @Test
  void theCopyOnWriteProposalIsRefusedAsIcebergRefusesIt() throws IOException {
    PublishPreview preview = Publisher.preview(open(), SalesOrders.COW_BRANCH, "main", () -> false);

    Table copy = copy();
    String fastForward = null;
    try {
      copy.manageSnapshots().fastForwardBranch("main", SalesOrders.COW_BRANCH).commit();
    } catch (IllegalArgumentException e) {
      fastForward = e.getMessage();
    }
    String cherryPick = null;
    try {
      copy.manageSnapshots()
          .cherrypick(copy.snapshot(SalesOrders.COW_BRANCH).snapshotId())
          .commit();
    } catch (ValidationException e) {
      cherryPick = e.getMessage();
    }

    assertThat(preview.fastForwardMessage()).isEqualTo(fastForward).isNotNull();
    assertThat(preview.verdict()).isEqualTo(PublishVerdict.REFUSED);
    assertThat(preview.message()).isEqualTo(cherryPick).isNotNull();
    assertThat(preview.replays())
        .singleElement()
        .satisfies(replay -> assertThat(replay.result().passes()).isFalse());
  }

  private static IcebergTable open() throws IOException {
    return IcebergTable.open(ORDERS.toString(), Runnable::run);
  }

  private Table copy() throws IOException {
    try (Stream<Path> paths = Files.walk(ORDERS)) {
      for (Path path : paths.toList()) {
        Path target = folder.resolve(ORDERS.relativize(path).toString());
        if (Files.isDirectory(path)) {
          Files.createDirectories(target);
        } else {
          Files.copy(path, target);
        }
      }
    }
    return TestTables.load(
        folder, DemoWarehouse.recordedLocation(SalesOrders.DB, SalesOrders.NAME));
  }

  private static Set<String> liveDataFiles(Table table) throws IOException {
    Set<String> paths = new HashSet<>();
    for (ManifestFile manifest : table.currentSnapshot().dataManifests(table.io())) {
      try (CloseableIterable<DataFile> files =
          ManifestFiles.read(manifest, table.io(), table.specs())) {
        files.forEach(file -> paths.add(file.location()));
      }
    }
    return paths;
  }
}
