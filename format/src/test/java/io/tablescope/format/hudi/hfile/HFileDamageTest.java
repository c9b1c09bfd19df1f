package io.tablescope.format.hudi.hfile;

import static io.tablescope.format.hudi.hfile.HFileBuilder.cell;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablescope.format.io.ReadLimits;
import io.tablescope.format.testing.hudi.HudiOracleTables;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Damaged HFiles: one Hudi wrote (gzip blocks with CRC32C checksums) with bytes changed, and ones
 * the builder writes from damaged parts. Each is an {@link HFileException} naming the file and what
 * is wrong.
 */
class HFileDamageTest {
  private static final String LOCATION = "metadata/files/files-0000-0_0-0-0_001.hfile";

  /** The largest base file of the mor-v8 metadata table's files partition. */
  private static byte[] hudi;

  private static int trailerStart;

  @BeforeAll
  static void readHudisFile() throws IOException {
    Path files = HudiOracleTables.scenario("mor-v8").table().resolve(".hoodie/metadata/files");
    try (Stream<Path> paths = Files.list(files)) {
      Path largest =
          paths
              .filter(path -> path.getFileName().toString().endsWith(".hfile"))
              .max(Comparator.comparingLong(path -> path.toFile().length()))
              .orElseThrow();
      hudi = Files.readAllBytes(largest);
    }
    trailerStart = hudi.length - TrailerFields.SIZE;
    assertThat(TrailerFields.of(hudi).varint(TrailerFields.COMPRESSION_CODEC))
        .as("Hudi's codec, GZ")
        .isEqualTo(1);
    assertThat(hudi[24]).as("the first block's checksum type, CRC32C").isEqualTo((byte) 2);
  }

  private static void assertDamage(byte[] bytes, String... fragments) {
    assertThatThrownBy(() -> HFileReader.read(LOCATION, bytes))
        .isInstanceOf(HFileException.class)
        .message()
        .startsWith(LOCATION + " ")
        .contains(fragments);
  }

  private static byte[] withInt(byte[] bytes, int at, int value) {
    byte[] patched = bytes.clone();
    ByteBuffer.wrap(patched).putInt(at, value);
    return patched;
  }

  private static byte[] trailer(int field, long value) {
    return TrailerFields.of(hudi).with(field, value).into(hudi);
  }

  private static long cellsOfHudisFile() {
    return HFileReader.read(LOCATION, hudi).cells().size();
  }

  @Test
  void anEmptyFileIsNoHFile() {
    assertDamage(new byte[0], "is not an HFile", "its 0 bytes are fewer than the 4096");
  }

  @Test
  void aFileShorterThanATrailerIsNoHFile() {
    assertDamage(
        Arrays.copyOfRange(hudi, hudi.length - 4000, hudi.length),
        "is not an HFile, or is cut short",
        "4000 bytes are fewer than the 4096");
  }

  @Test
  void aFileCutShortEndsWithoutItsTrailer() {
    // Mid-way through its first data block.
    assertDamage(
        Arrays.copyOf(hudi, 200),
        "is not an HFile, or is cut short",
        "its 200 bytes are fewer than the 4096");
    assertDamage(
        Arrays.copyOf(hudi, hudi.length - 1),
        "is not an HFile, or is cut short",
        "TRABLK\"$ is missing");
  }

  @Test
  void bytesLostBeforeTheTrailerLeaveNoBlockWhereItSays() {
    long fileInfo = TrailerFields.of(hudi).varint(TrailerFields.FILE_INFO_OFFSET);

    assertDamage(
        Arrays.copyOfRange(hudi, 100, hudi.length),
        "has no block at byte " + fileInfo,
        "is no block's magic");
  }

  @Test
  void aGarbledTrailerMagicIsNoHFile() {
    byte[] garbled = hudi.clone();
    garbled[trailerStart + 2] ^= 0x20;

    assertDamage(garbled, "is not an HFile", "the trailer's magic TRABLK\"$ is missing");
  }

  @Test
  void versionsOtherThanThreeAreNotRead() {
    for (int major : new int[] {2, 4}) {
      byte[] other = hudi.clone();
      other[hudi.length - 1] = (byte) major;

      assertDamage(
          other,
          "is HFile version " + major + ".3",
          "which Tablescope does not read: Hudi writes version 3");
    }
  }

  @Test
  void aBlockRunningPastTheFileIsCutShort() {
    assertDamage(
        withInt(hudi, 8, 1_000_000),
        "is cut short: the data block at byte 0 runs to byte 1000033, past the file's "
            + hudi.length
            + " bytes");
  }

  @Test
  void aBlockRunningIntoTheTrailerIsDamage() {
    assertDamage(
        withInt(hudi, 8, trailerStart),
        "the data block at byte 0 runs to byte " + (trailerStart + 33),
        "into its trailer at byte " + trailerStart);
  }

  @Test
  void aFlippedByteFailsItsBlocksChecksum() {
    byte[] flipped = hudi.clone();
    flipped[60] ^= 0x01;

    assertDamage(flipped, "is damaged: the data block at byte 0 fails its CRC32C checksum");
  }

  @Test
  void codecsOtherThanGzipAndNoneAreNamed() {
    assertDamage(
        trailer(TrailerFields.COMPRESSION_CODEC, 0),
        "is compressed with LZO, which Tablescope does not read");
    assertDamage(
        trailer(TrailerFields.COMPRESSION_CODEC, 6),
        "is compressed with Zstandard, which Tablescope does not read");
    assertDamage(
        trailer(TrailerFields.COMPRESSION_CODEC, 9),
        "compression codec 9, which HBase does not define");
  }

