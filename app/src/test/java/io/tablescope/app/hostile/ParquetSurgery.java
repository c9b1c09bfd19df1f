package io.tablescope.app.hostile;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.function.Consumer;
import org.apache.parquet.format.ColumnChunk;
import org.apache.parquet.format.ColumnMetaData;
import org.apache.parquet.format.FileMetaData;
import org.apache.parquet.format.PageHeader;
import org.apache.parquet.format.RowGroup;
import org.apache.parquet.format.Util;

/**
 * Rewrites a Parquet file with the headers of one column's pages changed, every offset in the
 * footer moved to match: a crafted file a writer would never make, but that parses as far as the
 * damage.
 */
final class ParquetSurgery {
  private ParquetSurgery() {}

  /** The file with {@code change} applied to each page header of the column at {@code path}. */
  static byte[] changePages(byte[] file, String path, Consumer<PageHeader> change)
      throws IOException {
    int footerLength =
        ByteBuffer.wrap(file, file.length - 8, 4).order(ByteOrder.LITTLE_ENDIAN).getInt();
    FileMetaData footer =
        Util.readFileMetaData(
            new ByteArrayInputStream(file, file.length - 8 - footerLength, footerLength));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.write(file, 0, 4);
    for (RowGroup group : footer.getRow_groups()) {
      group.setFile_offset(out.size());
      for (ColumnChunk chunk : group.getColumns()) {
        ColumnMetaData column = chunk.getMeta_data();
        boolean target = String.join(".", column.getPath_in_schema()).equals(path);
        rewriteChunk(file, column, target ? change : header -> {}, out);
        chunk.unsetColumn_index_offset();
        chunk.unsetColumn_index_length();
        chunk.unsetOffset_index_offset();
        chunk.unsetOffset_index_length();
        chunk.setFile_offset(column.getData_page_offset());
      }
    }
    ByteArrayOutputStream footerBytes = new ByteArrayOutputStream();
    Util.writeFileMetaData(footer, footerBytes);
    footerBytes.writeTo(out);
    out.write(
        ByteBuffer.allocate(4).order(ByteOrder.LITTLE_ENDIAN).putInt(footerBytes.size()).array());
    out.write(file, file.length - 4, 4);
    return out.toByteArray();
  }

  private static void rewriteChunk(
      byte[] file, ColumnMetaData column, Consumer<PageHeader> change, ByteArrayOutputStream out)
      throws IOException {
    long start =
        column.isSetDictionary_page_offset()
                && column.getDictionary_page_offset() > 0
                && column.getDictionary_page_offset() < column.getData_page_offset()
            ? column.getDictionary_page_offset()
            : column.getData_page_offset();
    long end = start + column.getTotal_compressed_size();
    int newStart = out.size();
    boolean firstData = true;
    for (int position = (int) start; position < end; ) {
      ByteArrayInputStream in = new ByteArrayInputStream(file, position, (int) (end - position));
      PageHeader header = Util.readPageHeader(in);
      int body = (int) (end - in.available());
      byte[] bytes = Arrays.copyOfRange(file, body, body + header.getCompressed_page_size());
      if (header.isSetDictionary_page_header()) {
        column.setDictionary_page_offset(out.size());
      } else if (firstData) {
        column.setData_page_offset(out.size());
        firstData = false;
      }
      change.accept(header);
      Util.writePageHeader(header, out);
      out.write(bytes);
      position = body + bytes.length;
    }
    column.setTotal_compressed_size(out.size() - newStart);
  }
}
