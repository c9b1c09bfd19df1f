package io.tablescope.format.iceberg.puffin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablescope.format.io.LocalFileAccess;
import io.tablescope.format.testing.FixtureTables;
import io.tablescope.format.testing.TableFiles;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;
import java.util.zip.CRC32;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DeleteFile;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Table;
import org.apache.iceberg.deletes.PositionDeleteIndex;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Deletion vectors written by iceberg-core's {@code BaseDVFileWriter}, decoded by Tablescope and by
 * iceberg-core's own {@link PositionDeleteIndex#deserialize}, and damaged ones refused by name.
 */
class DeletionVectorReaderTest {
  private static final LocalFileAccess FILES = new LocalFileAccess();

  @TempDir Path dir;

  /** Array, bitmap and run containers, and positions past 2^32 (a second 32-bit bitmap). */
  @Test
  void decodesWhatIcebergCoreWrites() throws IOException {
    long[] positions =
        LongStream.concat(
                LongStream.concat(
                    LongStream.of(3, 17, 40_000),
                    LongStream.range(70_000, 90_000).filter(p -> p % 3 == 0)),
                LongStream.concat(
                    LongStream.range(200_000, 260_000),
                    LongStream.of((1L << 32) + 5, (5L << 32) + 1)))
            .toArray();
    DeleteFile dv = deletionVector(positions);

    DeletionVector decoded =
        DeletionVectorReader.read(
            FILES, dv.location(), dv.contentOffset(), dv.contentSizeInBytes(), 20);

    PositionDeleteIndex oracle = PositionDeleteIndex.deserialize(blob(dv), dv);
    List<Long> expected = new ArrayList<>();
    oracle.forEach(position -> expected.add(position));
    assertThat(decoded.cardinality()).isEqualTo(oracle.cardinality()).isEqualTo(positions.length);
    assertThat(decoded.firstPositions()).containsExactlyElementsOf(expected.subList(0, 20));
    DeletionVector all =
        DeletionVectorReader.read(
            FILES, dv.location(), dv.contentOffset(), dv.contentSizeInBytes(), Integer.MAX_VALUE);
    assertThat(all.firstPositions()).containsExactlyElementsOf(expected);
  }

  @Test
  void theFooterListsTheVectorWhereTheManifestSaysItIs() throws IOException {
    DeleteFile dv = deletionVector(new long[] {1, 2, 9});

    PuffinFooter footer = PuffinFooterReader.read(FILES, dv.location());

    assertThat(footer.blobs()).hasSize(1);
    PuffinFooter.Blob blob = footer.blobs().get(0);
    assertThat(blob.type()).isEqualTo("deletion-vector-v1");
    assertThat(blob.offset()).isEqualTo(dv.contentOffset());
    assertThat(blob.length()).isEqualTo(dv.contentSizeInBytes());
    assertThat(blob.compressionCodec()).isNull();
    assertThat(blob.properties())
        .containsEntry("cardinality", "3")
        .containsEntry("referenced-data-file", dv.referencedDataFile());
  }

  @Test
  void aChangedByteFailsTheCrc() throws IOException {
    DeleteFile dv = deletionVector(new long[] {1, 2, 9});
    byte[] blob = blob(dv);
    blob[blob.length - 6] ^= 1;

    assertThatThrownBy(() -> DeletionVectorReader.decode("dv.puffin", blob, 5))
        .isInstanceOf(IOException.class)
        .hasMessageStartingWith("dv.puffin ")
        .hasMessageContaining("CRC-32");
  }

  @Test
  void aLengthPastTheFileIsRefusedBeforeReading() throws IOException {
    DeleteFile dv = deletionVector(new long[] {1});

    assertThatThrownBy(() -> DeletionVectorReader.read(FILES, dv.location(), 4, 1L << 40, 5))
        .isInstanceOf(IOException.class)
        .hasMessageStartingWith(dv.location())
        .hasMessageContaining("1099511627776 bytes from offset 4");
  }

