package io.tablescope.format.location;

import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.FileEntry;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Finds the tables in a warehouse folder: subfolders that are tables (each format says how its
 * tables are told), directly or one namespace level down ({@code <warehouse>/<namespace>/<table>}),
 * as Hadoop catalogs and copied object-store prefixes lay them out. An entry that cannot be read (a
 * link loop) or a namespace folder that cannot be listed is passed over: the tables that can be
 * found are.
 */
public final class WarehouseFolders {
  private WarehouseFolders() {}

  /**
   * The table folders inside a warehouse folder, sorted by location; empty when the folder is a
   * table itself or holds none.
   *
   * @param isTable whether a folder is a table, of any format
   */
  public static List<String> tablesIn(FileAccess files, String warehouse, Predicate<String> isTable)
      throws IOException {
    List<String> tables = new ArrayList<>();
    if (!files.isDirectory(warehouse) || isTable.test(warehouse)) {
      return tables;
    }
    // The listing says which entries are folders; a folder is then asked whether it is a table
    // rather than listed, since a table's root may hold all its data files.
    for (String child : folders(files, warehouse)) {
      if (isTable.test(child)) {
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
        if (isTable.test(grandchild)) {
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
