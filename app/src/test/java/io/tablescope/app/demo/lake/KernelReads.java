package io.tablescope.app.demo.lake;

import io.delta.kernel.Snapshot;
import io.delta.kernel.Table;
import io.delta.kernel.data.FilteredColumnarBatch;
import io.delta.kernel.data.Row;
import io.delta.kernel.defaults.engine.DefaultEngine;
import io.delta.kernel.engine.Engine;
import io.delta.kernel.internal.InternalScanFileUtils;
import io.delta.kernel.internal.actions.DeletionVectorDescriptor;
import io.delta.kernel.utils.CloseableIterator;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import org.apache.hadoop.conf.Configuration;

/** Delta Kernel, the oracle: what a read of a version opens. */
final class KernelReads {
  static final Engine ENGINE = DefaultEngine.create(new Configuration());

  private KernelReads() {}

  static Snapshot snapshot(Path table, long version) {
    return Table.forPath(ENGINE, table.toUri().toString()).getSnapshotAsOfVersion(ENGINE, version);
  }

  /**
   * The scan files of the snapshot: path relative to the table, and its deletion vector or null.
   */
  static Map<String, DeletionVectorDescriptor> scanFiles(Path table, Snapshot snapshot) {
    String root = table.toUri().toString();
    Map<String, DeletionVectorDescriptor> files = new TreeMap<>();
    try (CloseableIterator<FilteredColumnarBatch> batches =
        snapshot.getScanBuilder().build().getScanFiles(ENGINE)) {
      while (batches.hasNext()) {
        try (CloseableIterator<Row> rows = batches.next().getRows()) {
          while (rows.hasNext()) {
            Row row = rows.next();
            String path = InternalScanFileUtils.getAddFileStatus(row).getPath();
            files.put(
                relative(root, path),
                InternalScanFileUtils.getDeletionVectorDescriptorFromRow(row));
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return files;
  }

  private static String relative(String root, String path) {
    String prefix = root.endsWith("/") ? root : root + "/";
    String normalized = path.replaceFirst("^file:/+", "file:///");
    String normalizedRoot = prefix.replaceFirst("^file:/+", "file:///");
    if (!normalized.startsWith(normalizedRoot)) {
      throw new IllegalStateException(path + " is not under " + root);
    }
    return normalized.substring(normalizedRoot.length());
  }
}
