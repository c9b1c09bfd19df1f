package io.tablescope.format.hudi.log;

import static io.tablescope.format.hudi.log.HoodieLogBytes.AVRO_DATA_BLOCK;
import static io.tablescope.format.hudi.log.HoodieLogBytes.BLOCK_IDENTIFIER;
import static io.tablescope.format.hudi.log.HoodieLogBytes.CDC_DATA_BLOCK;
import static io.tablescope.format.hudi.log.HoodieLogBytes.COMMAND_BLOCK;
import static io.tablescope.format.hudi.log.HoodieLogBytes.COMMAND_BLOCK_TYPE;
import static io.tablescope.format.hudi.log.HoodieLogBytes.COMPACTED_BLOCK_TIMES;
import static io.tablescope.format.hudi.log.HoodieLogBytes.DELETE_BLOCK;
import static io.tablescope.format.hudi.log.HoodieLogBytes.HFILE_DATA_BLOCK;
import static io.tablescope.format.hudi.log.HoodieLogBytes.INSTANT_TIME;
import static io.tablescope.format.hudi.log.HoodieLogBytes.PARQUET_DATA_BLOCK;
import static io.tablescope.format.hudi.log.HoodieLogBytes.ROLLBACK_BLOCK;
import static io.tablescope.format.hudi.log.HoodieLogBytes.SCHEMA;
import static io.tablescope.format.hudi.log.HoodieLogBytes.TARGET_INSTANT_TIME;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.Problem;
import io.tablescope.format.io.LocalFileAccess;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Blocks as Hudi's writer lays them out, read from their headers alone. */
class LogBlockReaderTest {
  static final String INSTANT = "20240314101530123";
  static final String AVRO_SCHEMA =
      "{\"type\":\"record\",\"name\":\"trip\",\"fields\":[{\"name\":\"uuid\",\"type\":\"string\"}]}";

  @TempDir Path folder;

  private LogBlocks read(byte[] bytes) throws IOException {
    Path file = folder.resolve(".f1_20240314101530123.log.1_0-1-0");
    Files.write(file, bytes);
    return LogBlockReader.read(new LocalFileAccess(), file.toString());
  }

  static byte[] content(int size) {
    byte[] content = new byte[size];
    Arrays.fill(content, (byte) 'r');
    return content;
  }

  static Map<Integer, String> header(Object... keysAndValues) {
    Map<Integer, String> header = new LinkedHashMap<>();
    for (int i = 0; i < keysAndValues.length; i += 2) {
      header.put((Integer) keysAndValues[i], (String) keysAndValues[i + 1]);
    }
    return header;
  }

  @Test
  void anAvroDataBlockHasItsInstantAndSchema() throws IOException {
    byte[] file =
        new HoodieLogBytes()
            .block(
                AVRO_DATA_BLOCK, header(INSTANT_TIME, INSTANT, SCHEMA, AVRO_SCHEMA), content(1000))
            .bytes();

    LogBlocks log = read(file);

    assertThat(log.problems()).isEmpty();
    assertThat(log.blocks())
        .singleElement()
        .satisfies(
            block -> {
              assertThat(block.offset()).isZero();
              assertThat(block.length()).isEqualTo(file.length);
              assertThat(block.type()).isEqualTo(LogBlockType.AVRO_DATA_BLOCK);
              assertThat(block.logFormatVersion()).isEqualTo(1);
              assertThat(block.instantTime()).isEqualTo(INSTANT);
              assertThat(block.schema()).isEqualTo(AVRO_SCHEMA);
              assertThat(block.header()).containsOnlyKeys("INSTANT_TIME", "SCHEMA");
              assertThat(block.contentLength()).isEqualTo(1000);
              assertThat(block.isCorrupt()).isFalse();
              assertThat(block.corruptReason()).isNull();
              assertThat(block.commandType()).isNull();
              assertThat(block.compactedBlockTimes()).isEmpty();
            });
  }

  @Test
  void aDeleteBlockIsItsType() throws IOException {
    LogBlocks log =
        read(
            new HoodieLogBytes()
                .block(DELETE_BLOCK, header(INSTANT_TIME, INSTANT), content(64))
                .bytes());

    assertThat(log.problems()).isEmpty();
    assertThat(log.blocks())
        .singleElement()
        .satisfies(
            block -> {
              assertThat(block.type()).isEqualTo(LogBlockType.DELETE_BLOCK);
              assertThat(block.type().isDataOrDeleteBlock()).isTrue();
              assertThat(block.instantTime()).isEqualTo(INSTANT);
            });
  }

