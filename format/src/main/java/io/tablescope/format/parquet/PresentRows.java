package io.tablescope.format.parquet;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import org.apache.parquet.column.ColumnReader;
import org.apache.parquet.filter.RecordFilter;
import org.apache.parquet.filter.UnboundRecordFilter;
import org.apache.parquet.format.ColumnChunk;
import org.apache.parquet.format.ColumnMetaData;
import org.apache.parquet.format.FileMetaData;
import org.apache.parquet.format.RowGroup;

/**
 * Keeps the rows where at least one top-level column is not null; parquet-mr skips the others value
 * by value without assembling them, which for a column set null in almost every row (a Delta
 * checkpoint's protocol and metadata beside its files) is most of the reading saved. Each column's
 * first leaf decides: an optional column's leaves are all at least at definition level 1 where it
 * is present. It also counts the rows met, since parquet-mr asks it once about every row.
 */
final class PresentRows implements UnboundRecordFilter {
  private long rowsMet;

  @Override
  public RecordFilter bind(Iterable<ColumnReader> readers) {
    List<ColumnReader> firstLeaves = new ArrayList<>();
    Set<String> columns = new HashSet<>();
    for (ColumnReader reader : readers) {
      if (columns.add(reader.getDescriptor().getPath()[0])) {
        firstLeaves.add(reader);
      }
    }
    return () -> {
      rowsMet++;
      for (ColumnReader leaf : firstLeaves) {
        // A leaf that cannot be null is present in every row.
        int present = Math.min(1, leaf.getDescriptor().getMaxDefinitionLevel());
        if (leaf.getCurrentDefinitionLevel() >= present) {
          return true;
        }
      }
      return false;
    };
  }

  /**
   * The top-level columns not null in every row as the footer's statistics count them: one whose
   * every value is null holds no row to keep, so its pages need not be read at all.
   */
  static Predicate<String> notNullThroughout(FileMetaData footer) {
    Set<String> seen = new HashSet<>();
    Set<String> holdingValues = new HashSet<>();
    for (RowGroup group : footer.getRow_groups()) {
      for (ColumnChunk chunk : group.getColumns()) {
        ColumnMetaData column = chunk.getMeta_data();
        String topLevel = column.getPath_in_schema().get(0);
        seen.add(topLevel);
        boolean allNull =
            column.isSetStatistics()
                && column.getStatistics().isSetNull_count()
                && column.getStatistics().getNull_count() == column.getNum_values();
        if (!allNull) {
          holdingValues.add(topLevel);
        }
      }
    }
    return name -> !seen.contains(name) || holdingValues.contains(name);
  }

  /** Whether any top-level column with values in the file is chosen. */
  static boolean anyColumn(FileMetaData footer, Predicate<String> columns) {
    return footer.getRow_groups().stream()
        .flatMap(group -> group.getColumns().stream())
        .anyMatch(chunk -> columns.test(chunk.getMeta_data().getPath_in_schema().get(0)));
  }

  /** The number of the row last kept, counting from 1 across row groups. */
  long rowNumber() {
    return rowsMet;
  }
}
