package io.tablescope.inspector.iceberg.entry;

import io.tablescope.format.iceberg.location.LocatedTable;
import io.tablescope.format.iceberg.location.MetadataFileNames;
import io.tablescope.format.io.FileAccess;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.tree.SnapshotCommitTree;
import io.tablescope.inspector.table.Capability;
import io.tablescope.inspector.table.CommitTree;
import io.tablescope.inspector.table.FormatEntry;
import io.tablescope.inspector.table.OpenedTable;
import io.tablescope.inspector.table.Table;
import io.tablescope.inspector.table.TableFormat;
import java.io.IOException;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Executor;

/** Iceberg in the registry: a folder holding {@code metadata/}, read from its metadata files. */
public final class IcebergFormat implements FormatEntry {
  private static final String METADATA_FOLDER = "metadata";

  @Override
  public TableFormat format() {
    return TableFormat.ICEBERG;
  }

  @Override
  public Set<Capability> capabilities() {
    return IcebergTable.CAPABILITIES;
  }

  @Override
  public boolean isTableAt(FileAccess files, String folder) {
    return files.isDirectory(FileAccess.child(folder, METADATA_FOLDER));
  }

  @Override
  public Table open(FileAccess files, String location, Executor executor) throws IOException {
    return IcebergTable.open(files, location, null, executor);
  }

  @Override
  public Table open(FileAccess files, String location, String metadataFile, Executor executor)
      throws IOException {
    return IcebergTable.open(files, location, metadataFile, executor);
  }

  @Override
  public Table openPointedAt(FileAccess files, String file, String howFound, Executor executor)
      throws IOException {
    return IcebergTable.openPointedAt(files, file, howFound, executor);
  }

  @Override
  public OpenedTable browse(
      FileAccess files, String location, String howFound, String metadataFile, Executor executor)
      throws IOException {
    return IcebergBrowsing.browse(files, location, howFound, metadataFile, executor);
  }

  /** A metadata file in the table's metadata folder that was not there when it was read. */
  @Override
  public Optional<String> newerVersion(Table table) throws IOException {
    if (!(table instanceof IcebergTable iceberg)) {
      return Optional.empty();
    }
    LocatedTable located = iceberg.located();
    Set<String> known = new HashSet<>();
    known.add(FileAccess.fileName(located.metadataFile()));
    located.metadataFiles().forEach(file -> known.add(FileAccess.fileName(file)));
    return located.files().list(FileAccess.parent(located.metadataFile())).stream()
        .map(FileAccess::fileName)
        .filter(MetadataFileNames::isMetadataFileName)
        .filter(name -> !known.contains(name))
        .sorted(MetadataFileNames.NEWEST_FIRST)
        .findFirst();
  }

  @Override
  public Optional<CommitTree<?>> tree(Table table) {
    return table instanceof IcebergTable opened && opened.offers(Capability.TREE)
        ? Optional.of(new SnapshotCommitTree(opened))
        : Optional.empty();
  }
}
