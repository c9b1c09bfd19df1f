package io.tablescope.inspector.delta;

import io.tablescope.format.delta.log.DeltaLog;
import io.tablescope.format.io.FileAccess;
import io.tablescope.inspector.table.Capability;
import io.tablescope.inspector.table.CommitTree;
import io.tablescope.inspector.table.FormatEntry;
import io.tablescope.inspector.table.OpenedTable;
import io.tablescope.inspector.table.Table;
import io.tablescope.inspector.table.TableFormat;
import java.io.IOException;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Delta Lake in the registry: a folder holding {@code _delta_log/}, read from its log. */
public final class DeltaFormat implements FormatEntry {
  /**
   * Delta's log answers the tree, replay, definition, incremental reads, health, the integrity
   * check, the maintenance previews (VACUUM and the log clean-up) and find, and its commit files
   * are the metadata files whose changes {@code definition --history} lists; the rest read
   * Iceberg's metadata.
   */
  static final Set<Capability> CAPABILITIES =
      Collections.unmodifiableSet(
          EnumSet.of(
              Capability.TREE,
              Capability.GRAPH,
              Capability.REPLAY,
              Capability.DEFINITION,
              Capability.INCREMENTAL_READS,
              Capability.HEALTH,
              Capability.INTEGRITY_CHECK,
              Capability.MAINTENANCE,
              Capability.FIND,
              Capability.METADATA_FILES));

  private static final Pattern COMMIT = Pattern.compile("(\\d+)\\.json");

  @Override
  public TableFormat format() {
    return TableFormat.DELTA;
  }

  @Override
  public Set<Capability> capabilities() {
    return CAPABILITIES;
  }

  @Override
  public boolean isTableAt(FileAccess files, String folder) {
    return DeltaTable.isDeltaTable(files, folder);
  }

  @Override
  public Table open(FileAccess files, String location, Executor executor) throws IOException {
    return DeltaTable.open(files, location, executor);
  }

  /**
   * Every commit file is read here, since a browser's history and diff choices list every version.
   */
  @Override
  public OpenedTable browse(
      FileAccess files, String location, String howFound, String versionFile, Executor executor)
      throws IOException {
    if (versionFile != null) {
      open(files, location, versionFile, executor);
    }
    DeltaTable table = DeltaTable.open(files, location, executor);
    table.commits();
    return OpenedTable.of(table, DeltaStatusLine.of(table));
  }

  /** A commit in the log after the version read. */
  @Override
  public Optional<String> newerVersion(Table table) throws IOException {
    if (!(table instanceof DeltaTable delta)) {
      return Optional.empty();
    }
    long read = delta.log().latestVersion();
    long newest = read;
    for (String file :
        delta.files().list(FileAccess.child(delta.location(), DeltaLog.LOG_FOLDER))) {
      Matcher commit = COMMIT.matcher(FileAccess.fileName(file));
      if (commit.matches()) {
        newest = Math.max(newest, Long.parseLong(commit.group(1)));
      }
    }
    return newest > read ? Optional.of("version " + newest) : Optional.empty();
  }

  @Override
  public Optional<CommitTree<?>> tree(Table table) {
    return table instanceof DeltaTable opened && opened.offers(Capability.TREE)
        ? Optional.of(new DeltaCommitTree(opened))
        : Optional.empty();
  }
}
