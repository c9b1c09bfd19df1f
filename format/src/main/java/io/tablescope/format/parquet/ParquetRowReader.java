package io.tablescope.format.parquet;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Predicate;
import org.apache.parquet.ParquetRuntimeException;
import org.apache.parquet.conf.PlainParquetConfiguration;
import org.apache.parquet.filter2.compat.FilterCompat;
import org.apache.parquet.format.FileMetaData;
import org.apache.parquet.hadoop.ParquetReader;
import org.apache.parquet.hadoop.api.ReadSupport;
import org.apache.parquet.io.InputFile;

/**
 * Reads the rows of a Parquet file as JSON objects: structs become objects, maps objects, lists
 * arrays, strings text, numbers numbers; a null or absent column is left out of its object. For
 * metadata files (Delta checkpoints) whose rows mirror a JSON shape.
 */
public final class ParquetRowReader {
  private static final byte[] MAGIC = "PAR1".getBytes(StandardCharsets.US_ASCII);
  private static final int FOOTER_LENGTH_BYTES = 4;

  private ParquetRowReader() {}

  /**
   * Hands every row of the Parquet file in {@code bytes} to {@code rows}, in file order. Every size
   * and count the file states is checked against the file and {@link
   * io.tablescope.format.io.ReadLimits} before parquet-mr allocates by it.
   *
   * @param location the file's location, which parquet-mr's messages name
   * @throws IOException saying in words what is wrong when the bytes are not a readable Parquet
   *     file
   */
  public static void read(String location, byte[] bytes, Consumer<ObjectNode> rows)
      throws IOException {
    read(location, bytes, Set.of(), rows);
  }

  /**
   * As {@link #read(String, byte[], Consumer)}, but the top-level binary columns named come as
   * their bytes (a binary node) rather than as text: Avro written into a column (Hudi's archived
   * instants) is not UTF-8.
   */
  public static void read(
      String location, byte[] bytes, Set<String> byteColumns, Consumer<ObjectNode> rows)
      throws IOException {
    read(location, bytes, byteColumns, null, rows);
  }

  /**
   * As {@link #read(String, byte[], Consumer)}, but only the top-level columns chosen are decoded:
   * the others' pages are never read, and each row holds the chosen columns alone (a row where all
   * of them are null is an empty object, so rows keep their numbers).
   */
  public static void readColumns(
      String location, byte[] bytes, Predicate<String> columns, Consumer<ObjectNode> rows)
      throws IOException {
    read(location, bytes, Set.of(), columns, rows);
  }

  /**
   * As {@link #readColumns}, but a row where every chosen column is null is skipped without being
   * decoded: for columns null in almost every row. Each row kept comes with its number.
   */
  public static void readPresentRows(
      String location, byte[] bytes, Predicate<String> columns, NumberedRows rows)
      throws IOException {
    PresentRows present = new PresentRows();
    read(location, bytes, Set.of(), columns, present, row -> rows.accept(present.rowNumber(), row));
  }

  /** Takes a row with its number in the file, counting from 1. */
  @FunctionalInterface
  public interface NumberedRows {
    void accept(long number, ObjectNode row);
  }

  private static void read(
      String location,
      byte[] bytes,
      Set<String> byteColumns,
      Predicate<String> columns,
      Consumer<ObjectNode> rows)
      throws IOException {
    read(location, bytes, byteColumns, columns, null, rows);
  }

  private static void read(
      String location,
      byte[] bytes,
      Set<String> byteColumns,
      Predicate<String> columns,
      PresentRows present,
      Consumer<ObjectNode> rows)
      throws IOException {
    FileMetaData footer = check(bytes);
    Predicate<String> decoded = columns;
    if (present != null) {
      decoded = columns.and(PresentRows.notNullThroughout(footer));
      if (!PresentRows.anyColumn(footer, decoded)) {
        // Nothing left to decode: every row would come empty.
        return;
      }
    }
    JsonRecords records = new JsonRecords(decoded, byteColumns);
    ParquetReader.Builder<ObjectNode> builder =
        new JsonReaderBuilder(new BytesInputFile(location, bytes), records);
    if (present != null) {
      builder = builder.withFilter(FilterCompat.get(present));
    }
    try (ParquetReader<ObjectNode> reader = builder.build()) {
      for (ObjectNode row = reader.read(); row != null; row = reader.read()) {
        rows.accept(row);
      }
    } catch (ParquetRuntimeException e) {
      // parquet-mr reports damaged pages and footers as unchecked exceptions.
      throw new IOException("does not decode as Parquet (" + e.getMessage() + ")", e);
    } catch (RuntimeException e) {
      // Other unchecked exceptions' messages name classes, not the damage.
      throw new IOException("does not decode as Parquet (its data is damaged)", e);
    }
  }

  /** Checks the file as {@link #read(String, byte[], Consumer)} says; its footer when sound. */
  private static FileMetaData check(byte[] bytes) throws IOException {
    int tail = FOOTER_LENGTH_BYTES + MAGIC.length;
    if (bytes.length < MAGIC.length + tail
        || !Arrays.equals(bytes, 0, MAGIC.length, MAGIC, 0, MAGIC.length)
        || !Arrays.equals(
            bytes, bytes.length - MAGIC.length, bytes.length, MAGIC, 0, MAGIC.length)) {
      throw new IOException("not a Parquet file (no PAR1 at its start and end)");
    }
    long footerLength =
        Integer.toUnsignedLong(
            ByteBuffer.wrap(bytes, bytes.length - tail, FOOTER_LENGTH_BYTES)
                .order(ByteOrder.LITTLE_ENDIAN)
                .getInt());
    long dataEnd = bytes.length - tail - footerLength;
    if (dataEnd < MAGIC.length) {
      throw new IOException(
          "footer claims " + footerLength + " bytes, more than the file's " + bytes.length);
    }
    byte[] footer = Arrays.copyOfRange(bytes, (int) dataEnd, bytes.length - tail);
    ParquetFooterCheck.Checked checked = ParquetFooterCheck.read(footer, dataEnd);
    ParquetPageCheck.check(bytes, checked);
    return checked.metadata();
  }

  private static final class JsonReaderBuilder extends ParquetReader.Builder<ObjectNode> {
    private final JsonRecords records;

    JsonReaderBuilder(InputFile file, JsonRecords records) {
      // A plain configuration: a Hadoop Configuration costs a classpath scan per file.
      super(file, new PlainParquetConfiguration());
      this.records = records;
    }

    @Override
    protected ReadSupport<ObjectNode> getReadSupport() {
      return records;
    }
  }
}
