package io.tablescope.app.gui.session;

import io.tablescope.app.gui.task.Progress;
import io.tablescope.format.io.FileAccess;
import io.tablescope.inspector.TableFormats;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.Executor;

/**
 * Finds and reads the table a user asked for, off the UI thread: a warehouse's first table when a
 * warehouse was named, then the table through its format's entry, with what the browser says of it.
 * On remote storage even looking for a warehouse's tables is a request that may be slow.
 */
final class TableReading {
  private final TableFormats formats;
  private final Executor readers;

  /**
   * @param readers reads manifests in parallel once a table is open
   */
  TableReading(TableFormats formats, Executor readers) {
    this.formats = formats;
    this.readers = readers;
  }

  /**
   * A table read, where it is, and the tables of the warehouse it was found in (null when a table
   * was opened by itself).
   */
  record Loaded(OpenedTable table, AskedTable asked, List<String> warehouseTables) {}

  /**
   * @param chosenMetadata one of the format's version files to read instead of the newest, or null
   * @param mayBeWarehouse whether the location may be a warehouse whose first table is meant
   */
  Loaded read(Progress work, AskedTable asked, String chosenMetadata, boolean mayBeWarehouse)
      throws IOException {
    List<String> warehouse = null;
    AskedTable table = asked;
    if (mayBeWarehouse) {
      work.update(-1, "Looking for tables in " + asked.location());
      warehouse = formats.tablesIn(asked.files(), asked.location());
      table = warehouse.isEmpty() ? asked : asked.at(warehouse.get(0));
    }
    work.update(-1, "Reading " + table.shownAs());
    FileAccess files = table.files();
    OpenedTable opened =
        OpenedTable.of(
            formats
                .at(files, table.location())
                .browse(files, table.location(), table.howFound(), chosenMetadata, readers));
    return new Loaded(opened, table, warehouse);
  }
}
