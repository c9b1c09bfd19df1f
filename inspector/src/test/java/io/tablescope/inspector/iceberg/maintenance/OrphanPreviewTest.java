package io.tablescope.inspector.iceberg.maintenance;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.Problem;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.Storage;
import io.tablescope.format.location.ComparableLocation;
import io.tablescope.format.testing.TableFiles;
import io.tablescope.format.testing.TestTables;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.table.AnalysisProgress;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DeleteFile;
import org.apache.iceberg.ManifestFile;
import org.apache.iceberg.ManifestFiles;
import org.apache.iceberg.ManifestReader;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.ReachableFileUtil;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.Table;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The orphan preview against remove-orphan-files' semantics computed with iceberg-core: every file
 * under the table's location (hidden ones aside) minus what iceberg-core's {@code
 * ReachableFileUtil} and the manifests of its snapshots reach, older than the threshold.
 */
class OrphanPreviewTest {
  private static final Schema SCHEMA =
      new Schema(
          Types.NestedField.required(1, "id", Types.LongType.get()),
          Types.NestedField.required(2, "part", Types.StringType.get()));
  private static final long NOW = System.currentTimeMillis();
  private static final long OLD = NOW - Duration.ofDays(10).toMillis();

  @TempDir Path folder;
  private Table table;
  private String recorded;

  private void create(String recordedLocation) {
    recorded = recordedLocation == null ? folder.toAbsolutePath().toString() : recordedLocation;
    table =
        TestTables.create(
            folder,
            recorded,
            SCHEMA,
            PartitionSpec.builderFor(SCHEMA).identity("part").build(),
            2,
            Map.of());
  }

  private DataFile data(long id, String part) {
    return TableFiles.writeData(table, List.of(TableFiles.row(SCHEMA, id, part)));
  }

  /** A history of commits, then a commit that wrote its files and failed, then a stray metadata. */
  private Set<Path> writeHistoryAndFailedCommit() throws IOException {
    DataFile a = data(1, "x");
    table.newAppend().appendFile(a).commit();
    DeleteFile deletes = TableFiles.writePositionDeletes(table, a, 0);
    table.newRowDelta().addDeletes(deletes).commit();
    table.newAppend().appendFile(data(2, "y")).commit();
    Set<Path> before = allFiles();
    // A commit that wrote its data file, manifest and manifest list, then never committed.
    table.newAppend().appendFile(data(3, "z")).apply();
    // A metadata file written by a commit whose swap failed: no log names it.
    Path metadata = folder.resolve("metadata");
    Files.copy(
        Files.list(metadata)
            .filter(path -> path.toString().endsWith(".metadata.json"))
            .findFirst()
            .orElseThrow(),
        metadata.resolve("00099-failed.metadata.json"));
    Set<Path> written = allFiles();
    written.removeAll(before);
    return written;
  }

  private Set<Path> allFiles() throws IOException {
    try (Stream<Path> paths = Files.walk(folder)) {
      return paths
          .filter(Files::isRegularFile)
          .filter(path -> !hiddenBelowTable(path))
          .collect(Collectors.toCollection(HashSet::new));
    }
  }

  private boolean hiddenBelowTable(Path path) {
    for (Path part : folder.relativize(path)) {
      String name = part.toString();
      if (name.startsWith(".") || (name.startsWith("_") && !name.contains("="))) {
        return true;
      }
    }
    return false;
  }

