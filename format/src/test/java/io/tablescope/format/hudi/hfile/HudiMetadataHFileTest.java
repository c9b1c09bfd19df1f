package io.tablescope.format.hudi.hfile;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.hudi.log.LogBlock;
import io.tablescope.format.hudi.log.LogBlockReader;
import io.tablescope.format.hudi.log.LogBlockType;
import io.tablescope.format.hudi.log.LogBlocks;
import io.tablescope.format.io.LocalFileAccess;
import io.tablescope.format.testing.hudi.HudiOracleTables;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericRecord;
import org.apache.avro.io.BinaryDecoder;
import org.apache.avro.io.DecoderFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The HFiles of the metadata tables Hudi 1.0.1 wrote for the oracle's scenarios: the base files of
 * its {@code files} partition, and each HFILE_DATA_BLOCK of its log files, an HFile whole.
 */
class HudiMetadataHFileTest {
  private static final String ALL_PARTITIONS = "__all_partitions__";

  // Hudi's name for a non-partitioned table's one partition, its root.
  private static final String NON_PARTITIONED = ".";

  /** An HFile of the metadata table: where it is, its bytes, and what the reader made of them. */
  private record Read(String location, byte[] bytes, HFile hfile) {}

  @ParameterizedTest
  @ValueSource(strings = {"mor-v8", "cow-v8", "cow-v6"})
  void everyHFileOfTheFilesPartitionReads(String scenario) throws IOException {
    Path table = HudiOracleTables.scenario(scenario).table();
    Path files = table.resolve(".hoodie/metadata/files");
    List<Read> base = baseFiles(files).toList();
    List<Read> inLogs = logBlockContents(files).toList();
    assertThat(base).as("base files").isNotEmpty();
    assertThat(inLogs).as("HFILE_DATA_BLOCKs of the log files").isNotEmpty();
    List<Read> reads = Stream.concat(base.stream(), inLogs.stream()).toList();

    for (Read read : reads) {
      HFile hfile = read.hfile();
      List<String> keys = hfile.cells().stream().map(HFileCell::key).toList();
      assertThat(keys)
          .as(read.location())
          .isNotEmpty()
          .isSortedAccordingTo(
              Comparator.comparing(HudiMetadataHFileTest::utf8, Arrays::compareUnsigned));
      assertThat((long) keys.size())
          .as("cells of %s", read.location())
          .isEqualTo(TrailerFields.of(read.bytes()).varint(TrailerFields.ENTRY_COUNT));
      assertThat(lastKeyRow(hfile)).as(read.location()).isEqualTo(keys.get(keys.size() - 1));

      Schema schema = new Schema.Parser().parse(hfile.schema());
      for (HFileCell cell : hfile.cells()) {
        GenericRecord record = decode(schema, cell.value());
        // Hudi blanks the record's key in the value it writes: the cell's row holds it whole.
        assertThat(record.get("key")).as("key of %s", cell.key()).hasToString("");
        // Hudi's METADATA_TYPE_PARTITION_LIST and METADATA_TYPE_FILE_LIST.
        assertThat(record.get("type"))
            .as("type of %s", cell.key())
            .isEqualTo(cell.key().equals(ALL_PARTITIONS) ? 1 : 2);
      }
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"mor-v8", "cow-v8", "cow-v6"})
  void theFilesPartitionIsKeyedByPartitionPath(String scenario) throws IOException {
    Path table = HudiOracleTables.scenario(scenario).table();
    Path files = table.resolve(".hoodie/metadata/files");
    Set<String> folders = partitionFolders(table);
    List<Read> reads = Stream.concat(baseFiles(files), logBlockContents(files)).toList();

    Set<String> named = new TreeSet<>();
    for (Read read : reads) {
      for (HFileCell cell : read.hfile().cells()) {
        if (cell.key().equals(ALL_PARTITIONS)) {
          named.addAll(partitions(read.hfile(), cell));
        } else {
          assertThat(cell.key()).as(read.location()).isIn(folders);
          named.add(cell.key());
        }
      }
    }
    // No scenario drops a partition: every one the table has was named on its way in.
    assertThat(named).isEqualTo(folders);

    Read latestBase =
        baseFiles(files)
            .max(Comparator.comparing(read -> Path.of(read.location()).getFileName().toString()))
            .orElseThrow();
    HFileCell all =
        latestBase.hfile().cells().stream()
            .filter(cell -> cell.key().equals(ALL_PARTITIONS))
            .findFirst()
            .orElseThrow();
    assertThat(partitions(latestBase.hfile(), all)).isSubsetOf(folders);
  }

