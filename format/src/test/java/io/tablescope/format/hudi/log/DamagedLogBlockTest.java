package io.tablescope.format.hudi.log;

import static io.tablescope.format.hudi.log.HoodieLogBytes.AVRO_DATA_BLOCK;
import static io.tablescope.format.hudi.log.HoodieLogBytes.COMMAND_BLOCK;
import static io.tablescope.format.hudi.log.HoodieLogBytes.DELETE_BLOCK;
import static io.tablescope.format.hudi.log.HoodieLogBytes.INSTANT_TIME;
import static io.tablescope.format.hudi.log.HoodieLogBytes.SCHEMA;
import static io.tablescope.format.hudi.log.HoodieLogBytes.concat;
import static io.tablescope.format.hudi.log.HoodieLogBytes.ints;
import static io.tablescope.format.hudi.log.HoodieLogBytes.metadata;
import static io.tablescope.format.hudi.log.LogBlockReaderTest.content;
import static io.tablescope.format.hudi.log.LogBlockReaderTest.header;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.Problem;
import io.tablescope.format.io.LocalFileAccess;
import io.tablescope.format.io.ReadLimits;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Damage is what Hudi's reader makes of it: a corrupt block up to the next magic, the blocks around
 * it kept, and a problem naming the block and byte; never an exception or a large read.
 */
class DamagedLogBlockTest {
  @TempDir Path folder;

  private Path file() {
    return folder.resolve(".f1_001.log.1_0-1-0");
  }

  private LogBlocks read(byte[] bytes) throws IOException {
    Files.write(file(), bytes);
    return LogBlockReader.read(new LocalFileAccess(), file().toString());
  }

  private static HoodieLogBytes threeBlocks() {
    return new HoodieLogBytes()
        .block(AVRO_DATA_BLOCK, header(INSTANT_TIME, "001"), content(500))
        .block(DELETE_BLOCK, header(INSTANT_TIME, "002"), content(200))
        .block(AVRO_DATA_BLOCK, header(INSTANT_TIME, "003"), content(5000));
  }

  @Test
  void aLastBlockCutShortIsACorruptBlockAfterTheOthers() throws IOException {
    byte[] whole = threeBlocks().bytes();
    LogBlocks intact = read(whole);
    long third = intact.blocks().get(2).offset();
    int cut = (int) third + 1000;

    LogBlocks log = read(Arrays.copyOf(whole, cut));

    assertThat(log.blocks()).hasSize(3);
    assertThat(log.blocks().subList(0, 2)).isEqualTo(intact.blocks().subList(0, 2));
    LogBlock corrupt = log.blocks().get(2);
    assertThat(corrupt.type()).isEqualTo(LogBlockType.CORRUPT_BLOCK);
    assertThat(corrupt.offset()).isEqualTo(third);
    assertThat(corrupt.length()).isEqualTo(cut - third);
    assertThat(corrupt.logFormatVersion()).isEqualTo(-1);
    long size = intact.blocks().get(2).length() - 14;
    long after = cut - third - 14;
    String reason =
        "cut short: its size says " + size + " bytes, the file has " + after + " after it";
    assertThat(corrupt.corruptReason()).isEqualTo(reason);
    assertThat(log.problems())
        .singleElement()
        .satisfies(
            problem -> {
              assertThat(problem.kind()).isEqualTo(Problem.Kind.CORRUPT);
              assertThat(problem.path()).isEqualTo(file().toString());
              assertThat(problem.message()).isEqualTo("block 3 at byte " + third + " is " + reason);
            });
  }

  @Test
  void aFileCutInsideASizeIsACorruptBlock() throws IOException {
    HoodieLogBytes bytes = new HoodieLogBytes().block(DELETE_BLOCK, header(), content(3));
    int second = bytes.size();
    byte[] whole = bytes.block(DELETE_BLOCK, header(), content(3)).bytes();

    LogBlocks log = read(Arrays.copyOf(whole, second + 10));

    assertThat(log.blocks())
        .extracting(LogBlock::type)
        .containsExactly(LogBlockType.DELETE_BLOCK, LogBlockType.CORRUPT_BLOCK);
    assertThat(log.problems())
        .singleElement()
        .extracting(Problem::message)
        .isEqualTo("block 2 at byte " + second + " is cut short: the file ends inside its size");
  }