  @Test
  void aRollbackCommandBlockNamesItsCommandAndTarget() throws IOException {
    LogBlocks log =
        read(
            new HoodieLogBytes()
                .block(
                    COMMAND_BLOCK,
                    header(
                        INSTANT_TIME,
                        "20240314111111111",
                        TARGET_INSTANT_TIME,
                        INSTANT,
                        COMMAND_BLOCK_TYPE,
                        ROLLBACK_BLOCK),
                    new byte[0])
                .bytes());

    assertThat(log.problems()).isEmpty();
    LogBlock block = log.blocks().get(0);
    assertThat(block.type()).isEqualTo(LogBlockType.COMMAND_BLOCK);
    assertThat(block.commandType()).isEqualTo("ROLLBACK_BLOCK");
    assertThat(block.targetInstantTime()).isEqualTo(INSTANT);
    assertThat(block.instantTime()).isEqualTo("20240314111111111");
    assertThat(block.contentLength()).isZero();
  }

  @Test
  void aLogCompactionBlockListsTheInstantsItMerged() throws IOException {
    LogBlocks log =
        read(
            new HoodieLogBytes()
                .block(
                    AVRO_DATA_BLOCK,
                    header(
                        INSTANT_TIME,
                        "003",
                        COMPACTED_BLOCK_TIMES,
                        "001,002",
                        BLOCK_IDENTIFIER,
                        "0,1"),
                    content(10))
                .bytes());

    assertThat(log.problems()).isEmpty();
    LogBlock block = log.blocks().get(0);
    assertThat(block.compactedBlockTimes()).containsExactly("001", "002");
    assertThat(block.header()).containsEntry("BLOCK_IDENTIFIER", "0,1");
    assertThat(block.header().keySet())
        .containsExactly("INSTANT_TIME", "COMPACTED_BLOCK_TIMES", "BLOCK_IDENTIFIER");
  }

  @Test
  void severalBlocksStartWhereTheOneBeforeEnds() throws IOException {
    HoodieLogBytes bytes = new HoodieLogBytes();
    List<Integer> types =
        List.of(
            AVRO_DATA_BLOCK, HFILE_DATA_BLOCK, PARQUET_DATA_BLOCK, CDC_DATA_BLOCK, DELETE_BLOCK);
    long[] offsets = new long[types.size()];
    for (int i = 0; i < types.size(); i++) {
      offsets[i] = bytes.size();
      bytes.block(types.get(i), header(INSTANT_TIME, "00" + i), content(100 * i));
    }

    LogBlocks log = read(bytes.bytes());

    assertThat(log.problems()).isEmpty();
    assertThat(log.blocks())
        .extracting(LogBlock::type)
        .containsExactly(
            LogBlockType.AVRO_DATA_BLOCK,
            LogBlockType.HFILE_DATA_BLOCK,
            LogBlockType.PARQUET_DATA_BLOCK,
            LogBlockType.CDC_DATA_BLOCK,
            LogBlockType.DELETE_BLOCK);
    assertThat(log.blocks())
        .extracting(LogBlock::offset)
        .containsExactly(offsets[0], offsets[1], offsets[2], offsets[3], offsets[4]);
    for (int i = 0; i + 1 < types.size(); i++) {
      assertThat(log.blocks().get(i).offset() + log.blocks().get(i).length())
          .isEqualTo(offsets[i + 1]);
    }
    assertThat(log.blocks())
        .extracting(LogBlock::instantTime)
        .containsExactly("000", "001", "002", "003", "004");
    assertThat(log.blocksOf(LogBlockType.CDC_DATA_BLOCK)).hasSize(1);
  }

  @Test
  void anEmptyFileHasNoBlocksAndNoProblem() throws IOException {
    LogBlocks log = read(new byte[0]);

    assertThat(log.blocks()).isEmpty();
    assertThat(log.problems()).isEmpty();
  }

