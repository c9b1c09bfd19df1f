package io.tablescope.format.parquet;

import io.tablescope.format.iceberg.manifest.Conversions;
import io.tablescope.format.iceberg.manifest.Value;
import io.tablescope.format.iceberg.metadata.NestedField;
import io.tablescope.format.iceberg.metadata.Schema;
import io.tablescope.format.iceberg.metadata.Type;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.ReadLimits;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.parquet.format.ColumnChunk;
import org.apache.parquet.format.ColumnMetaData;
import org.apache.parquet.format.FileMetaData;
import org.apache.parquet.format.RowGroup;
import org.apache.parquet.format.Statistics;

/**
 * Reads the footer of a Parquet file straight from its bytes: the last 8 bytes are the footer's
 * length (4 bytes, little-endian) and the magic {@code PAR1}; the footer before them is the Thrift
 * {@code FileMetaData}. Only the footer is read, never the data pages.
 */
public final class ParquetFooterReader {
  private static final byte[] MAGIC = "PAR1".getBytes(StandardCharsets.US_ASCII);
  private static final int TAIL = 8;
  private static final int GUESSED_FOOTER = 64 * 1024;

  private ParquetFooterReader() {}

  /**
   * Reads the footer of the Parquet file at a location, decoding statistics with the types of the
   * schema's columns (matched by the field ids the writer recorded).
   *
   * @throws IOException if the file cannot be read or is not Parquet
   */
  public static ParquetFooter read(FileAccess files, String location, Schema schema)
      throws IOException {
    long length = files.length(location);
    if (length < MAGIC.length + TAIL) {
      throw new IOException("Not a Parquet file (" + length + " bytes): " + location);
    }
    // One ranged read usually holds the whole footer: one request on an object store, not three.
    int guess = (int) Math.min(length, GUESSED_FOOTER);
    byte[] end = files.readRange(location, length - guess, guess);
    if (end.length < guess) {
      throw new IOException(
          "Parquet file shorter than its length (" + length + " bytes): " + location);
    }
    if (!matchesMagic(end, guess - MAGIC.length)) {
      throw new IOException("Not a Parquet file (no PAR1 at the end): " + location);
    }
    long footerLength =
        Integer.toUnsignedLong(
            ByteBuffer.wrap(end, guess - TAIL, 4).order(ByteOrder.LITTLE_ENDIAN).getInt());
    if (footerLength > length - TAIL - MAGIC.length) {
      throw new IOException(
          "Parquet footer length "
              + footerLength
              + " exceeds the file ("
              + length
              + " bytes): "
              + location);
    }
    if (footerLength > ReadLimits.wholeFileLimit()) {
      throw new IOException(
          ReadLimits.tooLarge("Parquet footer", footerLength, ReadLimits.wholeFileLimit())
                  .getMessage()
              + ": "
              + location);
    }
    byte[] footer =
        footerLength + TAIL <= guess
            ? Arrays.copyOfRange(end, (int) (guess - TAIL - footerLength), guess - TAIL)
            : files.readRange(location, length - TAIL - footerLength, (int) footerLength);
    ParquetFooterCheck.Checked checked;
    try {
      checked = ParquetFooterCheck.read(footer, length - TAIL - footerLength);
    } catch (IOException e) {
      throw new IOException("Parquet " + e.getMessage() + ": " + location, e);
    }
    return toFooter(location, checked, schema);
  }

  private static ParquetFooter toFooter(
      String location, ParquetFooterCheck.Checked checked, Schema schema) {
    FileMetaData metadata = checked.metadata();
    Map<String, Integer> fieldIdsByPath = new HashMap<>();
    for (ParquetFooterCheck.Leaf leaf : checked.leaves()) {
      if (leaf.element().isSetField_id()) {
        fieldIdsByPath.put(leaf.path(), leaf.element().getField_id());
      }
    }
    List<ParquetFooter.RowGroup> groups = new ArrayList<>();
    for (int ordinal = 0; ordinal < metadata.getRow_groupsSize(); ordinal++) {
      RowGroup group = metadata.getRow_groups().get(ordinal);
      List<ParquetFooter.ColumnChunk> chunks = new ArrayList<>();
      for (ColumnChunk chunk : group.getColumns()) {
        ColumnMetaData column = chunk.getMeta_data();
        String path = String.join(".", column.getPath_in_schema());
        Integer fieldId = fieldIdsByPath.get(path);
        Type type =
            fieldId == null ? null : schema.findField(fieldId).map(NestedField::type).orElse(null);
        String physical = column.getType().name();
        Statistics stats = column.getStatistics();
        chunks.add(
            new ParquetFooter.ColumnChunk(
                path,
                fieldId,
                physical,
                column.getNum_values(),
                stats != null && stats.isSetNull_count() ? stats.getNull_count() : null,
                decode(type, physical, minBytes(stats)),
                decode(type, physical, maxBytes(stats)),
                column.getTotal_compressed_size()));
      }
      groups.add(
          new ParquetFooter.RowGroup(
              ordinal, group.getNum_rows(), group.getTotal_byte_size(), chunks));
    }
    return new ParquetFooter(location, metadata.getNum_rows(), metadata.getCreated_by(), groups);
  }

  private static byte[] minBytes(Statistics stats) {
    if (stats == null) {
      return null;
    }
    return stats.isSetMin_value() ? stats.getMin_value() : stats.isSetMin() ? stats.getMin() : null;
  }

  private static byte[] maxBytes(Statistics stats) {
    if (stats == null) {
      return null;
    }
    return stats.isSetMax_value() ? stats.getMax_value() : stats.isSetMax() ? stats.getMax() : null;
  }

  /**
   * Parquet's plain encoding matches Iceberg's single-value serialization for every type but
   * decimals stored as INT32 or INT64, which are little-endian unscaled values.
   */
  static Value decode(Type type, String physicalType, byte[] bytes) {
    if (bytes == null || !(type instanceof Type.Primitive primitive)) {
      return null;
    }
    if (primitive.isDecimal() && (physicalType.equals("INT32") || physicalType.equals("INT64"))) {
      ByteBuffer buffer = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
      long unscaled = bytes.length == 4 ? buffer.getInt() : buffer.getLong();
      BigDecimal value = new BigDecimal(BigInteger.valueOf(unscaled), primitive.decimalScale());
      return new Value(value, primitive.name(), null, bytes);
    }
    try {
      return Conversions.fromBytes(type, bytes);
    } catch (RuntimeException e) {
      // Statistics the type cannot decode are shown as absent rather than failing the footer.
      return null;
    }
  }

  private static boolean matchesMagic(byte[] bytes, int offset) {
    for (int i = 0; i < MAGIC.length; i++) {
      if (bytes[offset + i] != MAGIC[i]) {
        return false;
      }
    }
    return true;
  }
}
