package io.tablescope.inspector.iceberg.tree;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.testing.LargeTable;
import io.tablescope.inspector.iceberg.IcebergTable;
import java.io.IOException;
import java.lang.ref.WeakReference;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.BooleanSupplier;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.ManifestFile;
import org.apache.iceberg.ManifestFiles;
import org.apache.iceberg.ManifestReader;
import org.apache.iceberg.Table;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command line writes a snapshot's tree one manifest at a time: the manifests come in the
 * list's order with every entry and its statistics, and one the writer has moved past is held by
 * nothing, neither the reading ahead nor the table's cache.
 */
class StreamedTreeTest {
  private static final int MANIFESTS = 8;
  private static final int ENTRIES = 50;

  @TempDir Path folder;
  private Table written;
  private ExecutorService readers;

  @BeforeEach
  void writeEightManifests() {
    written = LargeTable.withEntries(folder, MANIFESTS, ENTRIES);
    readers = Executors.newFixedThreadPool(4);
  }

  @AfterEach
  void stopReaders() {
    readers.shutdownNow();
  }

  @Test
  void theManifestsComeInTheListsOrderWithEveryEntryAndItsStatistics() throws IOException {
    IcebergTable table = IcebergTable.open(folder.toString(), readers);
    Snapshot current = table.metadata().currentSnapshot().orElseThrow();

    List<String> paths = new ArrayList<>();
    List<List<String>> entries = new ArrayList<>();
    Iterator<Manifest> manifests =
        SnapshotTrees.manifests(table, SnapshotTrees.head(table, current));
    while (manifests.hasNext()) {
      Manifest manifest = manifests.next();
      paths.add(manifest.file().path());
      entries.add(manifest.entries().stream().map(entry -> entry.file().path()).toList());
      assertThat(manifest.entries())
          .allSatisfy(entry -> assertThat(entry.file().lowerBounds()).isNotEmpty());
    }

    List<String> expectedPaths = new ArrayList<>();
    List<List<String>> expectedEntries = new ArrayList<>();
    for (ManifestFile manifest : written.currentSnapshot().allManifests(written.io())) {
      expectedPaths.add(manifest.path());
      List<String> files = new ArrayList<>();
      try (ManifestReader<DataFile> read =
          ManifestFiles.read(manifest, written.io(), written.specs())) {
        read.forEach(file -> files.add(file.location()));
      }
      expectedEntries.add(files);
    }
    assertThat(paths).hasSize(MANIFESTS).isEqualTo(expectedPaths);
    assertThat(entries).isEqualTo(expectedEntries);
  }

  @Test
  void aManifestWrittenOutIsHeldByNothing() throws Exception {
    IcebergTable table = IcebergTable.open(folder.toString(), readers);
    Snapshot current = table.metadata().currentSnapshot().orElseThrow();
    Iterator<Manifest> manifests =
        SnapshotTrees.manifests(table, SnapshotTrees.head(table, current));

    // Move past all but the last manifest, as a writer that has written them out does.
    List<WeakReference<ManifestEntry>> passed = new ArrayList<>();
    for (int i = 0; i < MANIFESTS - 1; i++) {
      passed.add(new WeakReference<>(manifests.next().entries().get(0)));
    }
    Manifest last = manifests.next();
    collectGarbageUntil(() -> passed.stream().allMatch(entry -> entry.get() == null));

    assertThat(passed).allMatch(entry -> entry.get() == null);
    assertThat(last.entries()).hasSize(ENTRIES);
  }

  /** Asks for full collections until the condition holds, at most ten times. */
  private static void collectGarbageUntil(BooleanSupplier condition) throws InterruptedException {
    for (int i = 0; i < 10 && !condition.getAsBoolean(); i++) {
      System.gc();
      Thread.sleep(50);
    }
  }
}
