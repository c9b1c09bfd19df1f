package io.tablescope.format.location;

import io.tablescope.format.delta.log.DeltaLog;
import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.FileEntry;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Finds the tables in a warehouse folder: subfolders that hold an Iceberg {@code metadata/} folder
 * or a Delta {@code _delta_log/} folder, directly or one namespace level down ({@code
 * <warehouse>/<namespace>/<table>}), as Hadoop catalogs and copied object-store prefixes lay them
 * out. An entry that cannot be read (a link loop) or a namespace folder that cannot be listed is
 * passed over: the tables that can be found are.
 */
public final class WarehouseFolders {
  private static final String METADATA_FOLDER = "metadata";

  private WarehouseFolders() {}

  /**
   * Whether a folder is itself a table: it holds a {@code metadata/} folder (Iceberg) or a {@code
   * _delta_log/} folder (Delta).
   */
  public static boolean isTable(FileAccess files, String folder) {
    return files.isDirectory(FileAccess.child(folder, METADATA_FOLDER))
        || DeltaLog.isDeltaTable(files, folder);
  }

  /**
   * The table folders inside a warehouse folder, sorted by location; empty when the folder is a
   * table itself or holds none.
   */
  public static List<String> tablesIn(FileAccess files, String warehouse) throws IOException {
    List<String> tables = new ArrayList<>();
    if (!files.isDirectory(warehouse) || isTable(files, warehouse)) {
      return tables;
    }
    // The listing says which entries are folders; a folder is then asked for its metadata/ or
    // _delta_log/ rather than listed, since a Delta table's root may hold all its data files.
    for (String child : folders(files, warehouse)) {
      if (isTable(files, child)) {
        tables.add(child);
        continue;
      }
      List<String> inside;
      try {
        inside = folders(files, child);
      } catch (IOException | UncheckedIOException e) {
        continue;
      }
      for (String grandchild : inside) {
        if (isTable(files, grandchild)) {
          tables.add(grandchild);
        }
      }
    }
    tables.sort(null);
    return tables;
  }

  private static List<String> folders(FileAccess files, String folder) throws IOException {
    return FolderListing.of(files, folder).entries().stream()
        .filter(FileEntry::directory)
        .map(FileEntry::location)
        .toList();
  }
}
