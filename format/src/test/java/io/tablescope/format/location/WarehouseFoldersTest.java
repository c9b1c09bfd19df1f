package io.tablescope.format.location;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.io.FileAccess;
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
                FileAccess.forLocation(warehouse.toString()), warehouse.toString()))
        .containsExactly(
            warehouse.resolve("orders").toString(),
            warehouse.resolve("sales/customers").toString());
  }

  @Test
  void aTableFolderIsNotAWarehouse() throws IOException {
    Files.createDirectories(warehouse.resolve("metadata"));

    assertThat(
            WarehouseFolders.tablesIn(
                FileAccess.forLocation(warehouse.toString()), warehouse.toString()))
        .isEmpty();
    assertThat(
            WarehouseFolders.isTable(
                FileAccess.forLocation(warehouse.toString()), warehouse.toString()))
        .isTrue();
  }
}
