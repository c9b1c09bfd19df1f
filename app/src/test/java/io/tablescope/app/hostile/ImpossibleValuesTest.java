package io.tablescope.app.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Map;
import java.util.function.Consumer;
import org.apache.avro.file.DataFileReader;
import org.apache.avro.file.DataFileWriter;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericDatumWriter;
import org.apache.avro.generic.GenericRecord;
import org.apache.hadoop.conf.Configuration;
import org.apache.iceberg.DataFiles;
import org.apache.iceberg.ManifestFile;
import org.apache.iceberg.Metrics;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableProperties;
import org.apache.iceberg.hadoop.HadoopTables;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Damage shown as good: values no writer can mean (a negative record count, size, column count or
 * sequence number; a key given twice in the metadata) in a table iceberg-core wrote are findings
 * and problems naming the file and the field, never shown as if they were sound.
 */
class ImpossibleValuesTest {
  private static final Schema SCHEMA =
      new Schema(Types.NestedField.required(1, "id", Types.LongType.get()));

  private static final long RECORDS = 3;
  private static final long SIZE = 1_879;

  @TempDir Path folder;
  private Table table;
  private FolderPrint before;

  @BeforeEach
  void createTableOfOneAppend() {
    table =
        new HadoopTables(new Configuration())
            .create(
                SCHEMA,
                PartitionSpec.unpartitioned(),
                Map.of(TableProperties.FORMAT_VERSION, "2"),
                folder.toString());
    table
        .newFastAppend()
        .appendFile(
            DataFiles.builder(PartitionSpec.unpartitioned())
                .withPath("/nowhere/data/0.parquet")
                .withFileSizeInBytes(SIZE)
                .withMetrics(
                    new Metrics(RECORDS, Map.of(1, -5L), Map.of(1, 3L), Map.of(1, -1L), null))
                .build())
        .commit();
  }

  @AfterEach
  void nothingWasWritten() {
    if (before != null) {
      assertThat(FolderPrint.of(folder)).isEqualTo(before);
    }
  }

  private Path manifest() {
    ManifestFile manifest = table.currentSnapshot().allManifests(table.io()).get(0);
    return Paths.get(manifest.path());
  }

  /**
   * Rewrites an Avro file record by record with the same schema and metadata, as its writer would
   * have written the edited records.
   */
  private static void rewrite(Path file, Consumer<GenericRecord> edit) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (DataFileReader<GenericRecord> reader =
            new DataFileReader<>(file.toFile(), new GenericDatumReader<>());
        DataFileWriter<GenericRecord> writer =
            new DataFileWriter<>(new GenericDatumWriter<>(reader.getSchema()))) {
      for (String key : reader.getMetaKeys()) {
        if (!key.startsWith("avro.")) {
          writer.setMeta(key, reader.getMeta(key));
        }
      }
      writer.create(reader.getSchema(), out);
      for (GenericRecord record : reader) {
        edit.accept(record);
        writer.append(record);
      }
    }
    Files.write(file, out.toByteArray());
  }

  /** Rewrites the table's manifest with the edit, and its list to record the new length. */
  private void rewriteManifest(Consumer<GenericRecord> dataFile) throws IOException {
    Path manifest = manifest();
    rewrite(manifest, entry -> dataFile.accept((GenericRecord) entry.get("data_file")));
    long length = Files.size(manifest);
    rewrite(
        Paths.get(table.currentSnapshot().manifestListLocation()),
        listed -> listed.put("manifest_length", length));
  }

  @Test
  void negativeCountsAndSizesInAManifestAreFindingsNamingTheFileAndTheField() throws IOException {
    Path manifest = manifest();
    rewriteManifest(
        file -> {
          file.put("record_count", -RECORDS);
          file.put("file_size_in_bytes", -SIZE);
        });
    before = FolderPrint.of(folder);

    HostileRun check = HostileRun.of("check", folder.toString()).exits(1);
    HostileRun tree = HostileRun.of("tree", folder.toString()).exits(0);

    String entry = " for /nowhere/data/0.parquet (entry 0): it cannot be negative";
    assertThat(check.out())
        .doesNotContain("sound")
        .contains("manifest\t" + table.currentSnapshot().snapshotId() + "\t" + manifest + "\t")
        .contains("record_count is -" + RECORDS + entry)
        .contains("file_size_in_bytes is -" + SIZE + entry);
    assertThat(tree.out())
        .contains(manifest + ": record_count is -" + RECORDS + entry)
        .contains(manifest + ": file_size_in_bytes is -" + SIZE + entry)
        .contains(manifest + ": column_sizes is -5 for column 1 of /nowhere/data/0.parquet")
        .contains(manifest + ": null_value_counts is -1 for column 1 of /nowhere/data/0.parquet");
  }

  @Test
  void negativeCountsInAManifestListAreFindingsNamingTheListAndTheManifest() throws IOException {
    Path list = Paths.get(table.currentSnapshot().manifestListLocation());
    Path manifest = manifest();
    rewrite(list, listed -> listed.put("added_rows_count", -7L));
    before = FolderPrint.of(folder);

    HostileRun check = HostileRun.of("check", folder.toString()).exits(1);
    HostileRun tree = HostileRun.of("tree", folder.toString()).exits(0);

    String problem = "added_rows_count is -7 for " + manifest + ": it cannot be negative";
    assertThat(check.out()).doesNotContain("sound").contains(list + "\t" + problem);
    assertThat(tree.out()).contains(list + ": " + problem);
  }

  @Test
  void aKeyGivenTwiceInTheMetadataIsDamageAndCheckIsNotSound() throws IOException {
    Path metadata = folder.resolve("metadata/v2.metadata.json");
    String json = Files.readString(metadata);
    Files.writeString(metadata, "{\"snapshots\":[]," + json.substring(json.indexOf('{') + 1));
    Files.deleteIfExists(folder.resolve("metadata/.v2.metadata.json.crc"));
    before = FolderPrint.of(folder);

    HostileRun check = HostileRun.of("check", folder.toString()).exits(1);
    HostileRun summary = HostileRun.of("summary", folder.toString()).exits(0);

    String problem =
        "the key at /snapshots appears more than once in its object; the last value is read, as"
            + " iceberg-core reads it";
    assertThat(check.out()).doesNotContain("sound").contains(metadata + "\t" + problem);
    assertThat(summary.out())
        .contains("Snapshots  1, current " + table.currentSnapshot().snapshotId())
        .contains(metadata + ": " + problem);
  }
}
