package io.tablescope.format.testing.delta;

import io.delta.kernel.Operation;
import io.delta.kernel.Scan;
import io.delta.kernel.Table;
import io.delta.kernel.data.FilteredColumnarBatch;
import io.delta.kernel.data.Row;
import io.delta.kernel.defaults.engine.DefaultEngine;
import io.delta.kernel.engine.Engine;
import io.delta.kernel.expressions.Column;
import io.delta.kernel.expressions.Literal;
import io.delta.kernel.expressions.Predicate;
import io.delta.kernel.internal.InternalScanFileUtils;
import io.delta.kernel.internal.SnapshotImpl;
import io.delta.kernel.types.LongType;
import io.delta.kernel.types.StringType;
import io.delta.kernel.types.StructField;
import io.delta.kernel.types.StructType;
import io.delta.kernel.utils.CloseableIterable;
import io.delta.kernel.utils.CloseableIterator;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.apache.hadoop.conf.Configuration;

/**
 * A table partitioned by {@code region} with column mapping: Delta Kernel 4.0.0 creates it and
 * gives every column its physical name ({@code col-…}); Kernel 4.0.0 does not write data into such
 * a table, so each append is written by hand as a writer writes it, its partition value keyed by
 * the physical name Kernel gave the column, and Kernel reads it back. Data files are not written.
 */
public final class ColumnMappedTable {
  private final Engine engine = DefaultEngine.create(new Configuration());
  private final Path root;
  private long version;

  private ColumnMappedTable(Path root) {
    this.root = root;
  }

  /**
   * Creates the table ({@code id long, region string}, partitioned by {@code region}, version 0)
   * with the column mapping mode, {@code name} or {@code id}.
   */
  public static ColumnMappedTable create(Path root, String mode) {
    ColumnMappedTable table = new ColumnMappedTable(root);
    StructType schema = new StructType().add("id", LongType.LONG).add("region", StringType.STRING);
    Table.forPath(table.engine, root.toString())
        .createTransactionBuilder(table.engine, "tablescope-test", Operation.CREATE_TABLE)
        .withSchema(table.engine, schema)
        .withPartitionColumns(table.engine, List.of("region"))
        .withTableProperties(table.engine, Map.of("delta.columnMapping.mode", mode))
        .build(table.engine)
        .commit(table.engine, CloseableIterable.emptyIterable());
    return table;
  }

  /** Appends one file in the region; returns the file's path in the log. */
  public String append(String region) {
    version++;
    String path = "part-" + version + "-" + region + ".parquet";
    new HandWrittenLog(root)
        .commit(
            version,
            System.currentTimeMillis(),
            List.of(
                HandWrittenLog.commitInfo("WRITE", null),
                HandWrittenLog.add(path, Map.of(physicalName("region"), region), 100, null)));
    return path;
  }

  /** The physical name Kernel gave a column. */
  public String physicalName(String column) {
    StructField field = snapshot().getSchema().get(column);
    return field.getMetadata().getString("delta.columnMapping.physicalName");
  }

  /** The paths of the live files Kernel reads for {@code region = value}, pruning by partition. */
  public Set<String> filesIn(String region) {
    Scan scan =
        snapshot()
            .getScanBuilder()
            .withFilter(new Predicate("=", new Column("region"), Literal.ofString(region)))
            .build();
    Set<String> paths = new TreeSet<>();
    try (CloseableIterator<FilteredColumnarBatch> batches = scan.getScanFiles(engine)) {
      while (batches.hasNext()) {
        try (CloseableIterator<Row> rows = batches.next().getRows()) {
          while (rows.hasNext()) {
            String path = InternalScanFileUtils.getAddFileStatus(rows.next()).getPath();
            paths.add(path.substring(path.lastIndexOf('/') + 1));
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return paths;
  }

  private SnapshotImpl snapshot() {
    return (SnapshotImpl) Table.forPath(engine, root.toString()).getLatestSnapshot(engine);
  }
}
