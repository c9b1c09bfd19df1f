package io.tablescope.inspector;

import io.tablescope.format.io.FileAccess;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.table.Table;
import java.io.IOException;
import java.util.concurrent.Executor;

/** Opens a table in whichever format its folder is written in. */
public final class Tables {
  private Tables() {}

  /**
   * Opens the table at a path: a table folder, or for Iceberg its metadata folder or a metadata
   * file; read through the storage (local, Hadoop or object storage).
   *
   * @param metadataFile for Iceberg, a metadata file to read instead of the newest; null for the
   *     file the format's readers would read
   * @param executor runs the parallel reads
   * @throws IOException naming the path when nothing of a table can be read there
   */
  public static Table open(FileAccess storage, String path, String metadataFile, Executor executor)
      throws IOException {
    if (DeltaTable.isDeltaTable(storage, path)) {
      if (metadataFile != null) {
        throw new IOException(
            path + ": a Delta table; --metadata picks an Iceberg metadata file, use --version");
      }
      return DeltaTable.open(storage, path, executor);
    }
    return IcebergTable.open(storage, path, metadataFile, executor);
  }
}