  @Test
  void aHugeBitmapCountWithAGoodCrcIsDamageNotALoop() {
    ByteBuffer vector = ByteBuffer.allocate(8 + 8).order(ByteOrder.LITTLE_ENDIAN);
    vector.putLong(1L << 40).putInt(0).putInt(0);
    byte[] blob = withFraming(vector.array());

    assertThatThrownBy(() -> DeletionVectorReader.decode("dv.puffin", blob, 5))
        .isInstanceOf(IOException.class)
        .hasMessageContaining("states 1099511627776 bitmaps, more than it holds");
  }

  @Test
  void aKeyThatMakesPositionsNegativeIsDamage() {
    ByteBuffer vector = ByteBuffer.allocate(8 + 4 + 8).order(ByteOrder.LITTLE_ENDIAN);
    vector.putLong(1).putInt(0x8000_0000).putInt(12346).putInt(0);
    byte[] blob = withFraming(vector.array());

    assertThatThrownBy(() -> DeletionVectorReader.decode("dv.puffin", blob, 5))
        .isInstanceOf(IOException.class)
        .hasMessageContaining("bitmap key 2147483648");
  }

  @Test
  void aTruncatedBitmapIsDamage() {
    ByteBuffer vector = ByteBuffer.allocate(8 + 4 + 4 + 4).order(ByteOrder.LITTLE_ENDIAN);
    vector.putLong(1).putInt(0).putInt(12346).putInt(1);
    byte[] blob = withFraming(vector.array());

    assertThatThrownBy(() -> DeletionVectorReader.decode("dv.puffin", blob, 5))
        .isInstanceOf(IOException.class)
        .hasMessageContaining("more than it holds");
  }

  @Test
  void aTruncatedFooterIsDamageNamingTheFile() throws IOException {
    DeleteFile dv = deletionVector(new long[] {1, 2});
    Path cut = dir.resolve("cut.puffin");
    byte[] whole = Files.readAllBytes(Path.of(dv.location()));
    Files.write(cut, Arrays.copyOf(whole, whole.length - 3));

    assertThatThrownBy(() -> PuffinFooterReader.read(FILES, cut.toString()))
        .isInstanceOf(IOException.class)
        .hasMessage(cut + " does not end with the Puffin magic PFA1");
  }

  @Test
  void aFooterSizePastTheFileIsDamage() throws IOException {
    DeleteFile dv = deletionVector(new long[] {1, 2});
    Path bad = dir.resolve("bad.puffin");
    byte[] whole = Files.readAllBytes(Path.of(dv.location()));
    ByteBuffer.wrap(whole).order(ByteOrder.LITTLE_ENDIAN).putInt(whole.length - 12, 0x7FFF_FFF0);
    Files.write(bad, whole);

    assertThatThrownBy(() -> PuffinFooterReader.read(FILES, bad.toString()))
        .isInstanceOf(IOException.class)
        .hasMessageStartingWith(bad.toString())
        .hasMessageContaining("more than the file's");
  }

  private DeleteFile deletionVector(long[] positions) {
    Table table =
        new FixtureTables(dir.resolve("t" + System.nanoTime()))
            .create("dv", FixtureTables.EVENTS, PartitionSpec.unpartitioned(), 3, Map.of());
    DataFile data = TableFiles.writeData(table, FixtureTables.events(1, 3));
    return TableFiles.writeDeletionVector(table, data, positions);
  }

  private static byte[] blob(DeleteFile dv) throws IOException {
    byte[] whole = Files.readAllBytes(Path.of(dv.location()));
    int from = dv.contentOffset().intValue();
    return Arrays.copyOfRange(whole, from, from + dv.contentSizeInBytes().intValue());
  }

  /** A blob around a vector: length and magic, the vector, and a correct CRC-32. */
  private static byte[] withFraming(byte[] vector) {
    ByteBuffer blob = ByteBuffer.allocate(4 + 4 + vector.length + 4);
    blob.putInt(4 + vector.length)
        .put(new byte[] {(byte) 0xD1, (byte) 0xD3, 0x39, 0x64})
        .put(vector);
    CRC32 crc = new CRC32();
    crc.update(blob.array(), 4, 4 + vector.length);
    blob.putInt((int) crc.getValue());
    return blob.array();
  }
}
