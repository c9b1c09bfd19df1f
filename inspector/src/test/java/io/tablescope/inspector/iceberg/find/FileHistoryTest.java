package io.tablescope.inspector.iceberg.find;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.testing.TableFiles;
import io.tablescope.format.testing.TestTables;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.find.FileHistory.Change;
import io.tablescope.inspector.iceberg.find.FileHistory.FileEvent;
import io.tablescope.inspector.table.AnalysisProgress;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.stream.StreamSupport;
import org.apache.iceberg.ContentFile;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DeleteFile;
import org.apache.iceberg.FileScanTask;
import org.apache.iceberg.ManifestFile;
import org.apache.iceberg.ManifestFiles;
import org.apache.iceberg.ManifestReader;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.Table;
import org.apache.iceberg.io.CloseableIterable;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Find and file history across every snapshot of a table (main, a branch, and history main no
 * longer reaches), compared with what iceberg-core's snapshots say.
 */
class FileHistoryTest {
  private static final Schema SCHEMA =
      new Schema(
          Types.NestedField.required(1, "id", Types.LongType.get()),
          Types.NestedField.required(2, "region", Types.StringType.get()));

  @TempDir Path folder;
  private Table table;
  private DataFile eu;
  private DataFile us;
  private DataFile asia;
  private DeleteFile euDeletes;

  @BeforeEach
  void writeTable() {
    table =
        TestTables.create(
            folder, SCHEMA, PartitionSpec.builderFor(SCHEMA).identity("region").build(), 2);
    eu = TableFiles.writeData(table, List.of(TableFiles.row(SCHEMA, 1L, "EU")));
    us = TableFiles.writeData(table, List.of(TableFiles.row(SCHEMA, 2L, "US")));
    asia = TableFiles.writeData(table, List.of(TableFiles.row(SCHEMA, 3L, "ASIA")));
    table.newAppend().appendFile(eu).commit();
    table.newFastAppend().appendFile(us).commit();
    table.manageSnapshots().createBranch("audit").commit();
    euDeletes = TableFiles.writePositionDeletes(table, eu, 0);
    table.newRowDelta().addDeletes(euDeletes).commit();
    table.newDelete().deleteFile(eu).commit();
    table.newAppend().appendFile(asia).toBranch("audit").commit();
    table.newRewrite().deleteFile(us).addFile(asia).commit();
  }

  @Test
  void fileHistoryEqualsWhatIcebergSnapshotsSay() throws IOException {
    WholeTable whole = read();
    for (ContentFile<?> file : List.of(eu, us, asia, euDeletes)) {
      FileHistory history = FileHistory.of(whole, file.location());

      assertThat(history.liveIn()).as(file.location()).isEqualTo(icebergLiveIn(file));
      Map<Long, Change> added = new LinkedHashMap<>();
      for (FileEvent event : history.events()) {
        if (event.change() != Change.KEPT) {
          added.put(event.snapshotId(), event.change());
        }
      }
      assertThat(added).as(file.location()).isEqualTo(icebergChanges(file));
      assertThat(history.events().stream().filter(e -> e.change() != Change.REMOVED))
          .extracting(FileEvent::snapshotId)
          .as(file.location())
          .isEqualTo(history.liveIn());
      for (FileEvent event : history.events()) {
        Snapshot snapshot = table.snapshot(event.snapshotId());
        assertThat(event.operation()).isEqualTo(snapshot.operation());
        assertThat(event.timestampMillis()).isEqualTo(snapshot.timestampMillis());
      }
    }
  }

  @Test
  void findListsEverySnapshotHoldingAFile() throws IOException {
    WholeTable whole = read();
    String name = Path.of(us.location()).getFileName().toString();

    List<FindHit> hits = TableSearch.find(whole, name.substring(3, 20).toUpperCase());

    assertThat(hits).hasSize(1);
    assertThat(hits.get(0).kind()).isEqualTo(FindHit.Kind.DATA_FILE);
    assertThat(hits.get(0).name()).isEqualTo(us.location());
    assertThat(hits.get(0).snapshotIds()).isEqualTo(icebergLiveIn(us));
    assertThat(hits.get(0).manifests()).isEqualTo(icebergManifestsNaming(us));
  }

