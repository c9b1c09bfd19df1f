package io.tablescope.inspector.iceberg;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablescope.format.io.Storage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.zip.GZIPOutputStream;
import org.apache.hadoop.conf.Configuration;
import org.apache.iceberg.DataFiles;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableMetadataParser;
import org.apache.iceberg.hadoop.HadoopFileIO;
import org.apache.iceberg.hadoop.HadoopTables;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A newest metadata file that cannot be read: the error names it and carries the table's older
 * files; a browser can open the newest readable one instead, unless the user named the damaged
 * file.
 */
class UnreadableMetadataTest {
  private static final Executor DIRECT = Runnable::run;
  private static final Schema SCHEMA =
      new Schema(Types.NestedField.required(1, "id", Types.LongType.get()));

  @TempDir Path folder;
  private Table table;

  @BeforeEach
  void createTableOfFourVersions() {
    table =
        new HadoopTables(new Configuration())
            .create(SCHEMA, PartitionSpec.unpartitioned(), Map.of(), folder.toString());
    for (int i = 0; i < 3; i++) {
      table
          .newFastAppend()
          .appendFile(
              DataFiles.builder(PartitionSpec.unpartitioned())
                  .withPath("/nowhere/data/" + i + ".parquet")
                  .withFileSizeInBytes(10)
                  .withRecordCount(1)
                  .build())
          .commit();
    }
  }

  private Path metadata(int version) {
    return folder.resolve("metadata/v" + version + ".metadata.json");
  }

  /** Writes v5 as the first bytes of v4 and points the version hint at it. */
  private Path truncatedV5() throws IOException {
    byte[] v4 = Files.readAllBytes(metadata(4));
    Files.write(metadata(5), Arrays.copyOf(v4, v4.length / 2));
    Files.writeString(folder.resolve("metadata/version-hint.text"), "5");
    return metadata(5);
  }

  @Test
  void truncatedNewestFileIsNamedWithTheOlderFiles() throws IOException {
    Path v5 = truncatedV5();

    assertThatThrownBy(() -> IcebergTable.open(folder.toString(), DIRECT))
        .isInstanceOfSatisfying(
            UnreadableMetadataException.class,
            e -> {
              assertThat(e.getMessage()).startsWith(v5 + ": Malformed JSON at line ");
              assertThat(e.metadataFile()).isEqualTo(v5.toString());
              assertThat(e.olderMetadataFiles())
                  .containsExactly(
                      metadata(4).toString(),
                      metadata(3).toString(),
                      metadata(2).toString(),
                      metadata(1).toString());
              assertThat(e.chosenByTablescope()).isTrue();
            });
  }

  @Test
  void newestReadableFilePassesOverTheDamagedOneAndSaysSo() throws IOException {
    Path v5 = truncatedV5();

    NewestReadable readable = NewestReadable.open(Storage.local(), folder.toString(), DIRECT);

    assertThat(readable.table().located().metadataFile()).isEqualTo(metadata(4).toString());
    assertThat(readable.table().metadata().currentSnapshotId())
        .isEqualTo(table.currentSnapshot().snapshotId());
    assertThat(readable.skipped())
        .extracting(UnreadableMetadataException::metadataFile)
        .containsExactly(v5.toString());
  }

  @Test
  void aDamagedFileTheUserNamedIsNotPassedOver() throws IOException {
    Path v5 = truncatedV5();

    assertThatThrownBy(() -> NewestReadable.open(Storage.local(), v5.toString(), DIRECT))
        .isInstanceOfSatisfying(
            UnreadableMetadataException.class, e -> assertThat(e.chosenByTablescope()).isFalse());
  }

  @Test
  void truncatedGzipIsUnreadableAndNamesTheFile() throws IOException {
    ByteArrayOutputStream gzipped = new ByteArrayOutputStream();
    try (GZIPOutputStream out = new GZIPOutputStream(gzipped)) {
      out.write(Files.readAllBytes(metadata(4)));
    }
    byte[] bytes = gzipped.toByteArray();
    Path whole = folder.resolve("metadata/v5.gz.metadata.json");
    Files.write(whole, bytes);
    Files.writeString(folder.resolve("metadata/version-hint.text"), "5");

    IcebergTable opened = IcebergTable.open(folder.toString(), DIRECT);
    assertThat(opened.metadata().snapshots())
        .hasSameSizeAs(
            TableMetadataParser.read(new HadoopFileIO(new Configuration()), whole.toString())
                .snapshots());

    Files.write(whole, Arrays.copyOf(bytes, bytes.length / 2));

    assertThatThrownBy(() -> IcebergTable.open(folder.toString(), DIRECT))
        .isInstanceOf(UnreadableMetadataException.class)
        .hasMessageStartingWith(whole + ": ");
  }
}