  /** What iceberg-core reaches, as local paths. */
  private Set<Path> reachable() {
    Table loaded = TestTables.load(folder, recorded);
    Set<String> recordedPaths = new HashSet<>();
    recordedPaths.addAll(ReachableFileUtil.metadataFileLocations(loaded, true));
    recordedPaths.add(ReachableFileUtil.versionHintLocation(loaded));
    recordedPaths.addAll(ReachableFileUtil.manifestListLocations(loaded));
    recordedPaths.addAll(ReachableFileUtil.statisticsFilesLocations(loaded));
    for (Snapshot snapshot : loaded.snapshots()) {
      for (ManifestFile manifest : snapshot.allManifests(loaded.io())) {
        recordedPaths.add(manifest.path());
        switch (manifest.content()) {
          case DATA -> {
            try (ManifestReader<DataFile> reader =
                ManifestFiles.read(manifest, loaded.io(), loaded.specs())) {
              reader.forEach(file -> recordedPaths.add(file.location()));
            } catch (IOException e) {
              throw new AssertionError(e);
            }
          }
          case DELETES -> {
            try (ManifestReader<DeleteFile> reader =
                ManifestFiles.readDeleteManifest(manifest, loaded.io(), loaded.specs())) {
              reader.forEach(file -> recordedPaths.add(file.location()));
            } catch (IOException e) {
              throw new AssertionError(e);
            }
          }
        }
      }
    }
    return recordedPaths.stream().map(this::local).collect(Collectors.toSet());
  }

  private Path local(String recordedPath) {
    String path = recordedPath.replaceFirst("^file:", "");
    return path.startsWith(recorded)
        ? folder.resolve(path.substring(recorded.length()).replaceFirst("^/", ""))
        : Path.of(path);
  }

  private static Set<Path> paths(List<OrphanFile> files) {
    return files.stream().map(file -> Path.of(file.path())).collect(Collectors.toSet());
  }

  private void age(Set<Path> files) throws IOException {
    for (Path file : files) {
      Files.setLastModifiedTime(file, FileTime.fromMillis(OLD));
    }
  }

  @Test
  void filesOfAFailedCommitAreOrphansOnceOldEnough() throws Exception {
    create(null);
    Set<Path> written = writeHistoryAndFailedCommit();
    age(allFiles());
    Set<Path> expected = allFiles();
    expected.removeAll(reachable());

    OrphanPreview preview =
        OrphanPreview.of(
            IcebergTable.open(folder.toString(), Runnable::run), null, NOW, AnalysisProgress.NONE);

    assertThat(paths(preview.orphans())).isEqualTo(expected).isEqualTo(written);
    assertThat(preview.tooYoung()).isEmpty();
    assertThat(preview.problems()).isEmpty();
    assertThat(preview.olderThan()).isEqualTo(NOW - Duration.ofDays(3).toMillis());
    assertThat(preview.bytes())
        .isEqualTo(expected.stream().mapToLong(OrphanPreviewTest::size).sum());
    Map<String, String> reasons =
        preview.orphans().stream()
            .collect(
                Collectors.toMap(
                    file -> Path.of(file.path()).getFileName().toString(), OrphanFile::reason));
    assertThat(reasons.get("00099-failed.metadata.json"))
        .startsWith("a metadata file missing from the metadata log");
    assertThat(reasons.entrySet())
        .filteredOn(entry -> entry.getKey().startsWith("snap-"))
        .singleElement()
        .satisfies(
            entry -> assertThat(entry.getValue()).startsWith("a manifest list no snapshot names"));
    assertThat(reasons.entrySet())
        .filteredOn(entry -> entry.getKey().endsWith(".parquet"))
        .singleElement()
        .satisfies(
            entry -> assertThat(entry.getValue()).startsWith("a data file no manifest names"));
  }

