package io.tablescope.app.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.luben.zstd.ZstdOutputStream;
import io.tablescope.format.io.ReadLimits;
import io.tablescope.format.testing.AvroBlocks;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.GZIPOutputStream;
import org.apache.avro.file.CodecFactory;
import org.apache.hadoop.conf.Configuration;
import org.apache.iceberg.DataFiles;
import org.apache.iceberg.ManifestFile;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableProperties;
import org.apache.iceberg.hadoop.HadoopTables;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Small files that inflate without end, in a table iceberg-core wrote: each is damage named at its
 * file, within a 256 MB heap, and every other manifest still reads.
 */
class CompressionBombsTest {
  private static final Schema SCHEMA =
      new Schema(
          Types.NestedField.required(1, "id", Types.LongType.get()),
          Types.NestedField.required(2, "region", Types.StringType.get()));
  private static final PartitionSpec SPEC =
      PartitionSpec.builderFor(SCHEMA).identity("region").build();

  /** Far past the 64 MB a block may inflate to, and past the heap's quarter a file may. */
  private static final int BOMB_BYTES = 512 << 20;

  /** The commands the issue saw die on one bad manifest, each with what it exits with here. */
  private static final Map<String, Integer> COMMANDS =
      Map.of("tree", 0, "files", 1, "check", 1, "health", 0, "diff", 1, "find", 0);

  @TempDir Path folder;
  private Table table;
  private Path bombed;
  private String otherFile;

  @BeforeEach
  void writeTableOfTwoManifests() {
    table =
        new HadoopTables(new Configuration())
            .create(SCHEMA, SPEC, Map.of(TableProperties.FORMAT_VERSION, "2"), folder.toString());
    table.newFastAppend().appendFile(dataFile("EU")).commit();
    table.newFastAppend().appendFile(dataFile("US")).commit();
    List<ManifestFile> manifests = table.currentSnapshot().allManifests(table.io());
    bombed =
        Path.of(
            manifests.stream()
                .filter(m -> m.snapshotId().equals(firstSnapshot()))
                .findFirst()
                .orElseThrow()
                .path());
    otherFile = "region=US/data.parquet";
  }

  private long firstSnapshot() {
    return table.history().get(0).snapshotId();
  }

  private static org.apache.iceberg.DataFile dataFile(String region) {
    return DataFiles.builder(SPEC)
        .withPath("/nowhere/region=" + region + "/data.parquet")
        .withPartitionPath("region=" + region)
        .withFileSizeInBytes(100)
        .withRecordCount(10)
        .build();
  }

  @Test
  void aZstdBlockThatInflatesPastTheLimitIsDamageAtItsManifest() throws IOException {
    byte[] real = AvroBlocks.rewritten(bombed, CodecFactory.zstandardCodec(3));
    ByteArrayOutputStream compressed = new ByteArrayOutputStream();
    try (OutputStream zstd = new ZstdOutputStream(compressed, 19)) {
      writeZeros(zstd, BOMB_BYTES);
    }
    assertBombIsNamed(AvroBlocks.withBlockData(real, 1, compressed.toByteArray()));
  }

  @Test
  void aDeflateBlockThatInflatesPastTheLimitIsDamageAtItsManifest() throws IOException {
    byte[] real = AvroBlocks.rewritten(bombed, CodecFactory.deflateCodec(6));
    ByteArrayOutputStream compressed = new ByteArrayOutputStream();
    try (OutputStream deflate =
        new DeflaterOutputStream(compressed, new Deflater(Deflater.BEST_COMPRESSION, true))) {
      writeZeros(deflate, BOMB_BYTES);
    }
    assertBombIsNamed(AvroBlocks.withBlockData(real, 1, compressed.toByteArray()));
  }

  @Test
  void snappyLengthsPastAnIntOrTheLimitAreDamageAtTheManifest() throws IOException {
    byte[] real = AvroBlocks.rewritten(bombed, CodecFactory.snappyCodec());
    // An unsigned varint of 2^32 - 5 (negative as an int) and of 2^31 - 1, then a literal.
    byte[][] lengths = {
      {(byte) 0xFB, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x0F},
      {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x07}
    };
    for (byte[] length : lengths) {
      byte[] data = new byte[length.length + 6];
      System.arraycopy(length, 0, data, 0, length.length);
      assertBombIsNamed(AvroBlocks.withBlockData(real, 1, data));
    }
  }

