package io.tablescope.format.parquet;

import io.tablescope.format.io.ReadLimits;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.apache.parquet.bytes.BytesInput;
import org.apache.parquet.compression.CompressionCodecFactory.BytesInputDecompressor;
import org.apache.parquet.conf.PlainParquetConfiguration;
import org.apache.parquet.format.ColumnMetaData;
import org.apache.parquet.format.CompressionCodec;
import org.apache.parquet.format.DataPageHeader;
import org.apache.parquet.format.DataPageHeaderV2;
import org.apache.parquet.format.DictionaryPageHeader;
import org.apache.parquet.format.Encoding;
import org.apache.parquet.format.PageHeader;
import org.apache.parquet.format.RowGroup;
import org.apache.parquet.hadoop.CodecFactory;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import shaded.parquet.org.apache.thrift.TConfiguration;
import shaded.parquet.org.apache.thrift.TException;
import shaded.parquet.org.apache.thrift.protocol.TCompactProtocol;
import shaded.parquet.org.apache.thrift.transport.TIOStreamTransport;

/**
 * Walks every page of a Parquet file held whole and checks what parquet-mr would allocate from it
 * before parquet-mr reads it: each page must lie inside its column chunk and inflate to at most
 * {@link ReadLimits#blockLimit()}, a dictionary must fit its page, and the runs of levels and
 * dictionary ids must not claim more values than their page (parquet-mr allocates a run's values
 * before reading them). Damage is an {@link IOException} saying what in words.
 */
final class ParquetPageCheck {
  /**
   * The most values a file's column chunks may claim together per byte of the file: a run of nulls
   * takes a few bytes for any count, so without this a small file could ask for hours of decoding.
   * Real checkpoints hold about one value per byte.
   */
  static final int MAX_VALUES_PER_BYTE = 64;

  private final byte[] file;
  private final CodecFactory codecs = new CodecFactory(new PlainParquetConfiguration(), 0);

  private ParquetPageCheck(byte[] file) {
    this.file = file;
  }

  /** Checks every page of the file whose footer passed {@link ParquetFooterCheck}. */
  static void check(byte[] file, ParquetFooterCheck.Checked footer) throws IOException {
    long values = 0;
    for (RowGroup group : footer.metadata().getRow_groups()) {
      for (var chunk : group.getColumns()) {
        values += chunk.getMeta_data().getNum_values();
      }
    }
    if (values > (long) MAX_VALUES_PER_BYTE * file.length) {
      throw new IOException(
          "column chunks claim "
              + values
              + " values, more than "
              + MAX_VALUES_PER_BYTE
              + " per byte of the file");
    }
    ParquetPageCheck check = new ParquetPageCheck(file);
    try {
      for (RowGroup group : footer.metadata().getRow_groups()) {
        for (int column = 0; column < group.getColumnsSize(); column++) {
          check.chunk(group.getColumns().get(column).getMeta_data(), footer.leaves().get(column));
        }
      }
    } finally {
      check.codecs.release();
    }
  }

  private void chunk(ColumnMetaData chunk, ParquetFooterCheck.Leaf leaf) throws IOException {
    long position = ParquetFooterCheck.start(chunk);
    long end = position + chunk.getTotal_compressed_size();
    while (position < end) {
      ByteArrayInputStream in =
          new ByteArrayInputStream(file, (int) position, (int) (end - position));
      PageHeader header = header(in, (int) (end - position), leaf.path());
      long body = end - in.available();
      int compressed = header.getCompressed_page_size();
      int uncompressed = header.getUncompressed_page_size();
      int limit = ReadLimits.blockLimit();
      if (uncompressed < 0 || uncompressed > limit) {
        throw ReadLimits.tooLarge("page of column " + leaf.path(), uncompressed, limit);
      }
      if (compressed < 0 || compressed > end - body) {
        throw new IOException(
            "page of column "
                + leaf.path()
                + " claims "
                + compressed
                + " stored bytes, more than the "
                + (end - body)
                + " left in its column chunk");
      }
      page(header, chunk, leaf, (int) body);
      position = body + compressed;
    }
  }

  private static PageHeader header(ByteArrayInputStream in, int available, String path)
      throws IOException {
    try {
      // No length in the header may pass the bytes left in the chunk.
      TConfiguration limits = new TConfiguration(available, available, 64);
      PageHeader header = new PageHeader();
      header.read(new TCompactProtocol(new TIOStreamTransport(limits, in)));
      return header;
    } catch (TException | RuntimeException e) {
      throw new IOException("a page header of column " + path + " does not decode", e);
    }
  }