  @Test
  void garbageAfterABlockMakesItCorruptAsHudiDoesAndTheNextBlockIsRead() throws IOException {
    HoodieLogBytes bytes =
        new HoodieLogBytes().block(AVRO_DATA_BLOCK, header(INSTANT_TIME, "001"), content(300));
    int firstEnd = bytes.size();
    bytes.raw("not a block at all".getBytes(StandardCharsets.US_ASCII));
    int second = bytes.size();
    bytes.block(DELETE_BLOCK, header(INSTANT_TIME, "002"), content(30));

    LogBlocks log = read(bytes.bytes());

    // Hudi's isBlockCorrupted finds no magic after the first block: from it to the next magic is
    // one corrupt block, and the block there is read.
    assertThat(log.blocks()).hasSize(2);
    LogBlock corrupt = log.blocks().get(0);
    assertThat(corrupt.type()).isEqualTo(LogBlockType.CORRUPT_BLOCK);
    assertThat(corrupt.offset()).isZero();
    assertThat(corrupt.length()).isEqualTo(second);
    assertThat(corrupt.header()).isEmpty();
    LogBlock next = log.blocks().get(1);
    assertThat(next.type()).isEqualTo(LogBlockType.DELETE_BLOCK);
    assertThat(next.offset()).isEqualTo(second);
    assertThat(next.instantTime()).isEqualTo("002");
    assertThat(log.problems())
        .singleElement()
        .extracting(Problem::message)
        .isEqualTo(
            "block 1 at byte 0 is corrupt: no magic follows its end at byte "
                + firstEnd
                + "; Hudi's reader resumes at the next magic, at byte "
                + second);
  }

  @Test
  void aBlockCutShortByACrashThenAppendedToIsCorruptToTheNextMagic() throws IOException {
    byte[] partial =
        Arrays.copyOf(
            new HoodieLogBytes()
                .block(AVRO_DATA_BLOCK, header(INSTANT_TIME, "001"), content(800))
                .bytes(),
            400);
    HoodieLogBytes bytes =
        new HoodieLogBytes()
            .block(COMMAND_BLOCK, header(INSTANT_TIME, "000", 3, "0", 1, "999"), new byte[0]);
    int crashed = bytes.size();
    bytes.raw(partial);
    int appended = bytes.size();
    bytes.block(AVRO_DATA_BLOCK, header(INSTANT_TIME, "002"), content(800));

    LogBlocks log = read(bytes.bytes());

    assertThat(log.blocks())
        .extracting(LogBlock::type)
        .containsExactly(
            LogBlockType.COMMAND_BLOCK, LogBlockType.CORRUPT_BLOCK, LogBlockType.AVRO_DATA_BLOCK);
    LogBlock corrupt = log.blocks().get(1);
    assertThat(corrupt.offset()).isEqualTo(crashed);
    assertThat(corrupt.length()).isEqualTo(appended - crashed);
    assertThat(corrupt.corruptReason()).startsWith("corrupt: its reverse pointer says ");
    assertThat(log.blocks().get(2).instantTime()).isEqualTo("002");
    assertThat(log.problems())
        .singleElement()
        .extracting(Problem::message)
        .asString()
        .startsWith("block 2 at byte " + crashed + " is corrupt: its reverse pointer says ")
        .endsWith("; Hudi's reader resumes at the next magic, at byte " + appended);
  }

  @Test
  void aFileNotStartingWithTheMagicIsCorruptUpToIt() throws IOException {
    HoodieLogBytes bytes = new HoodieLogBytes().raw(new byte[] {1, 2, 3, 4, 5, 6, 7, 8, 9});
    bytes.block(DELETE_BLOCK, header(INSTANT_TIME, "001"), content(1));

    LogBlocks log = read(bytes.bytes());

    assertThat(log.blocks())
        .extracting(LogBlock::type)
        .containsExactly(LogBlockType.CORRUPT_BLOCK, LogBlockType.DELETE_BLOCK);
    assertThat(log.blocks().get(0).length()).isEqualTo(9);
    assertThat(log.problems())
        .singleElement()
        .extracting(Problem::message)
        .isEqualTo(
            "block 1 at byte 0 is corrupt: it does not start with the magic #HUDI#; Hudi's reader"
                + " refuses such a file, Tablescope resumes at the next magic, at byte 9");
  }

  @Test
  void anAbsurdHeaderCountIsAProblemAndTheNextBlockIsRead() throws IOException {
    HoodieLogBytes bytes =
        new HoodieLogBytes()
            .block(1, AVRO_DATA_BLOCK, ints(Integer.MAX_VALUE), content(20), metadata(Map.of()));
    int second = bytes.size();
    bytes.block(DELETE_BLOCK, header(INSTANT_TIME, "002"), content(20));

    LogBlocks log = read(bytes.bytes());

    assertThat(log.blocks()).hasSize(2);
    LogBlock block = log.blocks().get(0);
    assertThat(block.type()).isEqualTo(LogBlockType.AVRO_DATA_BLOCK);
    assertThat(block.header()).isEmpty();
    assertThat(block.contentLength()).isEqualTo(-1);
    assertThat(log.blocks().get(1).offset()).isEqualTo(second);
    assertThat(log.problems())
        .singleElement()
        .satisfies(
            problem -> {
              assertThat(problem.kind()).isEqualTo(Problem.Kind.CORRUPT);
              assertThat(problem.message())
                  .isEqualTo(
                      "block 1 at byte 0: its header claims 2147483647 entries, more than the 64"
                          + " Tablescope reads");
            });
  }