  /** The partition paths an {@code __all_partitions__} record names: its map's keys. */
  private static Set<String> partitions(HFile hfile, HFileCell all) {
    GenericRecord record = decode(new Schema.Parser().parse(hfile.schema()), all.value());
    Map<?, ?> partitions = (Map<?, ?>) record.get("filesystemMetadata");
    return partitions.keySet().stream().map(Object::toString).collect(Collectors.toSet());
  }

  private static GenericRecord decode(Schema schema, byte[] value) {
    BinaryDecoder decoder = DecoderFactory.get().binaryDecoder(value, null);
    try {
      GenericRecord record = new GenericDatumReader<GenericRecord>(schema).read(null, decoder);
      assertThat(decoder.isEnd()).as("the record takes all of its value's bytes").isTrue();
      return record;
    } catch (IOException e) {
      throw new AssertionError("a value does not decode under the file's schema", e);
    }
  }

  /** The row of the file info's {@code hfile.LASTKEY}, a cell's key as HBase writes it. */
  private static String lastKeyRow(HFile hfile) {
    ByteBuffer key = ByteBuffer.wrap(hfile.fileInfo().get("hfile.LASTKEY"));
    byte[] row = new byte[key.getShort()];
    key.get(row);
    return new String(row, StandardCharsets.UTF_8);
  }

  /** The data table's partitions: folders holding Hudi's partition metadata, "." for the root. */
  private static Set<String> partitionFolders(Path table) throws IOException {
    try (Stream<Path> paths = Files.walk(table)) {
      return paths
          .filter(path -> path.getFileName().toString().equals(".hoodie_partition_metadata"))
          .map(Path::getParent)
          .filter(folder -> !table.relativize(folder).startsWith(".hoodie"))
          .map(
              folder ->
                  folder.equals(table) ? NON_PARTITIONED : table.relativize(folder).toString())
          .collect(Collectors.toCollection(TreeSet::new));
    }
  }

  private static Stream<Read> baseFiles(Path files) throws IOException {
    try (Stream<Path> paths = Files.list(files)) {
      return paths
          .filter(path -> path.getFileName().toString().endsWith(".hfile"))
          .sorted()
          .map(path -> read(path.toString(), readAll(path)))
          .toList()
          .stream();
    }
  }

  private static Stream<Read> logBlockContents(Path files) throws IOException {
    List<Path> logs;
    try (Stream<Path> paths = Files.list(files)) {
      logs =
          paths
              .filter(path -> path.getFileName().toString().matches("\\.files-.*\\.log\\.\\d+_.*"))
              .sorted()
              .toList();
    }
    return logs.stream()
        .flatMap(
            log -> {
              LogBlocks blocks = LogBlockReader.read(new LocalFileAccess(), log.toString());
              assertThat(blocks.problems()).as(log.toString()).isEmpty();
              byte[] bytes = readAll(log);
              return blocks.blocksOf(LogBlockType.HFILE_DATA_BLOCK).stream()
                  .map(
                      block ->
                          read(log + " at byte " + block.contentOffset(), content(bytes, block)));
            });
  }

  private static byte[] content(byte[] log, LogBlock block) {
    int start = (int) block.contentOffset();
    return Arrays.copyOfRange(log, start, start + (int) block.contentLength());
  }

  private static Read read(String location, byte[] bytes) {
    return new Read(location, bytes, HFileReader.read(location, bytes));
  }

  private static byte[] readAll(Path path) {
    try {
      return Files.readAllBytes(path);
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }

  private static byte[] utf8(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }
}