  @Test
  void findsPartitionValuesSnapshotsAndManifests() throws IOException {
    WholeTable whole = read();
    long newest = table.currentSnapshot().snapshotId();
    ManifestFile manifest = table.currentSnapshot().allManifests(table.io()).get(0);

    assertThat(TableSearch.find(whole, "region=asia"))
        .extracting(FindHit::name)
        .containsExactly(asia.location());
    assertThat(TableSearch.find(whole, Long.toString(newest)))
        .filteredOn(hit -> hit.kind() == FindHit.Kind.SNAPSHOT)
        .singleElement()
        .satisfies(
            hit ->
                assertThat(hit.manifests())
                    .hasSize(table.currentSnapshot().allManifests(table.io()).size()));
    assertThat(TableSearch.find(whole, Path.of(manifest.path()).getFileName().toString()))
        .singleElement()
        .satisfies(
            hit -> {
              assertThat(hit.kind()).isEqualTo(FindHit.Kind.MANIFEST);
              assertThat(hit.snapshotIds()).isEqualTo(icebergSnapshotsListing(manifest.path()));
            });
    assertThat(TableSearch.find(whole, "  ")).isEmpty();
  }

  @Test
  void aPathIsItsRecordedPathOrAUniqueEnding() throws IOException {
    WholeTable whole = read();
    String name = Path.of(eu.location()).getFileName().toString();

    assertThat(TableSearch.filePath(whole, eu.location())).isEqualTo(eu.location());
    assertThat(TableSearch.filePath(whole, name)).isEqualTo(eu.location());
    assertThatThrownBy(() -> TableSearch.filePath(whole, ".parquet"))
        .hasMessageStartingWith("4 files of table " + folder + " have paths ending in .parquet;");
    assertThatThrownBy(() -> TableSearch.filePath(whole, "nothing.parquet"))
        .hasMessage(
            "No file of table " + folder + " has the path or a path ending in nothing.parquet");
  }

  @Test
  void aFileReadByItsPathHoldsOnlyItsEntriesAndIsReportedAsFromTheWholeTable() throws IOException {
    WholeTable whole = read();
    for (ContentFile<?> file : List.of(eu, us, asia, euDeletes)) {
      String name = Path.of(file.location()).getFileName().toString();
      // Each file read by an opening of its own, whose cache holds no full read.
      IcebergTable opened = IcebergTable.open(folder.toString(), Runnable::run);

      WholeTable naming = WholeTable.readNaming(opened, name, AnalysisProgress.NONE);

      assertThat(naming.manifests().values())
          .flatExtracting(Manifest::entries)
          .isNotEmpty()
          .allSatisfy(
              entry -> {
                assertThat(entry.file().path()).isEqualTo(file.location());
                assertThat(entry.file().statsRead()).isFalse();
              });
      String path = TableSearch.filePath(naming, name);
      assertThat(path).isEqualTo(TableSearch.filePath(whole, name));
      assertThat(FileReport.of(naming, path))
          .usingRecursiveComparison()
          .isEqualTo(FileReport.of(whole, path));
    }
  }

  @Test
  void aCancelledReadStops() throws IOException {
    IcebergTable opened = IcebergTable.open(folder.toString(), Runnable::run);
    AnalysisProgress cancelled =
        new AnalysisProgress() {
          @Override
          public void update(double fraction, String message) {}

          @Override
          public boolean isCancelled() {
            return true;
          }
        };

    assertThatThrownBy(() -> WholeTable.read(opened, cancelled))
        .isInstanceOf(CancellationException.class);
  }

  private WholeTable read() throws IOException {
    return WholeTable.read(
        IcebergTable.open(folder.toString(), Runnable::run), AnalysisProgress.NONE);
  }

