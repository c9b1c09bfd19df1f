package io.tablescope.inspector;

import io.tablescope.format.io.FileAccess;
import io.tablescope.format.location.WarehouseFolders;
import io.tablescope.inspector.delta.DeltaFormat;
import io.tablescope.inspector.hudi.entry.HudiFormat;
import io.tablescope.inspector.iceberg.entry.IcebergFormat;
import io.tablescope.inspector.table.Capability;
import io.tablescope.inspector.table.CommitTree;
import io.tablescope.inspector.table.FormatEntry;
import io.tablescope.inspector.table.Table;
import io.tablescope.inspector.table.TableFormat;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executor;

/**
 * The formats Tablescope reads, one entry each: every open, warehouse listing and reload look goes
 * through here, so no caller asks which format it has. A location no entry claims is opened as
 * Iceberg's, whose readers accept a metadata folder or file too and say what they looked for.
 */
public final class TableFormats {
  private final List<FormatEntry> claimed;
  private final FormatEntry fallback;

  private TableFormats(List<FormatEntry> claimed, FormatEntry fallback) {
    this.claimed = List.copyOf(claimed);
    this.fallback = fallback;
  }

  /**
   * Delta, told by its {@code _delta_log}, Hudi by its {@code .hoodie/hoodie.properties}, and
   * Iceberg for the rest.
   */
  public static TableFormats standard() {
    return new TableFormats(List.of(new DeltaFormat(), new HudiFormat()), new IcebergFormat());
  }

  /** The entry whose table is at the location. */
  public FormatEntry at(FileAccess files, String location) {
    return claimed.stream()
        .filter(entry -> entry.isTableAt(files, location))
        .findFirst()
        .orElse(fallback);
  }

  /** The entry of a format. */
  public FormatEntry of(TableFormat format) {
    return entries().stream()
        .filter(entry -> entry.format() == format)
        .findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no entry for " + format));
  }

  /** Whether a folder is a table of any format. */
  public boolean isTable(FileAccess files, String folder) {
    return entries().stream().anyMatch(entry -> entry.isTableAt(files, folder));
  }

  /**
   * Opens the table at a path: a table folder, or for Iceberg its metadata folder or a metadata
   * file, read through the storage.
   *
   * @param metadataFile a metadata file to read instead of the newest, for a format that has them;
   *     null for the one its readers would read
   * @throws IOException naming the path when nothing of a table can be read there
   */
  public Table open(FileAccess files, String path, String metadataFile, Executor executor)
      throws IOException {
    FormatEntry entry = at(files, path);
    return metadataFile == null
        ? entry.open(files, path, executor)
        : entry.open(files, path, metadataFile, executor);
  }

  /**
   * Opens the table whose version file a catalog points at, by the format whose file it is.
   *
   * @param howFound how the file was named, for the user: e.g. {@code named by catalog prod}
   */
  public Table openPointedAt(FileAccess files, String file, String howFound, Executor executor)
      throws IOException {
    return at(files, file).openPointedAt(files, file, howFound, executor);
  }

  /** The formats whose tables offer a capability, in {@link TableFormat}'s order. */
  public List<TableFormat> offering(Capability capability) {
    return entries().stream()
        .filter(entry -> entry.capabilities().contains(capability))
        .map(FormatEntry::format)
        .sorted()
        .toList();
  }

  /** The table folders of a warehouse, of every format, sorted by location. */
  public List<String> tablesIn(FileAccess files, String warehouse) throws IOException {
    return WarehouseFolders.tablesIn(files, warehouse, folder -> isTable(files, folder));
  }

  /** The tree of a commit of the table down to its files; empty for a table without one. */
  public Optional<CommitTree<?>> tree(Table table) {
    return of(table.format()).tree(table);
  }

  /** The newest version of an opened table written since it was read; empty when none. */
  public Optional<String> newerVersion(Table table) throws IOException {
    return of(table.format()).newerVersion(table);
  }

  private List<FormatEntry> entries() {
    List<FormatEntry> all = new ArrayList<>(claimed);
    all.add(fallback);
    return all;
  }
}
