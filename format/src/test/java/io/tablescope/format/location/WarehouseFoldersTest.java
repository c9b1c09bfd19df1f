package io.tablescope.format.location;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.Storage;
import io.tablescope.format.testing.CountingFileAccess;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WarehouseFoldersTest {
  @TempDir Path warehouse;

  @Test
  void findsTablesDirectlyInsideAndOneNamespaceDown() throws IOException {
    Files.createDirectories(warehouse.resolve("orders/metadata"));
    Files.createDirectories(warehouse.resolve("sales/customers/metadata"));
    Files.createDirectories(warehouse.resolve("sales/notes"));

    assertThat(
            WarehouseFolders.tablesIn(
                Storage.local().accessFor(warehouse.toString()), warehouse.toString()))
        .containsExactly(
            warehouse.resolve("orders").toString(),
            warehouse.resolve("sales/customers").toString());
  }

  @Test
  void theListingSaysWhichEntriesAreFoldersWithoutAskingEach() throws IOException {
    Files.createDirectories(warehouse.resolve("orders/metadata"));
    Files.createDirectories(warehouse.resolve("events/_delta_log"));
    Files.createDirectories(warehouse.resolve("sales/customers/metadata"));
    Files.writeString(warehouse.resolve("README.txt"), "not a table");
    CountingFileAccess files = new CountingFileAccess(Storage.local());

    assertThat(WarehouseFolders.tablesIn(files, warehouse.toString()))
        .containsExactly(
            warehouse.resolve("events").toString(),
            warehouse.resolve("orders").toString(),
            warehouse.resolve("sales/customers").toString());
    // Only the probes for metadata/ and _delta_log/: the entries themselves came with the listing.
    assertThat(files.statusAsked())
        .allMatch(
            location ->
                location.equals(warehouse.toString())
                    || location.endsWith("/metadata")
                    || location.endsWith("/_delta_log"));
  }

  @Test
  void aTableFolderIsNotAWarehouse() throws IOException {
    Files.createDirectories(warehouse.resolve("metadata"));

    assertThat(
            WarehouseFolders.tablesIn(
                Storage.local().accessFor(warehouse.toString()), warehouse.toString()))
        .isEmpty();
    assertThat(
            WarehouseFolders.isTable(
                Storage.local().accessFor(warehouse.toString()), warehouse.toString()))
        .isTrue();
  }

  @Test
  void findsDeltaTablesByTheirLogFolderBesideIcebergTables() throws IOException {
    Files.createDirectories(warehouse.resolve("orders/metadata"));
    Files.createDirectories(warehouse.resolve("events/_delta_log"));
    Files.createDirectories(warehouse.resolve("sales/payments/_delta_log"));
    Files.createDirectories(warehouse.resolve("sales/payments/region=EU"));
    Files.createDirectories(warehouse.resolve("sales/notes/region=EU"));

    assertThat(
            WarehouseFolders.tablesIn(
                Storage.local().accessFor(warehouse.toString()), warehouse.toString()))
        .containsExactly(
            warehouse.resolve("events").toString(),
            warehouse.resolve("orders").toString(),
            warehouse.resolve("sales/payments").toString());
  }

  @Test
  void aDeltaTableFolderIsNotAWarehouse() throws IOException {
    Files.createDirectories(warehouse.resolve("_delta_log"));
    Files.createDirectories(warehouse.resolve("region=EU/metadata"));

    FileAccess files = Storage.local().accessFor(warehouse.toString());
    assertThat(WarehouseFolders.tablesIn(files, warehouse.toString())).isEmpty();
    assertThat(WarehouseFolders.isTable(files, warehouse.toString())).isTrue();
  }

  @Test
  void aLinkLoopAmongTheFoldersHidesNoTable() throws IOException {
    Files.createDirectories(warehouse.resolve("orders/metadata"));
    Files.createDirectories(warehouse.resolve("sales/customers/metadata"));
    Path loop = warehouse.resolve("sales/loop");
    Files.createSymbolicLink(loop, loop.getFileName());
    Files.createSymbolicLink(warehouse.resolve("zloop"), Path.of("zloop"));

    assertThat(
            WarehouseFolders.tablesIn(
                Storage.local().accessFor(warehouse.toString()), warehouse.toString()))
        .containsExactly(
            warehouse.resolve("orders").toString(),
            warehouse.resolve("sales/customers").toString());
  }
}