  @Test
  void aFolderThatCannotBeListedIsAProblemBesideTheOrphansElsewhere() throws Exception {
    create(null);
    Set<Path> written = writeHistoryAndFailedCommit();
    Path denied = Files.createDirectories(folder.resolve("data/denied"));
    Files.writeString(denied.resolve("unseen.parquet"), "never listed");
    age(allFiles());
    FileAccess files = new DeniedFolder(Storage.local(), denied.toString());

    OrphanPreview preview =
        OrphanPreview.of(
            IcebergTable.open(files, folder.toString(), null, Runnable::run),
            null,
            NOW,
            AnalysisProgress.NONE);

    assertThat(paths(preview.orphans())).isEqualTo(written);
    assertThat(preview.problems())
        .extracting(Problem::path, Problem::message)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(
                denied.toString(),
                "cannot be listed: permission denied: files under it are not listed as orphans"));
  }

  /**
   * The local disk, but one folder's listing is denied, as for a folder of another user (which the
   * tests, run as root, cannot make).
   */
  private record DeniedFolder(FileAccess files, String denied) implements FileAccess {
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
      return files.readAllBytes(location);
    }

    @Override
    public java.io.InputStream open(String location) throws IOException {
      return files.open(location);
    }

    @Override
    public List<String> list(String directory) throws IOException {
      if (directory.equals(denied)) {
        throw new java.nio.file.AccessDeniedException(directory);
      }
      return files.list(directory);
    }
  }

  @Test
  void youngerFilesAreKeptApart() throws Exception {
    create(null);
    Set<Path> written = writeHistoryAndFailedCommit();
    Set<Path> old = new HashSet<>(allFiles());
    Path youngOrphan =
        written.stream().filter(p -> p.toString().endsWith(".parquet")).findFirst().orElseThrow();
    old.remove(youngOrphan);
    age(old);
    long threshold = NOW - Duration.ofDays(1).toMillis();

    OrphanPreview preview =
        OrphanPreview.of(
            IcebergTable.open(folder.toString(), Runnable::run),
            threshold,
            NOW,
            AnalysisProgress.NONE);

    Set<Path> expected = new HashSet<>(written);
    expected.remove(youngOrphan);
    assertThat(paths(preview.orphans())).isEqualTo(expected);
    assertThat(paths(preview.tooYoung())).containsExactly(youngOrphan);
    assertThat(preview.olderThan()).isEqualTo(threshold);
  }

  @Test
  void aRelocatedTableComparesItsRecordedPathsWhereItWasOpened() throws Exception {
    create("s3://bucket/warehouse/db/events");
    Set<Path> written = writeHistoryAndFailedCommit();
    age(allFiles());
    Set<Path> expected = allFiles();
    expected.removeAll(reachable());

    OrphanPreview preview =
        OrphanPreview.of(
            IcebergTable.open(folder.toString(), Runnable::run), null, NOW, AnalysisProgress.NONE);

    assertThat(paths(preview.orphans())).isEqualTo(expected).isEqualTo(written);
  }

  @Test
  void filesOnlyDeletedEntriesNameAreOrphansAsForIceberg() throws Exception {
    create(null);
    DataFile removed = data(1, "x");
    table.newAppend().appendFile(removed).commit();
    table.newAppend().appendFile(data(2, "y")).commit();
    table.newDelete().deleteFile(removed).commit();
    table
        .expireSnapshots()
        .retainLast(1)
        .expireOlderThan(System.currentTimeMillis() + 1)
        .cleanExpiredFiles(false)
        .commit();
    age(allFiles());
    Set<Path> expected = allFiles();
    expected.removeAll(reachable());

    OrphanPreview preview =
        OrphanPreview.of(
            IcebergTable.open(folder.toString(), Runnable::run), null, NOW, AnalysisProgress.NONE);

    assertThat(paths(preview.orphans())).isEqualTo(expected).contains(Path.of(removed.location()));
  }

  @Test
  void schemesThatNameTheSameStoreCompareEqual() {
    assertThat(ComparableLocation.of("file:///tmp/t/data/a.parquet"))
        .isEqualTo(ComparableLocation.of("/tmp/t/data/a.parquet"))
        .isEqualTo(ComparableLocation.of("file:/tmp/t/data/a.parquet"));
    assertThat(ComparableLocation.of("s3a://b/t/x")).isEqualTo(ComparableLocation.of("s3://b/t/x"));
    assertThat(ComparableLocation.of("s3://b/t/x"))
        .isNotEqualTo(ComparableLocation.of("s3://c/t/x"));
  }

  private static long size(Path path) {
    try {
      return Files.size(path);
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }
}
