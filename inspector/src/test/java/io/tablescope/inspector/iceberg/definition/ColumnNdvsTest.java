package io.tablescope.inspector.iceberg.definition;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.Problem;
import io.tablescope.format.testing.FixtureTables;
import io.tablescope.format.testing.PuffinStatistics;
import io.tablescope.inspector.iceberg.IcebergTable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import org.apache.iceberg.StatisticsFile;
import org.apache.iceberg.Table;
import org.apache.iceberg.puffin.BlobMetadata;
import org.apache.iceberg.puffin.Puffin;
import org.apache.iceberg.puffin.PuffinReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** NDVs from the footers of statistics files iceberg-core's PuffinWriter wrote. */
class ColumnNdvsTest {
  @TempDir Path folder;

  @Test
  void eachColumnsNdvIsTheFootersAsIcebergCoreReadsIt() throws IOException {
    Table table = new FixtureTables(folder).unpartitioned(2);
    StatisticsFile written = PuffinStatistics.write(table, Map.of(1, 8L, 2, 3L));

    ColumnNdvs ndvs = ColumnNdvs.read(IcebergTable.open(table.location(), Runnable::run));

    assertThat(ndvs.problems()).isEmpty();
    try (PuffinReader reader = Puffin.read(table.io().newInputFile(written.path())).build()) {
      for (BlobMetadata blob : reader.fileMetadata().blobs()) {
        assertThat(ndvs.ofSnapshot(table.currentSnapshot().snapshotId()))
            .containsEntry(blob.inputFields().get(0), blob.properties().get("ndv"));
      }
    }
    assertThat(ndvs.ofSnapshot(table.currentSnapshot().snapshotId()))
        .containsExactlyInAnyOrderEntriesOf(Map.of(1, "8", 2, "3"));
    assertThat(ndvs.ndvs())
        .allMatch(ndv -> ndv.blobType().equals(PuffinStatistics.THETA))
        .extracting(ColumnNdvs.Ndv::column)
        .containsExactlyInAnyOrder("id", "region");
    assertThat(ndvs.describe(written.path())).contains("id ndv 8").contains("region ndv 3");
  }

  @Test
  void aTruncatedStatisticsFileIsAProblemNamingIt() throws IOException {
    Table table = new FixtureTables(folder).unpartitioned(2);
    StatisticsFile written = PuffinStatistics.write(table, Map.of(1, 8L));
    Path file = Path.of(written.path());
    byte[] bytes = Files.readAllBytes(file);
    Files.write(file, Arrays.copyOf(bytes, bytes.length - 5));

    ColumnNdvs ndvs = ColumnNdvs.read(IcebergTable.open(table.location(), Runnable::run));

    assertThat(ndvs.ndvs()).isEmpty();
    assertThat(ndvs.problems())
        .singleElement()
        .satisfies(
            problem -> {
              assertThat(problem.kind()).isEqualTo(Problem.Kind.CORRUPT);
              assertThat(problem.path()).isEqualTo(written.path());
              assertThat(problem.message()).isEqualTo("does not end with the Puffin magic PFA1");
            });
    assertThat(ndvs.describe(written.path())).startsWith("⚠ ");
  }
}
