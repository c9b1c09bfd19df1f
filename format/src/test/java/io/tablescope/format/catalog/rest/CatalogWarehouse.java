package io.tablescope.format.catalog.rest;

import io.tablescope.format.testing.FixtureTables;
import io.tablescope.format.testing.TableFiles;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.iceberg.AppendFiles;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Table;
import org.apache.iceberg.catalog.Namespace;
import org.apache.iceberg.catalog.TableIdentifier;
import org.apache.iceberg.data.Record;
import org.apache.iceberg.hadoop.HadoopCatalog;

/**
 * A catalog's warehouse written by iceberg-core's {@link HadoopCatalog} in a folder: namespaces
 * {@code hr}, {@code sales}, {@code sales.eu}, {@code sales.us}; tables {@code sales.eu.orders}
 * (partitioned by region; two appends and a delete: three snapshots), {@code sales.eu.customers},
 * {@code sales.eu.returns}, {@code sales.us.orders} and {@code hr.people} (one append each).
 */
public final class CatalogWarehouse {
  /** The table with several snapshots. */
  public static final TableIdentifier ORDERS =
      TableIdentifier.of(Namespace.of("sales", "eu"), "orders");

  private final HadoopCatalog catalog;

  private CatalogWarehouse(HadoopCatalog catalog) {
    this.catalog = catalog;
  }

  /** Writes the warehouse into a folder. */
  public static CatalogWarehouse write(Path folder) {
    HadoopCatalog catalog = new HadoopCatalog();
    catalog.setConf(new Configuration());
    catalog.initialize("warehouse", Map.of("warehouse", folder.toAbsolutePath().toString()));
    CatalogWarehouse warehouse = new CatalogWarehouse(catalog);
    catalog.createNamespace(Namespace.of("hr"));
    catalog.createNamespace(Namespace.of("sales"));
    catalog.createNamespace(Namespace.of("sales", "eu"));
    catalog.createNamespace(Namespace.of("sales", "us"));

    Table orders =
        catalog.createTable(
            ORDERS,
            FixtureTables.EVENTS,
            PartitionSpec.builderFor(FixtureTables.EVENTS).identity("region").build());
    List<DataFile> first = append(orders, FixtureTables.events(1, 6));
    append(orders, FixtureTables.events(7, 6));
    orders.newDelete().deleteFile(first.get(0)).commit();

    for (TableIdentifier small :
        List.of(
            TableIdentifier.of(Namespace.of("sales", "eu"), "customers"),
            TableIdentifier.of(Namespace.of("sales", "eu"), "returns"),
            TableIdentifier.of(Namespace.of("sales", "us"), "orders"),
            TableIdentifier.of(Namespace.of("hr"), "people"))) {
      Table table = catalog.createTable(small, FixtureTables.EVENTS, PartitionSpec.unpartitioned());
      append(table, FixtureTables.events(1, 3));
    }
    return warehouse;
  }

  /** The catalog the warehouse was written with, to serve. */
  public HadoopCatalog catalog() {
    return catalog;
  }

  /** The folder of a table. */
  public String tableFolder(TableIdentifier table) {
    return catalog.loadTable(table).location();
  }

  private static List<DataFile> append(Table table, List<Record> rows) {
    List<DataFile> files = TableFiles.writeDataByPartition(table, rows);
    AppendFiles append = table.newAppend();
    files.forEach(append::appendFile);
    append.commit();
    return files;
  }
}
