package io.tablescope.inspector.iceberg;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.testing.FixtureTables;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.iceberg.DeleteFile;
import org.apache.iceberg.FileScanTask;
import org.apache.iceberg.Table;
import org.apache.iceberg.deletes.PositionDeleteIndex;
import org.apache.iceberg.io.CloseableIterable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Deletion vectors of a v3 table decoded beside iceberg-core's reading of the same blobs. */
class DeletionVectorEvidenceTest {
  @TempDir Path folder;

  @Test
  void eachLiveVectorMatchesIcebergCoreBesideItsDataFilesRows() throws IOException {
    Table table = new FixtureTables(folder).deletionVectors();
    Map<String, List<Long>> expected = icebergPositions(table);
    IcebergTable opened = IcebergTable.open(table.location(), Runnable::run);
    Snapshot current = opened.metadata().currentSnapshot().orElseThrow();

    Map<String, DeletionVectorEvidence> read = new HashMap<>();
    for (ContentFile dv : deletionVectors(opened, current)) {
      read.put(dv.referencedDataFile(), DeletionVectorEvidence.read(opened, current, dv));
    }

    assertThat(read).hasSize(2).containsOnlyKeys(expected.keySet());
    read.forEach(
        (dataFile, evidence) -> {
          assertThat(evidence.problem()).isNull();
          assertThat(evidence.vector().firstPositions()).isEqualTo(expected.get(dataFile));
          assertThat(evidence.vector().cardinality()).isEqualTo(expected.get(dataFile).size());
          assertThat(evidence.dataRecordCount()).isEqualTo(5L);
          assertThat(evidence.mismatch()).isNull();
          assertThat(evidence.disagreement()).isNull();
        });
    assertThat(read.values())
        .extracting(DeletionVectorEvidence::cardinalityText, DeletionVectorEvidence::positionsText)
        .containsExactlyInAnyOrder(
            org.assertj.core.groups.Tuple.tuple("3 of 5 rows deleted", "0, 2, 3"),
            org.assertj.core.groups.Tuple.tuple("1 of 5 rows deleted", "4"));
  }

  @Test
  void aDamagedVectorIsAProblemNamingTheDeleteFile() throws IOException {
    Table table = new FixtureTables(folder).deletionVectors();
    IcebergTable opened = IcebergTable.open(table.location(), Runnable::run);
    Snapshot current = opened.metadata().currentSnapshot().orElseThrow();
    ContentFile dv = deletionVectors(opened, current).get(0);
    Path file = Path.of(opened.localPath(dv.path()));
    byte[] bytes = Files.readAllBytes(file);
    bytes[dv.contentOffset().intValue() + 9] ^= 0x10;
    Files.write(file, bytes);

    DeletionVectorEvidence evidence = DeletionVectorEvidence.read(opened, current, dv);

    assertThat(evidence.vector()).isNull();
    assertThat(evidence.problem().kind()).isEqualTo(Problem.Kind.CORRUPT);
    assertThat(evidence.problem().path()).isEqualTo(dv.path());
    assertThat(evidence.problem().message()).contains("CRC-32").doesNotContain(file.toString());
    assertThat(evidence.section().rows()).singleElement().matches(row -> row.flagged());
  }

  @Test
  void aFooterWhoseCardinalityDisagreesWithTheBlobIsFlagged() throws IOException {
    Table table = new FixtureTables(folder).deletionVectors();
    IcebergTable opened = IcebergTable.open(table.location(), Runnable::run);
    Snapshot current = opened.metadata().currentSnapshot().orElseThrow();
    ContentFile dv =
        deletionVectors(opened, current).stream()
            .filter(file -> file.recordCount() == 3)
            .findFirst()
            .orElseThrow();
    Path file = Path.of(opened.localPath(dv.path()));
    String bytes = Files.readString(file, StandardCharsets.ISO_8859_1);
    String edited = bytes.replaceFirst("(\"cardinality\"\\s*:\\s*\")3\"", "$19\"");
    assertThat(edited).isNotEqualTo(bytes);
    Files.writeString(file, edited, StandardCharsets.ISO_8859_1);

    DeletionVectorEvidence evidence = DeletionVectorEvidence.read(opened, current, dv);

    assertThat(evidence.vector().cardinality()).isEqualTo(3);
    assertThat(evidence.disagreement())
        .isEqualTo("the footer's cardinality is 9, but the blob deletes 3");
    assertThat(evidence.section().rows())
        .filteredOn(row -> row.flagged())
        .extracting(row -> row.name())
        .containsExactly("disagreement");
  }

  private static List<ContentFile> deletionVectors(IcebergTable opened, Snapshot snapshot) {
    return LiveFiles.of(opened, snapshot).files().values().stream()
        .map(LiveFile::file)
        .filter(ContentFile::isDeletionVector)
        .toList();
  }

  /**
   * Each data file's deleted positions as iceberg-core reads them from the vectors its scan plans.
   */
  private static Map<String, List<Long>> icebergPositions(Table table) throws IOException {
    Map<String, List<Long>> positions = new HashMap<>();
    try (CloseableIterable<FileScanTask> tasks = table.newScan().planFiles()) {
      for (FileScanTask task : tasks) {
        for (DeleteFile dv : task.deletes()) {
          byte[] whole = Files.readAllBytes(Path.of(dv.location()));
          int from = dv.contentOffset().intValue();
          byte[] blob = Arrays.copyOfRange(whole, from, from + dv.contentSizeInBytes().intValue());
          List<Long> deleted = new ArrayList<>();
          PositionDeleteIndex.deserialize(blob, dv).forEach(deleted::add);
          positions.put(task.file().location(), deleted);
        }
      }
    }
    return positions;
  }
}
