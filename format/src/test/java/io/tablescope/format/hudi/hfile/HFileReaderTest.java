package io.tablescope.format.hudi.hfile;

import static io.tablescope.format.hudi.hfile.HFileBuilder.cell;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** HFiles the builder writes from their parts, read back. */
class HFileReaderTest {
  private static final String LOCATION = "memory/files-0000-0_0-0-0_001.hfile";

  private static HFile read(byte[] bytes) {
    return HFileReader.read(LOCATION, bytes);
  }

  @Test
  void theCellsOfEveryDataBlockAreReadInOrderPastTheBlocksBetween() {
    byte[] schema = "{\"type\":\"string\"}".getBytes(StandardCharsets.UTF_8);
    HFile hfile =
        read(
            new HFileBuilder()
                .dataBlock("__all_partitions__", "all", "p0", "zero")
                .block("IDXLEAF2", new byte[] {1, 2, 3})
                .block("BLMFBLK2", new byte[40])
                .dataBlock("p1", "one")
                .fileInfo("schema", schema)
                .build());

    assertThat(hfile.cells())
        .extracting(HFileCell::key, cell -> new String(cell.value(), StandardCharsets.UTF_8))
        .containsExactly(
            tuple("__all_partitions__", "all"), tuple("p0", "zero"), tuple("p1", "one"));
    assertThat(hfile.fileInfo().keySet())
        .containsExactly("KEY_VALUE_VERSION", "MAX_MEMSTORE_TS_KEY", "schema");
    assertThat(hfile.schema()).isEqualTo("{\"type\":\"string\"}");
  }

  @Test
  void gzipBlocksWithAChecksumForEachChunkRead() {
    String longValue = "v".repeat(500);
    HFile hfile =
        read(
            new HFileBuilder()
                .gzip()
                .crc32c(16)
                .dataBlock("a", longValue, "b", "bee")
                .dataBlock("c", "sea")
                .build());

    assertThat(hfile.cells())
        .extracting(HFileCell::key, cell -> new String(cell.value(), StandardCharsets.UTF_8))
        .containsExactly(tuple("a", longValue), tuple("b", "bee"), tuple("c", "sea"));
  }

  @Test
  void tagsFollowAValueWhenTheFileInfoHasTheirMaximumLength() {
    ByteArrayOutputStream content = new ByteArrayOutputStream();
    for (String key : new String[] {"k1", "k2"}) {
      byte[] cell = cell(key, key.getBytes(StandardCharsets.UTF_8));
      // Between the value and the memstore timestamp: a short length and three bytes of tags.
      content.write(cell, 0, cell.length - 1);
      content.writeBytes(new byte[] {0, 3, 9, 9, 9, 0});
    }
    HFile hfile =
        read(
            new HFileBuilder()
                .fileInfo("hfile.MAX_TAGS_LEN", ByteBuffer.allocate(4).putInt(3).array())
                .dataBlock(content.toByteArray())
                .trailer(TrailerFields.ENTRY_COUNT, 2)
                .build());

    assertThat(hfile.cells()).extracting(HFileCell::key).containsExactly("k1", "k2");
    assertThat(hfile.cells().get(1).value()).asString(StandardCharsets.UTF_8).isEqualTo("k2");
  }

  @Test
  void aMemstoreTimestampTakesTheBytesItsFirstByteSays() {
    ByteArrayOutputStream content = new ByteArrayOutputStream();
    byte[] first = cell("a", new byte[] {7});
    content.write(first, 0, first.length - 1);
    // 300 as Hadoop's writeVLong writes it: a byte saying two bytes follow, then 0x012c.
    content.writeBytes(new byte[] {-114, 1, 44});
    content.writeBytes(cell("b", new byte[] {8}));

    HFile hfile =
        read(
            new HFileBuilder()
                .dataBlock(content.toByteArray())
                .trailer(TrailerFields.ENTRY_COUNT, 2)
                .build());

    assertThat(hfile.cells())
        .extracting(HFileCell::key, cell -> cell.value()[0])
        .containsExactly(tuple("a", (byte) 7), tuple("b", (byte) 8));
  }

  @Test
  void cellsWithoutMemstoreTimestampsEndWithTheirValues() {
    ByteArrayOutputStream content = new ByteArrayOutputStream();
    for (String key : new String[] {"a", "b", "c"}) {
      byte[] cell = cell(key, new byte[] {1, 2});
      content.write(cell, 0, cell.length - 1);
    }
    HFile hfile =
        read(
            new HFileBuilder()
                .fileInfo("KEY_VALUE_VERSION", new byte[4])
                .dataBlock(content.toByteArray())
                .trailer(TrailerFields.ENTRY_COUNT, 3)
                .build());

    assertThat(hfile.cells()).extracting(HFileCell::key).containsExactly("a", "b", "c");
    assertThat(hfile.cells())
        .allSatisfy(cell -> assertThat(Arrays.equals(cell.value(), new byte[] {1, 2})).isTrue());
  }

  @Test
  void anHFileOfNoCellsHasItsFileInfoAlone() {
    HFile hfile = read(new HFileBuilder().fileInfo("schema", new byte[] {'{', '}'}).build());

    assertThat(hfile.cells()).isEmpty();
    assertThat(hfile.schema()).isEqualTo("{}");
  }
}