  @Test
  void aDirectoryIsAProblemNotALogFile() {
    LogBlocks log = LogBlockReader.read(new LocalFileAccess(), folder.toString());

    assertThat(log.blocks()).isEmpty();
    assertThat(log.problems())
        .singleElement()
        .satisfies(
            problem -> {
              assertThat(problem.kind()).isEqualTo(Problem.Kind.CORRUPT);
              assertThat(problem.path()).isEqualTo(folder.toString());
              assertThat(problem.message()).isEqualTo("is a directory, not a log file");
            });
  }

  @Test
  void aMissingFileIsAMissingProblem() {
    String missing = folder.resolve(".f1_001.log.1_0-1-0").toString();

    LogBlocks log = LogBlockReader.read(new LocalFileAccess(), missing);

    assertThat(log.blocks()).isEmpty();
    assertThat(log.problems())
        .singleElement()
        .satisfies(
            problem -> {
              assertThat(problem.kind()).isEqualTo(Problem.Kind.MISSING);
              assertThat(problem.message()).isEqualTo("no such file");
            });
  }

  @Test
  void aBlockTypeOrHeaderKeyHudiLacksIsKeptUnderItsOrdinal() throws IOException {
    LogBlocks log =
        read(
            new HoodieLogBytes()
                .block(
                    1,
                    42,
                    HoodieLogBytes.metadata(header(INSTANT_TIME, "001", 12, "x")),
                    content(3),
                    HoodieLogBytes.metadata(Map.of()))
                .bytes());

    LogBlock block = log.blocks().get(0);
    assertThat(block.type()).isEqualTo(LogBlockType.UNKNOWN);
    assertThat(block.header())
        .containsEntry("UNKNOWN_12", "x")
        .containsEntry("INSTANT_TIME", "001");
    assertThat(log.problems())
        .singleElement()
        .satisfies(
            problem -> {
              assertThat(problem.kind()).isEqualTo(Problem.Kind.UNSUPPORTED);
              assertThat(problem.message())
                  .isEqualTo("block 1 at byte 0 has block type ordinal 42, which Hudi lacks");
            });
  }

  @Test
  void aHeaderValueIsReadAsUtf8() throws IOException {
    String schema = "{\"doc\":\"ünïcödé ✓\"}";

    LogBlocks log =
        read(
            new HoodieLogBytes()
                .block(AVRO_DATA_BLOCK, header(SCHEMA, schema), content(1))
                .bytes());

    assertThat(log.blocks().get(0).schema()).isEqualTo(schema);
    assertThat(schema.getBytes(StandardCharsets.UTF_8).length).isGreaterThan(schema.length());
  }

  @Test
  void aHeaderLongerThanTheWindowIsReadWhole() throws IOException {
    String schema = "{\"doc\":\"" + "s".repeat(3 * FileWindow.SIZE) + "\"}";
    HoodieLogBytes bytes =
        new HoodieLogBytes()
            .block(AVRO_DATA_BLOCK, header(INSTANT_TIME, "001", SCHEMA, schema), content(10));
    int second = bytes.size();
    bytes.block(DELETE_BLOCK, header(INSTANT_TIME, "002"), content(10));

    LogBlocks log = read(bytes.bytes());

    assertThat(log.problems()).isEmpty();
    assertThat(log.blocks().get(0).schema()).isEqualTo(schema);
    assertThat(log.blocks().get(1).offset()).isEqualTo(second);
  }

  @Test
  void contentIsNeverReadAndABlockTakesAboutOneRead() throws IOException {
    HoodieLogBytes bytes = new HoodieLogBytes();
    for (int i = 0; i < 20; i++) {
      bytes.block(AVRO_DATA_BLOCK, header(INSTANT_TIME, "00" + i), content(1 << 20));
    }
    Path file = folder.resolve(".f1_001.log.1_0-1-0");
    Files.write(file, bytes.bytes());
    CountingFileAccess files = new CountingFileAccess(Integer.MAX_VALUE);

    LogBlocks log = LogBlockReader.read(files, file.toString());

    assertThat(log.problems()).isEmpty();
    assertThat(log.blocks()).hasSize(20);
    assertThat(files.reads()).isEqualTo(21);
    assertThat(files.bytesRead()).isLessThan(21L * FileWindow.SIZE).isLessThan(bytes.size() / 10);
  }
}
