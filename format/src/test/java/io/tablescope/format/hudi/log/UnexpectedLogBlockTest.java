package io.tablescope.format.hudi.log;

import static io.tablescope.format.hudi.log.HoodieLogBytes.COMMAND_BLOCK;
import static io.tablescope.format.hudi.log.HoodieLogBytes.DELETE_BLOCK;
import static io.tablescope.format.hudi.log.HoodieLogBytes.INSTANT_TIME;
import static io.tablescope.format.hudi.log.HoodieLogBytes.concat;
import static io.tablescope.format.hudi.log.HoodieLogBytes.ints;
import static io.tablescope.format.hudi.log.HoodieLogBytes.metadata;
import static io.tablescope.format.hudi.log.LogBlockReaderTest.content;
import static io.tablescope.format.hudi.log.LogBlockReaderTest.header;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.Problem;
import io.tablescope.format.io.LocalFileAccess;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Blocks Hudi's reader does not take as corrupt but Hudi's writer would not write, and files that
 * fail to read: each is a problem on the block, whose size still leads to the next.
 */
class UnexpectedLogBlockTest {
  @TempDir Path folder;

  private Path file() {
    return folder.resolve(".f1_001.log.1_0-1-0");
  }

  private LogBlocks read(byte[] bytes) throws IOException {
    Files.write(file(), bytes);
    return LogBlockReader.read(new LocalFileAccess(), file().toString());
  }

  @Test
  void aVersionOtherThanOneIsUnsupportedAndItsTypeAndHeaderStillRead() throws IOException {
    LogBlocks log =
        read(
            new HoodieLogBytes()
                .block(
                    2, DELETE_BLOCK, metadata(header(INSTANT_TIME, "001")), content(2), new byte[0])
                .bytes());

    LogBlock block = log.blocks().get(0);
    assertThat(block.logFormatVersion()).isEqualTo(2);
    assertThat(block.type()).isEqualTo(LogBlockType.DELETE_BLOCK);
    assertThat(block.instantTime()).isEqualTo("001");
    assertThat(log.problems())
        .singleElement()
        .satisfies(
            problem -> {
              assertThat(problem.kind()).isEqualTo(Problem.Kind.UNSUPPORTED);
              assertThat(problem.message())
                  .isEqualTo(
                      "block 1 at byte 0 has log format version 2; Hudi writes version 1, the one"
                          + " Tablescope reads");
            });
  }

  @Test
  void aFooterWithEntriesOrBytesAfterItIsAProblem() throws IOException {
    LogBlocks log =
        read(
            new HoodieLogBytes()
                .block(1, DELETE_BLOCK, metadata(Map.of()), content(2), metadata(Map.of(0, "x")))
                .block(
                    1, DELETE_BLOCK, metadata(Map.of()), content(2), concat(ints(0), new byte[3]))
                .bytes());

    assertThat(log.blocks()).hasSize(2);
    assertThat(log.problems())
        .extracting(Problem::message)
        .containsExactly(
            "block 1 at byte 0: its footer holds 1 entries, where Hudi defines no footer keys",
            "block 2 at byte "
                + log.blocks().get(1).offset()
                + ": 3 bytes lie between its footer and its reverse pointer");
  }

  @Test
  void aCommandBlockWithoutItsCommandIsInvalid() throws IOException {
    LogBlocks log =
        read(
            new HoodieLogBytes()
                .block(COMMAND_BLOCK, header(INSTANT_TIME, "001"), new byte[0])
                .bytes());

    assertThat(log.blocks().get(0).commandType()).isNull();
    assertThat(log.problems())
        .singleElement()
        .satisfies(
            problem -> {
              assertThat(problem.kind()).isEqualTo(Problem.Kind.INVALID);
              assertThat(problem.message())
                  .isEqualTo(
                      "block 1 at byte 0 is a COMMAND_BLOCK without a numeric COMMAND_BLOCK_TYPE");
            });
  }

  @Test
  void aVersionZeroBlockHasNoTypeOrHeader() throws IOException {
    // Version 0 wrote the content straight after the version; its size and pointer are as ever.
    byte[] file = new HoodieLogBytes().block(0, 0, new byte[0], content(4), new byte[0]).bytes();

    LogBlocks log = read(file);

    assertThat(log.blocks())
        .singleElement()
        .satisfies(
            block -> {
              assertThat(block.type()).isEqualTo(LogBlockType.UNKNOWN);
              assertThat(block.logFormatVersion()).isZero();
              assertThat(block.length()).isEqualTo(file.length);
            });
    assertThat(log.problems())
        .singleElement()
        .extracting(Problem::message)
        .isEqualTo("block 1 at byte 0 is in log format version 0, which writes no block type");
  }

  @Test
  void aFileWithNoMagicAtAllIsOneCorruptBlock() throws IOException {
    LogBlocks log = read(content(100));

    assertThat(log.blocks())
        .singleElement()
        .satisfies(
            block -> {
              assertThat(block.type()).isEqualTo(LogBlockType.CORRUPT_BLOCK);
              assertThat(block.length()).isEqualTo(100);
            });
    assertThat(log.problems())
        .singleElement()
        .extracting(Problem::message)
        .isEqualTo(
            "block 1 at byte 0 is corrupt: it does not start with the magic #HUDI#; Hudi's reader"
                + " refuses such a file");
  }

  @Test
  void aReadFailingMidwayKeepsTheBlocksBefore() throws IOException {
    // A block longer than a window takes a read of its end and the next block's start: the first
    // read holds block 1's start, the second block 2's, and the third fails.
    byte[] big = content(2 * FileWindow.SIZE);
    Files.write(
        file(),
        new HoodieLogBytes()
            .block(DELETE_BLOCK, header(INSTANT_TIME, "001"), big)
            .block(DELETE_BLOCK, header(INSTANT_TIME, "002"), big)
            .block(DELETE_BLOCK, header(INSTANT_TIME, "003"), big)
            .bytes());
    LogBlocks log = LogBlockReader.read(new CountingFileAccess(3), file().toString());

    assertThat(log.blocks()).extracting(LogBlock::instantTime).containsExactly("001");
    assertThat(log.problems())
        .singleElement()
        .satisfies(
            problem -> {
              assertThat(problem.kind()).isEqualTo(Problem.Kind.CORRUPT);
              assertThat(problem.message())
                  .isEqualTo(
                      "cannot be read (the disk went away) past block "
                          + log.blocks().size()
                          + ", the blocks before kept");
            });
  }
}
