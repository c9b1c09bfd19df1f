package io.tablescope.app.cli.iceberg;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tablescope.app.cli.CliRun;
import io.tablescope.format.testing.FixtureTables;
import io.tablescope.format.testing.TableFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DeleteFile;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Table;
import org.apache.iceberg.deletes.PositionDeleteIndex;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code file} on a deletion vector decodes its Puffin blob: the cardinality beside the data file's
 * rows and the deleted positions, as iceberg-core reads the same blob; a damaged blob is a problem
 * naming the file.
 */
class FileDeletionVectorCliTest {
  @TempDir Path folder;
  private Table table;
  private DeleteFile dv;
  private DataFile data;

  @BeforeEach
  void writeTable() {
    table =
        new FixtureTables(folder)
            .create("dv", FixtureTables.EVENTS, PartitionSpec.unpartitioned(), 3, Map.of());
    data = TableFiles.writeData(table, FixtureTables.events(1, 40));
    table.newAppend().appendFile(data).commit();
    long[] positions = new long[30];
    for (int i = 0; i < positions.length; i++) {
      positions[i] = i + 5;
    }
    dv = TableFiles.writeDeletionVector(table, data, positions);
    table.newRowDelta().addDeletes(dv).commit();
  }

  @Test
  void jsonHasTheCardinalityAndPositionsIcebergCoreReads() throws Exception {
    CliRun run = CliRun.of("file", table.location(), fileName(), "--json");

    assertThat(run.exitCode()).isZero();
    JsonNode vector = new ObjectMapper().readTree(run.out()).get("deletion-vector");
    List<Long> expected = icebergPositions();
    assertThat(vector.get("cardinality").asLong()).isEqualTo(expected.size()).isEqualTo(30);
    assertThat(vector.get("data-record-count").asLong()).isEqualTo(data.recordCount());
    List<Long> first = new ArrayList<>();
    vector.get("first-positions").forEach(position -> first.add(position.asLong()));
    assertThat(first).isEqualTo(expected.subList(0, 20));
    assertThat(vector.get("mismatch").isNull()).isTrue();
  }

  @Test
  void textShowsTheCardinalityBesideTheRows() {
    CliRun run = CliRun.of("file", table.location(), fileName());

    assertThat(run.exitCode()).isZero();
    assertThat(run.out())
        .contains("Deletion vector: 30 of 40 rows deleted")
        .contains(
            "  deleted positions: 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24 … (10 more)");
  }

  @Test
  void aDamagedBlobIsAProblemNamingTheFile() throws Exception {
    Path file = Path.of(dv.location());
    byte[] bytes = Files.readAllBytes(file);
    bytes[dv.contentOffset().intValue() + 12] ^= 0x01;
    Files.write(file, bytes);

    CliRun run = CliRun.of("file", table.location(), fileName());

    assertThat(run.exitCode()).isZero();
    assertThat(run.out())
        .contains("Deletion vector: unreadable: " + dv.location() + ": ")
        .contains("CRC-32");
    assertThat(run.err()).doesNotContain("Exception");
  }

  private String fileName() {
    return Path.of(dv.location()).getFileName().toString();
  }

  private List<Long> icebergPositions() throws Exception {
    byte[] whole = Files.readAllBytes(Path.of(dv.location()));
    int from = dv.contentOffset().intValue();
    byte[] blob = Arrays.copyOfRange(whole, from, from + dv.contentSizeInBytes().intValue());
    List<Long> positions = new ArrayList<>();
    PositionDeleteIndex.deserialize(blob, dv).forEach(positions::add);
    return positions;
  }
}
