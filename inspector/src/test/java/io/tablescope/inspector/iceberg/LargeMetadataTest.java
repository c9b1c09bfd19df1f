package io.tablescope.inspector.iceberg;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.testing.LargeTable;
import io.tablescope.format.testing.MetadataAssertions;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.apache.iceberg.HasTableOperations;
import org.apache.iceberg.Table;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A metadata file of 100,000 snapshots, written by iceberg-core, loads (its snapshots split over
 * threads) and agrees with iceberg-core on every field of every snapshot.
 */
class LargeMetadataTest {
  @TempDir Path folder;

  @Test
  void hundredThousandSnapshotsReadAsIcebergCoreReadsThem() throws IOException {
    Table expected = LargeTable.withSnapshots(folder, 100_000);
    ExecutorService executor = Executors.newFixedThreadPool(4);
    try {
      IcebergTable table = IcebergTable.open(folder.toString(), executor);

      org.apache.iceberg.TableMetadata icebergMetadata =
          ((HasTableOperations) expected).operations().current();
      assertThat(icebergMetadata.snapshots()).hasSizeGreaterThanOrEqualTo(100_000);
      MetadataAssertions.assertSameMetadata(icebergMetadata, table.metadata());
      TableSummary summary = Summaries.summarize(table);
      assertThat(summary.snapshots()).isEqualTo(icebergMetadata.snapshots().size());
      assertThat(summary.problems()).isEmpty();
    } finally {
      executor.shutdownNow();
    }
  }
}