  private List<Snapshot> snapshotsInCommitOrder() {
    List<Snapshot> snapshots = new ArrayList<>();
    table.snapshots().forEach(snapshots::add);
    snapshots.sort(
        Comparator.comparingLong(Snapshot::timestampMillis)
            .thenComparingLong(Snapshot::sequenceNumber));
    return snapshots;
  }

  /** The snapshots whose live files (iceberg-core's scan, and its live delete entries) hold it. */
  private List<Long> icebergLiveIn(ContentFile<?> file) throws IOException {
    List<Long> liveIn = new ArrayList<>();
    for (Snapshot snapshot : snapshotsInCommitOrder()) {
      boolean live;
      if (file instanceof DataFile) {
        try (CloseableIterable<FileScanTask> tasks =
            table.newScan().useSnapshot(snapshot.snapshotId()).planFiles()) {
          live =
              StreamSupport.stream(tasks.spliterator(), false)
                  .anyMatch(task -> task.file().location().equals(file.location()));
        }
      } else {
        live = false;
        for (ManifestFile manifest : snapshot.deleteManifests(table.io())) {
          try (var reader = ManifestFiles.readDeleteManifest(manifest, table.io(), table.specs())) {
            for (DeleteFile delete : reader) {
              live |= delete.location().equals(file.location());
            }
          }
        }
      }
      if (live) {
        liveIn.add(snapshot.snapshotId());
      }
    }
    return liveIn;
  }

  private Map<Long, Change> icebergChanges(ContentFile<?> file) {
    Map<Long, Change> changes = new LinkedHashMap<>();
    for (Snapshot snapshot : snapshotsInCommitOrder()) {
      Iterable<? extends ContentFile<?>> added =
          file instanceof DataFile
              ? snapshot.addedDataFiles(table.io())
              : snapshot.addedDeleteFiles(table.io());
      Iterable<? extends ContentFile<?>> removed =
          file instanceof DataFile
              ? snapshot.removedDataFiles(table.io())
              : snapshot.removedDeleteFiles(table.io());
      if (StreamSupport.stream(removed.spliterator(), false)
          .anyMatch(f -> f.location().equals(file.location()))) {
        changes.put(snapshot.snapshotId(), Change.REMOVED);
      } else if (StreamSupport.stream(added.spliterator(), false)
          .anyMatch(f -> f.location().equals(file.location()))) {
        changes.put(snapshot.snapshotId(), Change.ADDED);
      }
    }
    return changes;
  }

  /**
   * The manifests whose live entries name the file, and the manifests with deleted entries written
   * by the snapshots that removed it, in the order the snapshots first list them.
   */
  private List<String> icebergManifestsNaming(DataFile file) throws IOException {
    List<String> manifests = new ArrayList<>();
    for (Snapshot snapshot : snapshotsInCommitOrder()) {
      boolean removedHere =
          StreamSupport.stream(snapshot.removedDataFiles(table.io()).spliterator(), false)
              .anyMatch(removed -> removed.location().equals(file.location()));
      for (ManifestFile manifest : snapshot.dataManifests(table.io())) {
        if (manifests.contains(manifest.path())) {
          continue;
        }
        boolean names =
            removedHere
                && manifest.snapshotId() == snapshot.snapshotId()
                && manifest.hasDeletedFiles();
        try (ManifestReader<DataFile> reader =
            ManifestFiles.read(manifest, table.io(), table.specs())) {
          for (DataFile live : reader) {
            names |= live.location().equals(file.location());
          }
        }
        if (names) {
          manifests.add(manifest.path());
        }
      }
    }
    return manifests;
  }

  private List<Long> icebergSnapshotsListing(String manifestPath) {
    return snapshotsInCommitOrder().stream()
        .filter(
            snapshot ->
                snapshot.allManifests(table.io()).stream()
                    .anyMatch(manifest -> manifest.path().equals(manifestPath)))
        .map(Snapshot::snapshotId)
        .toList();
  }
}
