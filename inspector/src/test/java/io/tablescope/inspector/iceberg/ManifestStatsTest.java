package io.tablescope.inspector.iceberg;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestContent;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.io.Storage;
import io.tablescope.format.testing.CountingFileAccess;
import io.tablescope.format.testing.FileTableOperations;
import io.tablescope.format.testing.FixtureTables;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Executor;
import org.apache.iceberg.HasTableOperations;
import org.apache.iceberg.Table;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Callers choose whether a manifest is read with its column statistics; the table's cache lets a
 * read with them serve a request without, never the reverse.
 */
class ManifestStatsTest {
  private static final Executor DIRECT = Runnable::run;

  @TempDir Path folder;

  private CountingFileAccess files;
  private IcebergTable table;
  private ManifestFile data;
  private ManifestFile deletes;

  /** iceberg-core's position deletes fixture: one data manifest, one delete manifest. */
  @BeforeEach
  void open() throws IOException {
    Table written = new FixtureTables(folder).positionDeletes();
    FileTableOperations operations =
        (FileTableOperations) ((HasTableOperations) written).operations();
    files = new CountingFileAccess(Storage.local());
    table = IcebergTable.open(files, operations.io().localRoot().toString(), null, DIRECT);
    List<ManifestFile> manifests =
        table.manifestList(table.metadata().currentSnapshot().orElseThrow()).manifests();
    data = only(manifests, ManifestContent.DATA);
    deletes = only(manifests, ManifestContent.DELETES);
  }

  @Test
  void aReadWithoutStatsIsHeldApartFromTheFullRead() {
    Manifest withoutStats = table.manifest(data, ManifestStats.NONE);
    Manifest again = table.manifest(data, ManifestStats.NONE);
    Manifest full = table.manifest(data);

    assertThat(withoutStats.entries()).isNotEmpty().allSatisfy(entry -> statsRead(entry, false));
    assertThat(again).isEqualTo(withoutStats);
    assertThat(full.entries()).allSatisfy(entry -> statsRead(entry, true));
    assertThat(full.entries().get(0).file().lowerBounds()).isNotEmpty();
    assertThat(readsOf(data)).as("one read without, then one with the statistics").isEqualTo(2);
  }

  @Test
  void aFullReadHeldServesARequestWithoutStats() {
    Manifest full = table.manifest(data);
    Manifest withoutStats = table.manifest(data, ManifestStats.NONE);

    assertThat(withoutStats).isEqualTo(full);
    assertThat(withoutStats.entries()).allSatisfy(entry -> statsRead(entry, true));
    assertThat(readsOf(data)).isEqualTo(1);
  }

  @Test
  void deleteManifestsAloneAreReadWithStatsForDeleteMatching() {
    List<Manifest> read = table.manifests(List.of(data, deletes), ManifestStats.DELETE_MANIFESTS);

    assertThat(read.get(0).entries()).allSatisfy(entry -> statsRead(entry, false));
    assertThat(read.get(1).entries()).isNotEmpty().allSatisfy(entry -> statsRead(entry, true));
    ContentFile delete = read.get(1).entries().get(0).file();
    assertThat(DeleteMatching.referencedDataFile(delete))
        .isEqualTo(read.get(0).entries().get(0).file().path());
  }

  @Test
  void ruleThatNeedsStatsRefusesAFileReadWithoutThem() {
    ContentFile delete = table.manifest(deletes, ManifestStats.NONE).entries().get(0).file();

    assertThat(delete.referencedDataFile()).as("a v2 position delete file").isNull();
    assertThatThrownBy(() -> DeleteMatching.referencedDataFile(delete))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage(
            "The column statistics of "
                + delete.path()
                + " were not read, but finding the data file a position delete references needs"
                + " them");
  }

  private static void statsRead(ManifestEntry entry, boolean read) {
    assertThat(entry.file().statsRead()).as(entry.file().path()).isEqualTo(read);
  }

  private long readsOf(ManifestFile manifest) {
    return files.reads().stream().filter(read -> read.equals(manifest.path())).count();
  }

  private static ManifestFile only(List<ManifestFile> manifests, ManifestContent content) {
    List<ManifestFile> of = manifests.stream().filter(m -> m.content() == content).toList();
    assertThat(of).hasSize(1);
    return of.get(0);
  }
}
