package io.tablescope.inspector;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.Storage;
import io.tablescope.format.testing.CountingFileAccess;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import io.tablescope.inspector.table.Capability;
import io.tablescope.inspector.table.Table;
import io.tablescope.inspector.table.TableFormat;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The registry finds a warehouse's tables of every format, directly inside or one namespace down,
 * and tells a table folder from a warehouse, with a probe a folder.
 */
class TableFormatsTest {
  private final TableFormats formats = TableFormats.standard();
  @TempDir Path warehouse;

  @Test
  void findsTablesDirectlyInsideAndOneNamespaceDown() throws IOException {
    Files.createDirectories(warehouse.resolve("orders/metadata"));
    Files.createDirectories(warehouse.resolve("sales/customers/metadata"));
    Files.createDirectories(warehouse.resolve("sales/notes"));

    assertThat(
            formats.tablesIn(Storage.local().accessFor(warehouse.toString()), warehouse.toString()))
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

    assertThat(formats.tablesIn(files, warehouse.toString()))
        .containsExactly(
            warehouse.resolve("events").toString(),
            warehouse.resolve("orders").toString(),
            warehouse.resolve("sales/customers").toString());
    // Only the probes for metadata/, _delta_log/ and Hudi's properties: the entries themselves came
    // with the listing.
    assertThat(files.statusAsked())
        .allMatch(
            location ->
                location.equals(warehouse.toString())
                    || location.endsWith("/metadata")
                    || location.endsWith("/_delta_log")
                    || location.endsWith("/.hoodie/hoodie.properties")
                    || location.endsWith("/.hoodie/hoodie.properties.backup"));
  }

  @Test
  void aTableFolderIsNotAWarehouse() throws IOException {
    Files.createDirectories(warehouse.resolve("metadata"));

    assertThat(
            formats.tablesIn(Storage.local().accessFor(warehouse.toString()), warehouse.toString()))
        .isEmpty();
    assertThat(
            formats.isTable(Storage.local().accessFor(warehouse.toString()), warehouse.toString()))
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
            formats.tablesIn(Storage.local().accessFor(warehouse.toString()), warehouse.toString()))
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
    assertThat(formats.tablesIn(files, warehouse.toString())).isEmpty();
    assertThat(formats.isTable(files, warehouse.toString())).isTrue();
  }

  @Test
  void aLinkLoopAmongTheFoldersHidesNoTable() throws IOException {
    Files.createDirectories(warehouse.resolve("orders/metadata"));
    Files.createDirectories(warehouse.resolve("sales/customers/metadata"));
    Path loop = warehouse.resolve("sales/loop");
    Files.createSymbolicLink(loop, loop.getFileName());
    Files.createSymbolicLink(warehouse.resolve("zloop"), Path.of("zloop"));

    assertThat(
            formats.tablesIn(Storage.local().accessFor(warehouse.toString()), warehouse.toString()))
        .containsExactly(
            warehouse.resolve("orders").toString(),
            warehouse.resolve("sales/customers").toString());
  }

  @Test
  void eachFormatsTableOpensThroughItsEntryAndAnotherWatchesForItsNewerVersions() throws Exception {
    Path delta = warehouse.resolve("events");
    DeltaTableWriter writer = DeltaTableWriter.create(delta, List.of(), Map.of());
    writer.appendFiles(1);
    FileAccess files = Storage.local().accessFor(delta.toString());

    Table table = formats.open(files, delta.toString(), null, Runnable::run);

    assertThat(formats.at(files, delta.toString()).format()).isEqualTo(TableFormat.DELTA);
    assertThat(table.format()).isEqualTo(TableFormat.DELTA);
    assertThat(formats.newerVersion(table)).isEmpty();
    writer.appendFiles(1);
    assertThat(formats.newerVersion(table)).contains("version 2");
    assertThat(formats.at(files, warehouse.resolve("nothing").toString()).format())
        .isEqualTo(TableFormat.ICEBERG);
  }

  @Test
  void aMetadataFileAskedOfATableWithoutThemIsRefusedNamingWhatItTakes() throws Exception {
    Path delta = warehouse.resolve("events");
    DeltaTableWriter.create(delta, List.of(), Map.of()).appendFiles(1);
    FileAccess files = Storage.local().accessFor(delta.toString());

    assertThatThrownBy(
            () -> formats.open(files, delta.toString(), "v1.metadata.json", Runnable::run))
        .isInstanceOf(IOException.class)
        .hasMessage(
            delta
                + ": a Delta Lake table; --metadata picks an Iceberg metadata file, use --version");
  }

  @Test
  void eachEntryDeclaresWhatItsTablesOfferOnce() throws Exception {
    Path delta = warehouse.resolve("events");
    DeltaTableWriter.create(delta, List.of(), Map.of()).appendFiles(1);
    FileAccess files = Storage.local().accessFor(delta.toString());

    Table table = formats.open(files, delta.toString(), null, Runnable::run);

    assertThat(table.capabilities())
        .isSameAs(formats.of(TableFormat.DELTA).capabilities())
        .containsExactly(
            Capability.TREE,
            Capability.REPLAY,
            Capability.DEFINITION,
            Capability.INCREMENTAL_READS,
            Capability.HEALTH,
            Capability.INTEGRITY_CHECK,
            Capability.MAINTENANCE,
            Capability.FIND,
            Capability.GRAPH,
            Capability.METADATA_FILES);
    assertThat(formats.offering(Capability.MAINTENANCE))
        .containsExactly(TableFormat.ICEBERG, TableFormat.DELTA, TableFormat.HUDI);
    assertThat(formats.offering(Capability.METADATA_FILES))
        .containsExactly(TableFormat.ICEBERG, TableFormat.DELTA);
    assertThat(formats.offering(Capability.HEALTH))
        .containsExactly(TableFormat.ICEBERG, TableFormat.DELTA, TableFormat.HUDI);
    assertThat(formats.offering(Capability.TREE))
        .containsExactly(TableFormat.ICEBERG, TableFormat.DELTA, TableFormat.HUDI);
    assertThat(Capability.GRAPH.commands()).isEmpty();
    assertThat(Capability.METADATA_FILES.commands()).isEmpty();
    assertThat(Capability.INCREMENTAL_READS.commands()).containsExactly("changes", "as-of");
  }
}
