package io.tablescope.format.parquet;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.apache.parquet.format.ColumnChunk;
import org.apache.parquet.format.ColumnMetaData;
import org.apache.parquet.format.FieldRepetitionType;
import org.apache.parquet.format.FileMetaData;
import org.apache.parquet.format.RowGroup;
import org.apache.parquet.format.SchemaElement;
import org.apache.parquet.format.Util;

/**
 * Decodes a Parquet footer and checks every count and size in it against the file before anything
 * is allocated by them: Thrift may take no string or list longer than the footer's bytes, the
 * schema must be a tree of bounded depth, and every column chunk must lie inside the file. Damage
 * is an {@link IOException} saying what in words; the caller names the file.
 */
final class ParquetFooterCheck {
  /** Deeper than any schema a writer makes, shallow enough for any reader's recursion. */
  static final int MAX_SCHEMA_DEPTH = 100;

  /** The first data byte: after the leading magic {@code PAR1}. */
  private static final int FIRST_DATA_BYTE = 4;

  private ParquetFooterCheck() {}

  /** A leaf column: its dotted path, levels and schema element, in column chunk order. */
  record Leaf(String path, int maxRepetition, int maxDefinition, SchemaElement element) {}

  /** A footer that passed: its metadata and its leaf columns. */
  record Checked(FileMetaData metadata, List<Leaf> leaves) {}

  /**
   * Decodes the footer's bytes and checks them; {@code dataEnd} is where the footer starts, the end
   * of the bytes column chunks may use.
   */
  static Checked read(byte[] footer, long dataEnd) throws IOException {
    FileMetaData metadata;
    try {
      // Thrift refuses any length past the footer's own bytes, so a claimed size never allocates.
      metadata =
          Util.readFileMetaData(new ByteArrayInputStream(footer), Math.max(1, footer.length));
    } catch (IOException | RuntimeException e) {
      throw new IOException("footer does not decode as Parquet metadata", e);
    }
    List<Leaf> leaves = leaves(metadata.getSchema());
    if (metadata.getNum_rows() < 0) {
      throw new IOException("footer claims " + metadata.getNum_rows() + " rows");
    }
    if (metadata.getRow_groups() == null) {
      throw new IOException("footer holds no row group list");
    }
    for (RowGroup group : metadata.getRow_groups()) {
      checkRowGroup(group, leaves, dataEnd);
    }
    return new Checked(metadata, leaves);
  }

  private static void checkRowGroup(RowGroup group, List<Leaf> leaves, long dataEnd)
      throws IOException {
    if (group.getNum_rows() < 0) {
      throw new IOException("a row group claims " + group.getNum_rows() + " rows");
    }
    List<ColumnChunk> columns = group.getColumns();
    if (columns == null || columns.size() != leaves.size()) {
      throw new IOException(
          "a row group holds "
              + (columns == null ? 0 : columns.size())
              + " column chunks for a schema of "
              + leaves.size()
              + " columns");
    }
    for (int column = 0; column < columns.size(); column++) {
      ColumnMetaData chunk = columns.get(column).getMeta_data();
      String path = leaves.get(column).path();
      if (chunk == null || chunk.getType() == null || chunk.getCodec() == null) {
        throw new IOException("column chunk of " + path + " has no metadata");
      }
      if (chunk.getNum_values() < 0 || chunk.getNum_values() < group.getNum_rows()) {
        // Every row has at least one value (maybe null) in every leaf column.
        throw new IOException(
            "column chunk of "
                + path
                + " claims "
                + chunk.getNum_values()
                + " values for "
                + group.getNum_rows()
                + " rows");
      }
      long start = start(chunk);
      long size = chunk.getTotal_compressed_size();
      if (start < FIRST_DATA_BYTE || size < 0 || size > dataEnd - start) {
        throw new IOException(
            "column chunk of "
                + path
                + " claims "
                + size
                + " bytes at offset "
                + start
                + ", outside the file's "
                + dataEnd
                + " data bytes");
      }
    }
  }

  /** Where a chunk's first page is, as parquet-mr finds it: the dictionary page if first. */
  static long start(ColumnMetaData chunk) {
    long data = chunk.getData_page_offset();
    if (chunk.isSetDictionary_page_offset()) {
      long dictionary = chunk.getDictionary_page_offset();
      if (dictionary > 0 && dictionary < data) {
        return dictionary;
      }
    }
    return data;
  }

  /** The leaf columns, walking the flattened schema depth-first without recursion. */
  private static List<Leaf> leaves(List<SchemaElement> elements) throws IOException {
    if (elements == null || elements.isEmpty()) {
      throw new IOException("footer holds no schema");
    }
    List<Leaf> leaves = new ArrayList<>();
    Deque<Group> open = new ArrayDeque<>();
    open.push(new Group("", children(elements.get(0)), 0, 0));
    int next = 1;
    while (!open.isEmpty()) {
      Group group = open.peek();
      if (group.remaining == 0) {
        open.pop();
        continue;
      }
      group.remaining--;
      if (next >= elements.size()) {
        throw new IOException(
            "schema claims more columns than its " + elements.size() + " elements");
      }
      SchemaElement element = elements.get(next++);
      FieldRepetitionType repetition = element.getRepetition_type();
      int maxRepetition =
          group.maxRepetition + (repetition == FieldRepetitionType.REPEATED ? 1 : 0);
      int maxDefinition =
          group.maxDefinition
              + (repetition == null || repetition == FieldRepetitionType.REQUIRED ? 0 : 1);
      String path = group.prefix + element.getName();
      int children = children(element);
      if (children > 0) {
        if (open.size() >= MAX_SCHEMA_DEPTH) {
          throw new IOException("schema is nested deeper than " + MAX_SCHEMA_DEPTH + " levels");
        }
        open.push(new Group(path + ".", children, maxRepetition, maxDefinition));
      } else {
        leaves.add(new Leaf(path, maxRepetition, maxDefinition, element));
      }
    }
    if (next != elements.size()) {
      throw new IOException(
          "schema holds " + (elements.size() - next) + " elements outside its tree");
    }
    return leaves;
  }

  private static int children(SchemaElement element) throws IOException {
    if (element.getName() == null) {
      throw new IOException("schema holds an element without a name");
    }
    int children = element.isSetNum_children() ? element.getNum_children() : 0;
    if (children < 0) {
      throw new IOException(
          "schema element " + element.getName() + " claims " + children + " children");
    }
    return children;
  }

  /** A group being walked: how many of its children are still to come. */
  private static final class Group {
    private final String prefix;
    private final int maxRepetition;
    private final int maxDefinition;
    private int remaining;

    Group(String prefix, int remaining, int maxRepetition, int maxDefinition) {
      this.prefix = prefix;
      this.remaining = remaining;
      this.maxRepetition = maxRepetition;
      this.maxDefinition = maxDefinition;
    }
  }
}
