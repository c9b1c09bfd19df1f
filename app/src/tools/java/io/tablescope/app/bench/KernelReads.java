package io.tablescope.app.bench;

import io.delta.kernel.Snapshot;
import io.delta.kernel.Table;
import io.delta.kernel.data.FilteredColumnarBatch;
import io.delta.kernel.data.Row;
import io.delta.kernel.defaults.engine.DefaultEngine;
import io.delta.kernel.engine.Engine;
import io.delta.kernel.internal.InternalScanFileUtils;
import io.delta.kernel.internal.ScanImpl;
import io.delta.kernel.utils.CloseableIterator;
import io.delta.kernel.utils.FileStatus;
import java.io.BufferedWriter;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;

/**
 * Delta Kernel 4.0.0 doing what Tablescope's {@code summary} and {@code files --json} do, in a JVM
 * of its own for the scale benchmark: {@code summary DIR} opens the latest snapshot and totals its
 * scan files; {@code files DIR} prints each scan file's path, size, partition values and stats as a
 * JSON line. Both end with a line of counts.
 */
public final class KernelReads {
  private KernelReads() {}

  public static void main(String[] args) throws Exception {
    Engine engine = DefaultEngine.create(new Configuration());
    Snapshot snapshot = Table.forPath(engine, args[1]).getLatestSnapshot(engine);
    boolean print = args[0].equals("files");
    PrintWriter out =
        new PrintWriter(
            new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8)));
    // The stats are asked for only when they are printed, as Tablescope's files prints them.
    ScanImpl scan = (ScanImpl) snapshot.getScanBuilder().build();
    long files = 0;
    long bytes = 0;
    try (CloseableIterator<FilteredColumnarBatch> batches = scan.getScanFiles(engine, print)) {
      while (batches.hasNext()) {
        try (CloseableIterator<Row> rows = batches.next().getRows()) {
          while (rows.hasNext()) {
            Row row = rows.next();
            FileStatus status = InternalScanFileUtils.getAddFileStatus(row);
            files++;
            bytes += status.getSize();
            if (print) {
              Map<String, String> partition = InternalScanFileUtils.getPartitionValues(row);
              out.println(
                  "{\"path\":\""
                      + status.getPath()
                      + "\",\"size\":"
                      + status.getSize()
                      + ",\"partition\":\""
                      + partition
                      + "\",\"stats\":"
                      + stats(row)
                      + "}");
            }
          }
        }
      }
    }
    out.println(
        "version="
            + snapshot.getVersion()
            + " schemaColumns="
            + snapshot.getSchema().length()
            + " files="
            + files
            + " bytes="
            + bytes);
    out.flush();
  }

  private static String stats(Row scanFile) {
    Row add = scanFile.getStruct(InternalScanFileUtils.ADD_FILE_ORDINAL);
    int field = InternalScanFileUtils.ADD_FILE_STATS_ORDINAL;
    return add.isNullAt(field) ? "null" : add.getString(field);
  }
}
