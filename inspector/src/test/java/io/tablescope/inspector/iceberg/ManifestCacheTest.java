package io.tablescope.inspector.iceberg;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.LocalFileAccess;
import io.tablescope.format.testing.TableFiles;
import io.tablescope.format.testing.TestTables;
import io.tablescope.inspector.diff.Diffs;
import io.tablescope.inspector.iceberg.replay.OperationFile;
import io.tablescope.inspector.iceberg.replay.Proposal;
import io.tablescope.inspector.iceberg.replay.Replayer;
import io.tablescope.inspector.iceberg.tree.SnapshotTree;
import io.tablescope.inspector.iceberg.tree.SnapshotTrees;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every manifest list and manifest is read from storage once per opened table, within a bound. */
class ManifestCacheTest {
  private static final Schema SCHEMA =
      new Schema(Types.NestedField.required(1, "id", Types.LongType.get()));

  @TempDir Path folder;
  private Table written;
  private CountingFiles counting;

  @BeforeEach
  void writeThreeAppendsAndAPositionDelete() {
    written = TestTables.create(folder, SCHEMA, PartitionSpec.unpartitioned(), 2);
    DataFile first = null;
    for (long id = 0; id < 3; id++) {
      DataFile file = TableFiles.writeData(written, List.of(TableFiles.row(SCHEMA, id)));
      written.newAppend().appendFile(file).commit();
      first = first == null ? file : first;
    }
    written.newRowDelta().addDeletes(TableFiles.writePositionDeletes(written, first, 0)).commit();
    counting = new CountingFiles(new LocalFileAccess());
  }

  @Test
  void theTreeTheDetailsTheDiffAndTheReplayReadEachFileOnce() throws IOException {
    IcebergTable table = open(ManifestCache.DEFAULT_MAX_WEIGHT);
    Snapshot current = table.metadata().currentSnapshot().orElseThrow();
    Snapshot oldest = table.metadata().snapshots().get(0);
    // The row delta replayed from the oldest snapshot: its checks walk every later commit.
    Proposal rowDelta =
        OperationFile.parse(
            table,
            "{\"snapshot-id\": "
                + current.snapshotId()
                + ", \"base-snapshot-id\": "
                + oldest.snapshotId()
                + ", \"isolation\": \"serializable\"}");

    for (int click = 0; click < 3; click++) {
      SnapshotTree tree = SnapshotTrees.build(table, current);
      ManifestEntry dataEntry =
          tree.manifests().stream()
              .flatMap(manifest -> manifest.entries().stream())
              .filter(entry -> !entry.file().content().isDelete())
              .findFirst()
              .orElseThrow();
      new ApplicableDeletes(table).of(current, dataEntry);
      Diffs.diff(table, table.commitOf(oldest), table.commitOf(current));
      Replayer.replay(table, rowDelta);
    }

    List<String> expected = new ArrayList<>();
    for (org.apache.iceberg.Snapshot snapshot : written.snapshots()) {
      expected.add(snapshot.manifestListLocation());
    }
    written
        .currentSnapshot()
        .allManifests(written.io())
        .forEach(manifest -> expected.add(manifest.path()));
    assertThat(counting.reads.keySet()).containsAll(expected);
    assertThat(counting.reads).allSatisfy((path, reads) -> assertThat(reads.get()).isOne());
  }

  @Test
  void callersAskingAtOnceShareOneRead() throws Exception {
    IcebergTable table = open(ManifestCache.DEFAULT_MAX_WEIGHT);
    Snapshot current = table.metadata().currentSnapshot().orElseThrow();
    ManifestFile manifest = table.manifestList(current).manifests().get(0);
    counting.reads.clear();
    CountDownLatch release = new CountDownLatch(1);
    counting.gate = release;
    ExecutorService callers = Executors.newFixedThreadPool(8);
    try {
      List<Future<Integer>> entries = new ArrayList<>();
      for (int i = 0; i < 8; i++) {
        entries.add(callers.submit(() -> table.manifest(manifest).entries().size()));
      }
      Thread.sleep(200);
      release.countDown();
      for (Future<Integer> count : entries) {
        assertThat(count.get(10, TimeUnit.SECONDS)).isEqualTo(1);
      }
    } finally {
      callers.shutdownNow();
    }
    assertThat(counting.reads.get(table.localPath(manifest.path())).get()).isOne();
  }

  @Test
  void theBoundIsAQuarterOfTheHeapInEntries() {
    // 128 MB, the smallest heap the commands are run with on large tables: 16,384 entries.
    assertThat(ManifestCache.forHeap(128L << 20)).isEqualTo(16_384);
    assertThat(ManifestCache.forHeap(4L << 30)).isEqualTo(524_288);
    assertThat(ManifestCache.forHeap(1L << 20)).isEqualTo(1_000);
  }

  @Test
  void theBoundEvictsTheLeastRecentlyUsedFile() throws IOException {
    // Each one-entry manifest weighs 2: the bound holds two of them.
    IcebergTable table = open(4);
    Snapshot current = table.metadata().currentSnapshot().orElseThrow();
    List<ManifestFile> manifests =
        table.manifestList(current).manifests().stream()
            .filter(manifest -> manifest.addedFilesCount() == 1)
            .toList();
    assertThat(manifests).hasSizeGreaterThanOrEqualTo(3);
    ManifestFile first = manifests.get(0);

    table.manifest(first);
    table.manifest(first);
    assertThat(reads(table, first)).isOne();
    table.manifest(manifests.get(1));
    table.manifest(manifests.get(2));
    table.manifest(first);

    assertThat(reads(table, first)).isEqualTo(2);
    assertThat(reads(table, manifests.get(2))).isOne();
  }

  private IcebergTable open(long maxCacheWeight) throws IOException {
    return IcebergTable.open(folder.toString(), Runnable::run).withFiles(counting, maxCacheWeight);
  }

  private int reads(IcebergTable table, ManifestFile manifest) {
    return counting.reads.get(table.localPath(manifest.path())).get();
  }

  /** Counts whole-file reads by location; optionally holds every read until released. */
  private static final class CountingFiles implements FileAccess {
    private final FileAccess files;
    private final Map<String, AtomicInteger> reads = new ConcurrentHashMap<>();
    private volatile CountDownLatch gate;

    CountingFiles(FileAccess files) {
      this.files = files;
    }

    @Override
    public boolean isFile(String location) {
      return files.isFile(location);
    }

    @Override
    public boolean isDirectory(String location) {
      return files.isDirectory(location);
    }

    @Override
    public long length(String location) throws IOException {
      return files.length(location);
    }

    @Override
    public long modificationTime(String location) throws IOException {
      return files.modificationTime(location);
    }

    @Override
    public byte[] readAllBytes(String location) throws IOException {
      reads.computeIfAbsent(location, key -> new AtomicInteger()).incrementAndGet();
      CountDownLatch waitFor = gate;
      if (waitFor != null) {
        try {
          waitFor.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }
      return files.readAllBytes(location);
    }

    @Override
    public InputStream open(String location) throws IOException {
      return files.open(location);
    }

    @Override
    public List<String> list(String directory) throws IOException {
      return files.list(directory);
    }
  }
}
