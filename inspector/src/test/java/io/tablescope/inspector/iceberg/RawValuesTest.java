package io.tablescope.inspector.iceberg;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.manifest.ManifestList;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.testing.FixtureTables;
import io.tablescope.format.testing.SchemaFixtureTables;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Function;
import java.util.stream.Stream;
import org.apache.avro.file.DataFileReader;
import org.apache.avro.file.SeekableByteArrayInput;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericRecord;
import org.apache.iceberg.Table;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The values Tablescope reports as written (before inheritance) are the values the Avro files hold:
 * each manifest list and manifest is read again here with plain Avro, independently of Tablescope's
 * readers, and its sequence numbers, snapshot ids and first row ids compared, a null (not written,
 * so inherited) included.
 */
class RawValuesTest {
  private static ExecutorService executor;

  @TempDir static Path folder;

  @BeforeAll
  static void startReaders() {
    executor = Executors.newFixedThreadPool(2);
  }

  @AfterAll
  static void stopReaders() {
    executor.shutdownNow();
  }

  static Stream<Arguments> tables() {
    return Stream.<Function<FixtureTables, Table>>of(
            fixtures -> fixtures.unpartitioned(1),
            FixtureTables::v1Partitioned,
            fixtures -> fixtures.unpartitioned(3),
            FixtureTables::specEvolution,
            FixtureTables::equalityDeletes,
            FixtureTables::deletionVectors,
            FixtureTables::deletedAndExistingEntries,
            FixtureTables::expiredSnapshots,
            fixtures -> new SchemaFixtureTables(fixtures).v3Types())
        .map(Arguments::of);
  }

  @ParameterizedTest
  @MethodSource("tables")
  void rawValuesAreWhatTheAvroFilesHold(Function<FixtureTables, Table> builder) throws IOException {
    Path root = Files.createTempDirectory(folder, "table");
    Table written = builder.apply(new FixtureTables(root));
    IcebergTable table = IcebergTable.open(root.resolve(written.name()).toString(), executor);
    int entries = 0;
    int inherited = 0;

    for (Snapshot snapshot : table.metadata().snapshots()) {
      ManifestList list = table.manifestList(snapshot);
      assertThat(list.problems()).isEmpty();
      List<GenericRecord> listRecords = records(table, snapshot.manifestList());
      assertThat(list.manifests()).hasSameSizeAs(listRecords);
      for (int i = 0; i < listRecords.size(); i++) {
        GenericRecord record = listRecords.get(i);
        ManifestFile manifest = list.manifests().get(i);
        String what = manifest.path();
        // Format v1 lists hold no sequence numbers: Iceberg reads them as 0.
        assertThat(manifest.sequenceNumber())
            .as("sequence_number of %s", what)
            .isEqualTo(orZero(field(record, "sequence_number")));
        assertThat(manifest.minSequenceNumber())
            .as("min_sequence_number of %s", what)
            .isEqualTo(orZero(field(record, "min_sequence_number")));
        assertThat(manifest.addedSnapshotId())
            .as("added_snapshot_id of %s", what)
            .isEqualTo(field(record, "added_snapshot_id"));
        assertThat(manifest.firstRowId())
            .as("first_row_id of %s", what)
            .isEqualTo(field(record, "first_row_id"));

        Manifest read = table.manifest(manifest);
        assertThat(read.problems()).isEmpty();
        List<GenericRecord> entryRecords = records(table, manifest.path());
        assertThat(read.entries()).hasSameSizeAs(entryRecords);
        for (int e = 0; e < entryRecords.size(); e++) {
          GenericRecord raw = entryRecords.get(e);
          GenericRecord dataFile = (GenericRecord) raw.get("data_file");
          ManifestEntry entry = read.entries().get(e);
          String file = entry.file().path();
          assertThat(entry.rawSnapshotId())
              .as("snapshot_id of %s", file)
              .isEqualTo(field(raw, "snapshot_id"));
          assertThat(entry.rawSequenceNumber())
              .as("sequence_number of %s", file)
              .isEqualTo(field(raw, "sequence_number"));
          assertThat(entry.rawFileSequenceNumber())
              .as("file_sequence_number of %s", file)
              .isEqualTo(field(raw, "file_sequence_number"));
          assertThat(entry.file().rawFirstRowId())
              .as("first_row_id of %s", file)
              .isEqualTo(field(dataFile, "first_row_id"));
          entries++;
          inherited += entry.inherited().isEmpty() ? 0 : 1;
        }
      }
    }

    assertThat(entries).as("entries compared").isPositive();
    if (table.metadata().formatVersion() >= 2) {
      assertThat(inherited).as("entries with an inherited value").isPositive();
    }
  }

  private static List<GenericRecord> records(IcebergTable table, String recordedPath)
      throws IOException {
    byte[] bytes = Files.readAllBytes(Path.of(table.localPath(recordedPath)));
    List<GenericRecord> records = new ArrayList<>();
    try (DataFileReader<GenericRecord> reader =
        new DataFileReader<>(new SeekableByteArrayInput(bytes), new GenericDatumReader<>())) {
      reader.forEach(records::add);
    }
    return records;
  }

  /** A long field as the file holds it: null when the schema lacks it or the value is null. */
  private static Long field(GenericRecord record, String name) {
    if (record.getSchema().getField(name) == null) {
      return null;
    }
    Object value = record.get(name);
    return value == null ? null : ((Number) value).longValue();
  }

  private static long orZero(Long value) {
    return value == null ? 0 : value;
  }
}