  @Test
  void aFlippedByteInASnappyBlockFailsItsChecksum() throws IOException {
    byte[] snappy = AvroBlocks.rewritten(bombed, CodecFactory.snappyCodec());
    int eu = AvroBlocks.indexOf(snappy, "region=EU".getBytes(StandardCharsets.UTF_8));
    assertThat(eu).as("the partition's path is a literal in the snappy block").isPositive();
    snappy[eu + "region=".length()] = 'X';
    Files.write(bombed, snappy);
    FolderPrint before = FolderPrint.of(folder);

    HostileRun tree = HostileRun.of("tree", folder.toString()).exits(0);

    assertThat(tree.out())
        .contains(bombed.getFileName().toString())
        .contains("checksum does not match")
        .doesNotContain("region=XU");
    assertThat(FolderPrint.of(folder)).isEqualTo(before);
  }

  @Test
  void aGzippedMetadataFileThatInflatesPastTheLimitIsNamed() throws IOException {
    Path bomb = folder.resolve("metadata/v9.gz.metadata.json");
    try (OutputStream gzip = new GZIPOutputStream(Files.newOutputStream(bomb))) {
      gzip.write("{\"format-version\": 2, ".getBytes(StandardCharsets.UTF_8));
      byte[] spaces = new byte[1 << 20];
      java.util.Arrays.fill(spaces, (byte) ' ');
      for (long i = 0; i <= ReadLimits.inflatedLimit() >> 20; i++) {
        gzip.write(spaces);
      }
    }
    assertThat(Files.size(bomb)).as("the bomb's size on disk").isLessThan(4 << 20);
    FolderPrint before = FolderPrint.of(folder);

    HostileRun.of("summary", folder.toString(), "--metadata", "v9.gz.metadata.json")
        .failsNaming(
            "v9.gz.metadata.json",
            "its gzip data holds more than " + ReadLimits.describe(ReadLimits.inflatedLimit()));

    assertThat(FolderPrint.of(folder)).isEqualTo(before);
  }

  @Test
  void aMetadataStringPastTheParsersLimitIsNamedInWords() throws IOException {
    Path huge = folder.resolve("metadata/v9.metadata.json");
    byte[] name = new byte[30 << 20];
    java.util.Arrays.fill(name, (byte) 'a');
    try (OutputStream out = Files.newOutputStream(huge)) {
      out.write("{\"format-version\": 2, \"location\": \"".getBytes(StandardCharsets.UTF_8));
      out.write(name);
      out.write("\"}".getBytes(StandardCharsets.UTF_8));
    }

    HostileRun.of("summary", folder.toString(), "--metadata", "v9.metadata.json")
        .failsNaming("v9.metadata.json", "exceeds the maximum allowed (20000000)");
  }

  private void assertBombIsNamed(byte[] manifest) throws IOException {
    Files.write(bombed, manifest);
    FolderPrint before = FolderPrint.of(folder);

    HostileRun tree = HostileRun.of("tree", folder.toString()).exits(0);
    assertThat(tree.out())
        .as("the bombed manifest is a problem, the other still reads")
        .containsPattern(bombed.getFileName() + ".*(more than|claims|past)")
        .contains(otherFile);
    for (Map.Entry<String, Integer> command : COMMANDS.entrySet()) {
      List<String> args =
          command.getKey().equals("diff")
              ? List.of(
                  "diff",
                  folder.toString(),
                  String.valueOf(firstSnapshot()),
                  String.valueOf(table.currentSnapshot().snapshotId()))
              : command.getKey().equals("find")
                  ? List.of("find", folder.toString(), "data.parquet")
                  : List.of(command.getKey(), folder.toString());
      HostileRun.of(args.toArray(String[]::new)).exits(command.getValue());
    }
    assertThat(FolderPrint.of(folder)).isEqualTo(before);
  }

  private static void writeZeros(OutputStream out, int bytes) throws IOException {
    byte[] zeros = new byte[1 << 20];
    for (int written = 0; written < bytes; written += zeros.length) {
      out.write(zeros);
    }
  }
}