  @Test
  void aNegativeOrOverlongValueLengthIsAProblemWithTheEntriesBeforeKept() throws IOException {
    // Two entries claimed: INSTANT_TIME "001", then SCHEMA with a length of -5. The second block's
    // 20 bytes after its header's length are its content length, content and footer.
    byte[] header =
        concat(
            ints(2, INSTANT_TIME, 3), "001".getBytes(StandardCharsets.US_ASCII), ints(SCHEMA, -5));
    byte[] overlong = ints(1, SCHEMA, Integer.MAX_VALUE);

    LogBlocks log =
        read(
            new HoodieLogBytes()
                .block(1, AVRO_DATA_BLOCK, header, content(8), metadata(Map.of()))
                .block(1, AVRO_DATA_BLOCK, overlong, content(8), metadata(Map.of()))
                .bytes());

    assertThat(log.blocks()).hasSize(2);
    assertThat(log.blocks().get(0).header()).containsExactly(Map.entry("INSTANT_TIME", "001"));
    assertThat(log.problems())
        .extracting(Problem::message)
        .containsExactly(
            "block 1 at byte 0: its header value SCHEMA claims -5 bytes",
            "block 2 at byte "
                + log.blocks().get(1).offset()
                + ": its header value SCHEMA claims 2147483647 bytes, more than the 20 left in"
                + " the block");
  }

  @Test
  void aNegativeContentLengthIsAProblem() throws IOException {
    byte[] file = new HoodieLogBytes().block(DELETE_BLOCK, header(), content(16)).bytes();
    // The content length follows the 6-byte magic, 8-byte size, version, type and empty header.
    byte[] negative = {-1, -1, -1, -1, -1, -1, -1, -1};
    System.arraycopy(negative, 0, file, 6 + 8 + 4 + 4 + 4, 8);

    LogBlocks log = read(file);

    assertThat(log.blocks()).singleElement().extracting(LogBlock::contentLength).isEqualTo(-1L);
    assertThat(log.problems())
        .singleElement()
        .extracting(Problem::message)
        .isEqualTo("block 1 at byte 0: its content length says -1 bytes");
  }

  @Test
  void aSchemaPastTheValueLimitIsLeftOutWithoutBeingRead() throws IOException {
    int limit = ReadLimits.blockLimit();
    long schemaLength = limit + 1L;
    // A sparse file: the schema's bytes are never written, so never held, here or by the reader.
    try (RandomAccessFile out = new RandomAccessFile(file().toFile(), "rw")) {
      long size = 4 + 4 + (4 + 4 + 4 + schemaLength) + 8 + 0 + 4 + 8;
      out.write(HoodieLogBytes.MAGIC);
      out.writeLong(size);
      out.writeInt(1);
      out.writeInt(AVRO_DATA_BLOCK);
      out.writeInt(1);
      out.writeInt(SCHEMA);
      out.writeInt((int) schemaLength);
      out.seek(out.getFilePointer() + schemaLength);
      out.writeLong(0);
      out.writeInt(0);
      out.writeLong(size + 6);
    }

    LogBlocks log = LogBlockReader.read(new LocalFileAccess(), file().toString());

    assertThat(log.blocks())
        .singleElement()
        .satisfies(
            block -> {
              assertThat(block.type()).isEqualTo(LogBlockType.AVRO_DATA_BLOCK);
              assertThat(block.schema()).isNull();
              assertThat(block.contentLength()).isZero();
            });
    assertThat(log.problems())
        .singleElement()
        .extracting(Problem::message)
        .isEqualTo(
            "block 1 at byte 0: its header value SCHEMA is "
                + schemaLength
                + " bytes, more than the "
                + ReadLimits.describe(limit)
                + " Tablescope reads of a value; it is left out");
  }

  @Test
  void aFewBytesAfterTheLastBlockAreAProblemHudiIgnores() throws IOException {
    HoodieLogBytes bytes = new HoodieLogBytes().block(DELETE_BLOCK, header(), content(4));
    int end = bytes.size();

    LogBlocks log = read(bytes.raw(new byte[] {'#', 'H', 'U'}).bytes());

    assertThat(log.blocks())
        .singleElement()
        .extracting(LogBlock::type)
        .isEqualTo(LogBlockType.DELETE_BLOCK);
    assertThat(log.problems())
        .singleElement()
        .extracting(Problem::message)
        .isEqualTo(
            "its last 3 bytes, from byte "
                + end
                + ", are too few to start a block; Hudi's reader"
                + " ignores them");
  }

  @Test
  void aSizeTooSmallForABlockIsCorrupt() throws IOException {
    HoodieLogBytes bytes = new HoodieLogBytes().raw(HoodieLogBytes.MAGIC).raw(new byte[8]);
    int second = bytes.size();
    bytes.block(DELETE_BLOCK, header(), content(4));

    LogBlocks log = read(bytes.bytes());

    assertThat(log.blocks())
        .extracting(LogBlock::type)
        .containsExactly(LogBlockType.CORRUPT_BLOCK, LogBlockType.DELETE_BLOCK);
    assertThat(log.blocks().get(0).length()).isEqualTo(second);
    assertThat(log.problems())
        .singleElement()
        .extracting(Problem::message)
        .isEqualTo(
            "block 1 at byte 0 is corrupt: its size says 0 bytes, fewer than the 12 of its"
                + " version and reverse pointer; Hudi's reader resumes at the next magic, at byte "
                + second);
  }
}