  private void page(PageHeader header, ColumnMetaData chunk, ParquetFooterCheck.Leaf leaf, int body)
      throws IOException {
    String what = "page of column " + leaf.path();
    if (header.isSetDictionary_page_header()) {
      dictionary(header, chunk, leaf, body);
    } else if (header.isSetData_page_header()) {
      DataPageHeader data = header.getData_page_header();
      long values = checkedValues(data.getNum_values(), chunk, what);
      ByteBuffer page = inflate(chunk.getCodec(), body, header, 0, what);
      if (data.getRepetition_level_encoding() == Encoding.RLE && leaf.maxRepetition() > 0) {
        EncodedRuns.prefixedLevels(page, leaf.maxRepetition(), values, what);
      } else if (leaf.maxRepetition() > 0) {
        return; // Bit-packed levels of old writers: their length is not written, values unknown.
      }
      if (data.getDefinition_level_encoding() == Encoding.RLE && leaf.maxDefinition() > 0) {
        EncodedRuns.prefixedLevels(page, leaf.maxDefinition(), values, what);
      } else if (leaf.maxDefinition() > 0) {
        return;
      }
      EncodedRuns.values(page, data.getEncoding(), values, what);
    } else if (header.isSetData_page_header_v2()) {
      DataPageHeaderV2 data = header.getData_page_header_v2();
      long values = checkedValues(data.getNum_values(), chunk, what);
      int levels =
          data.getRepetition_levels_byte_length() + data.getDefinition_levels_byte_length();
      if (data.getRepetition_levels_byte_length() < 0
          || data.getDefinition_levels_byte_length() < 0
          || data.getNum_nulls() < 0
          || data.getNum_rows() < 0
          || levels > header.getCompressed_page_size()
          || levels > header.getUncompressed_page_size()) {
        throw new IOException(what + " claims impossible level lengths or counts");
      }
      ByteBuffer stored = ByteBuffer.wrap(file, body, levels).order(ByteOrder.LITTLE_ENDIAN);
      EncodedRuns.levels(
          stored.slice(0, data.getRepetition_levels_byte_length()),
          leaf.maxRepetition(),
          values,
          what);
      EncodedRuns.levels(
          stored.slice(
              data.getRepetition_levels_byte_length(), data.getDefinition_levels_byte_length()),
          leaf.maxDefinition(),
          values,
          what);
      CompressionCodec codec =
          data.isIs_compressed() ? chunk.getCodec() : CompressionCodec.UNCOMPRESSED;
      EncodedRuns.values(
          inflate(codec, body, header, levels, what), data.getEncoding(), values, what);
    }
  }

  private void dictionary(
      PageHeader header, ColumnMetaData chunk, ParquetFooterCheck.Leaf leaf, int body)
      throws IOException {
    DictionaryPageHeader dictionary = header.getDictionary_page_header();
    String what = "dictionary of column " + leaf.path();
    int entries = dictionary.getNum_values();
    int entryBytes = EncodedRuns.plainBytes(chunk.getType(), leaf.element());
    if (entries < 0 || (long) entries * entryBytes > header.getUncompressed_page_size()) {
      throw new IOException(
          what
              + " claims "
              + entries
              + " entries, more than its "
              + header.getUncompressed_page_size()
              + " bytes hold");
    }
    EncodedRuns.plainBinary(
        inflate(chunk.getCodec(), body, header, 0, what), chunk.getType(), entries, what);
  }

  private static long checkedValues(int values, ColumnMetaData chunk, String what)
      throws IOException {
    if (values < 0 || values > chunk.getNum_values() || values > EncodedRuns.MAX_PAGE_VALUES) {
      throw new IOException(
          what
              + " claims "
              + values
              + " values, more than its chunk's "
              + chunk.getNum_values()
              + " or the "
              + EncodedRuns.MAX_PAGE_VALUES
              + " a page holds");
    }
    return values;
  }

  /**
   * The page's bytes after {@code skipped} stored bytes (V2 levels), inflated to the size its
   * header states, which {@link #chunk} has bounded.
   */
  private ByteBuffer inflate(
      CompressionCodec codec, int body, PageHeader header, int skipped, String what)
      throws IOException {
    int stored = header.getCompressed_page_size() - skipped;
    int size = header.getUncompressed_page_size() - skipped;
    BytesInput bytes = BytesInput.from(file, body + skipped, stored);
    if (codec == CompressionCodec.SNAPPY) {
      // parquet-mr's Snappy allocates the length Snappy's own prefix states, not the header's.
      long claimed = EncodedRuns.snappyLength(ByteBuffer.wrap(file, body + skipped, stored));
      if (claimed != size) {
        throw new IOException(
            what
                + " inflates to "
                + claimed
                + " bytes by its Snappy block, "
                + size
                + " by its header");
      }
    }
    if (codec != CompressionCodec.UNCOMPRESSED) {
      BytesInputDecompressor decompressor =
          codecs.getDecompressor(CompressionCodecName.fromParquet(codec));
      try {
        bytes = decompressor.decompress(bytes, size);
      } catch (IOException | RuntimeException e) {
        throw new IOException(what + " does not decompress", e);
      }
    }
    return ByteBuffer.wrap(bytes.toByteArray()).order(ByteOrder.LITTLE_ENDIAN);
  }
}