  @Test
  void aBlockInflatingPastTheLimitIsNotInflated() {
    int limit = ReadLimits.blockLimit();

    assertDamage(
        withInt(hudi, 12, limit + 1),
        "has a data block at byte 0 that inflates to " + (limit + 1) + " bytes",
        "more than the " + ReadLimits.describe(limit) + " Tablescope reads of a block");
  }

  @Test
  void aBlockInflatingToOtherThanItsHeaderSaysIsDamage() {
    byte[] built = new HFileBuilder().gzip().dataBlock("a", "1").build();
    int inflated = ByteBuffer.wrap(built).getInt(12);

    assertDamage(
        withInt(built, 12, inflated + 5),
        "the data block at byte 0 inflates to "
            + inflated
            + " bytes where its header says "
            + (inflated + 5));
    assertDamage(
        withInt(built, 12, inflated - 1),
        "inflates to more than the " + (inflated - 1) + " bytes its header says");
  }

  @Test
  void trailerCountsThatDoNotMatchTheCellsAreDamage() {
    long cells = cellsOfHudisFile();

    assertDamage(
        trailer(TrailerFields.ENTRY_COUNT, cells + 1),
        "its data blocks hold " + cells + " cells where its trailer counts " + (cells + 1));
    assertDamage(
        trailer(TrailerFields.ENTRY_COUNT, cells - 1),
        "holds more cells than the " + (cells - 1) + " its trailer counts");
    assertDamage(
        trailer(TrailerFields.ENTRY_COUNT, 20_000_000),
        "has a trailer counting 20000000 cells, more than the 10000000");
  }

  @Test
  void trailerOffsetsOutsideTheFileOrAtTheWrongBlockAreDamage() {
    assertDamage(
        trailer(TrailerFields.FILE_INFO_OFFSET, hudi.length),
        "has a damaged trailer: it puts the file info at byte " + hudi.length);
    assertDamage(
        trailer(TrailerFields.FILE_INFO_OFFSET, 0),
        "it puts the file info at byte 0, where a data block is");
    assertDamage(
        trailer(TrailerFields.LAST_DATA_BLOCK_OFFSET, 10),
        "step over byte 10, where its trailer puts the last data block");
  }

  @Test
  void aTrailerMessageLongerThanTheTrailerIsDamage() {
    byte[] patched = hudi.clone();
    // 5000 as a varint, where the message's length is.
    patched[trailerStart + 8] = (byte) 0x88;
    patched[trailerStart + 9] = 0x27;

    assertDamage(
        patched, "has a damaged trailer: the message takes 5000 bytes, more than the 4082 left");
  }

  @Test
  void aVarintOfMoreThanTenBytesIsDamage() {
    byte[] patched = hudi.clone();
    patched[trailerStart + 8] = 20;
    Arrays.fill(patched, trailerStart + 9, trailerStart + 29, (byte) 0xff);

    assertDamage(patched, "has a damaged trailer: a number runs past the ten bytes a varint takes");
  }

  @Test
  void anEncryptedFileIsNotRead() {
    TrailerFields encrypted = TrailerFields.of(hudi);
    encrypted.fields.put(13, new byte[] {1, 2, 3});

    assertDamage(encrypted.into(hudi), "is encrypted, which Tablescope does not read");
  }

  @Test
  void aCellLongerThanItsBlockIsDamage() {
    byte[] content = cell("p0", new byte[10]);
    ByteBuffer.wrap(content).putInt(4, 100);

    assertDamage(
        new HFileBuilder().dataBlock(content).trailer(TrailerFields.ENTRY_COUNT, 1).build(),
        "cell 1, in the data block at byte 0, gives its key and value 14 + 100 bytes",
        "more than the " + (content.length - 8) + " left in the block");
  }

  @Test
  void aRowLongerThanItsKeyIsDamage() {
    byte[] content = cell("p0", new byte[10]);
    ByteBuffer.wrap(content).putShort(8, (short) 20);

    assertDamage(
        new HFileBuilder().dataBlock(content).trailer(TrailerFields.ENTRY_COUNT, 1).build(),
        "cell 1, in the data block at byte 0, gives its row 20 bytes, outside its key of 14");
  }

  @Test
  void aCellCutShortInItsLengthsIsDamage() {
    byte[] content = Arrays.copyOf(cell("p0", new byte[10]), 6);

    assertDamage(
        new HFileBuilder().dataBlock(content).trailer(TrailerFields.ENTRY_COUNT, 1).build(),
        "cell 1, in the data block at byte 0, is cut short: the block ends inside its value length");
  }

  @Test
  void encodedDataBlocksAreNotRead() {
    assertDamage(
        new HFileBuilder()
            .block("DATABLKE", new byte[20])
            .trailer(TrailerFields.ENTRY_COUNT, 1)
            .trailer(TrailerFields.FIRST_DATA_BLOCK_OFFSET, 0)
            .trailer(TrailerFields.LAST_DATA_BLOCK_OFFSET, 0)
            .build(),
        "encodes its data blocks",
        "which Tablescope does not read");
  }

  @Test
  void aFileInfoOfTooManyEntriesIsDamage() {
    HFileBuilder builder = new HFileBuilder();
    for (int i = 0; i <= FileInfo.MAX_ENTRIES; i++) {
      builder.fileInfo("k" + i, new byte[0]);
    }

    assertDamage(builder.build(), "holds more than the 100000 entries Tablescope reads");
  }

  @Test
  void aFileInfoWithoutItsMagicIsDamage() {
    byte[] built = new HFileBuilder().build();
    int fileInfo = (int) TrailerFields.of(built).varint(TrailerFields.FILE_INFO_OFFSET);
    built[fileInfo + 33] = 'Q';

    assertDamage(
        built,
        "has a damaged file info block at byte " + fileInfo + ": it does not start with PBUF");
  }
}
