package io.tablescope.inspector.iceberg;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablescope.format.testing.TableFiles;
import io.tablescope.format.testing.TestTables;
import io.tablescope.inspector.table.AnalysisProgress;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.stream.Stream;
import org.apache.iceberg.ManifestFile;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.Table;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reading the manifests of two snapshots reports how many of all it has read, up to all. */
class ManifestReadingTest {
  private static final Schema SCHEMA =
      new Schema(
          Types.NestedField.required(1, "id", Types.LongType.get()),
          Types.NestedField.optional(2, "color", Types.StringType.get()));

  @TempDir Path folder;

  @Test
  void progressCountsTheDistinctManifestsOfBothSnapshotsUpToAll() throws Exception {
    Table written = TestTables.create(folder, SCHEMA, PartitionSpec.unpartitioned(), 2);
    for (int i = 0; i < 20; i++) {
      written
          .newFastAppend()
          .appendFile(TableFiles.writeData(written, List.of(TableFiles.row(SCHEMA, (long) i, "c"))))
          .commit();
    }
    Snapshot first = written.snapshots().iterator().next();
    Snapshot last = written.currentSnapshot();
    long distinct =
        Stream.concat(
                first.allManifests(written.io()).stream(), last.allManifests(written.io()).stream())
            .map(ManifestFile::path)
            .distinct()
            .count();
    IcebergTable table = IcebergTable.open(folder.toString(), Runnable::run);
    Recorded progress = new Recorded(Integer.MAX_VALUE);

    ManifestReading.readAll(
        table,
        List.of(
            table.snapshot(first.snapshotId()).orElseThrow(),
            table.snapshot(last.snapshotId()).orElseThrow()),
        progress);

    assertThat(distinct).isGreaterThan(ManifestReading.BATCH);
    assertThat(progress.fractions).isSorted().startsWith(0.0).endsWith(1.0);
    assertThat(progress.messages)
        .startsWith("Reading manifests: 0 of " + distinct)
        .endsWith("Read " + distinct + " of " + distinct + " manifests");
  }

  @Test
  void aCancelledReadingStopsBetweenBatches() throws Exception {
    Table written = TestTables.create(folder, SCHEMA, PartitionSpec.unpartitioned(), 2);
    for (int i = 0; i < 20; i++) {
      written
          .newFastAppend()
          .appendFile(TableFiles.writeData(written, List.of(TableFiles.row(SCHEMA, (long) i, "c"))))
          .commit();
    }
    IcebergTable table = IcebergTable.open(folder.toString(), Runnable::run);
    Recorded progress = new Recorded(1);

    assertThatThrownBy(
            () ->
                ManifestReading.readAll(
                    table, List.of(table.metadata().currentSnapshot().orElseThrow()), progress))
        .isInstanceOf(CancellationException.class);
    assertThat(progress.messages).hasSize(1);
  }

  /** Records every report; says cancelled once it has recorded as many as given. */
  private static final class Recorded implements AnalysisProgress {
    final List<Double> fractions = new ArrayList<>();
    final List<String> messages = new ArrayList<>();
    private final int cancelAfter;

    Recorded(int cancelAfter) {
      this.cancelAfter = cancelAfter;
    }

    @Override
    public void update(double fraction, String message) {
      fractions.add(fraction);
      messages.add(message);
    }

    @Override
    public boolean isCancelled() {
      return messages.size() >= cancelAfter;
    }
  }
}
