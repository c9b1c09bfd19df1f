package io.tablescope.app.cli.iceberg;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.app.cli.CliRun;
import io.tablescope.format.testing.TestTables;
import java.nio.file.Path;
import org.apache.iceberg.FileContent;
import org.apache.iceberg.FileFormat;
import org.apache.iceberg.HasTableOperations;
import org.apache.iceberg.IcebergOracle;
import org.apache.iceberg.ManifestFile;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableMetadata;
import org.junit.jupiter.api.Test;

/**
 * {@code summary} names kinds of files as diff and tree do: the demo's format v3 table counts its
 * deletion vectors as {@code deletion-vector}, in text and JSON, as many as iceberg-core reads; a
 * format v1 table says it has no sequence numbers.
 */
class SummaryCommandTest {
  private static final Path READINGS =
      Path.of("demo-warehouse/telemetry/readings_v3").toAbsolutePath();
  private static final Path EVENTS_V1 = Path.of("demo-warehouse/legacy/events_v1").toAbsolutePath();

  @Test
  void deletionVectorsAreCountedUnderTheirOwnName() throws Exception {
    Table table = TestTables.load(READINGS, "s3://tablescope-demo/telemetry/readings_v3");
    long[] vectors = new long[3];
    for (ManifestFile manifest : table.currentSnapshot().allManifests(table.io())) {
      for (IcebergOracle.OracleEntry entry : IcebergOracle.entries(table, manifest)) {
        if (entry.file().content() == FileContent.POSITION_DELETES
            && entry.file().format() == FileFormat.PUFFIN) {
          vectors[entry.status()]++;
        }
      }
    }
    assertThat(vectors[1]).isPositive();

    CliRun text = CliRun.of("summary", READINGS.toString());
    CliRun json = CliRun.of("summary", READINGS.toString(), "--json");

    assertThat(text.exitCode()).isZero();
    // iceberg-core's status ids: 0 existing, 1 added, 2 deleted.
    assertThat(text.out())
        .contains(
            String.format(
                "  %-18s %d added, %d existing, %d deleted%n",
                "deletion-vector", vectors[1], vectors[0], vectors[2]))
        .doesNotContain("position-deletes");
    JsonNode byContent = new ObjectMapper().readTree(json.out()).get("entries-by-content");
    assertThat(byContent.at("/deletion-vector/added").asLong()).isEqualTo(vectors[1]);
    assertThat(byContent.at("/deletion-vector/existing").asLong()).isEqualTo(vectors[0]);
    assertThat(byContent.at("/deletion-vector/deleted").asLong()).isEqualTo(vectors[2]);
    assertThat(byContent.at("/position-deletes/added").asLong()).isZero();
    assertThat(byContent.at("/position-deletes/deleted").asLong()).isZero();
  }

  @Test
  void aVersionOneTableHasNoSequenceNumbers() throws Exception {
    Table table = TestTables.load(EVENTS_V1, "s3://tablescope-demo/legacy/events_v1");
    TableMetadata metadata = ((HasTableOperations) table).operations().current();
    assertThat(metadata.formatVersion()).isEqualTo(1);

    CliRun text = CliRun.of("summary", EVENTS_V1.toString());
    CliRun json = CliRun.of("summary", EVENTS_V1.toString(), "--json");

    assertThat(text.out())
        .contains("(v1: no sequence numbers (0))")
        .doesNotContain("last sequence number");
    assertThat(new ObjectMapper().readTree(json.out()).get("last-sequence-number").asLong())
        .isEqualTo(metadata.lastSequenceNumber());
  }
}
