package io.tablescope.inspector.hudi.entry;

import io.tablescope.format.hudi.timeline.ActiveTimelineReader;
import io.tablescope.format.io.FileAccess;
import io.tablescope.inspector.hudi.HudiTable;
import io.tablescope.inspector.hudi.tree.HudiInstantTree;
import io.tablescope.inspector.table.Capability;
import io.tablescope.inspector.table.CommitTree;
import io.tablescope.inspector.table.FormatEntry;
import io.tablescope.inspector.table.OpenedTable;
import io.tablescope.inspector.table.Table;
import io.tablescope.inspector.table.TableFormat;
import java.io.IOException;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Executor;

/** Apache Hudi in the registry: a folder holding {@code .hoodie/hoodie.properties}. */
public final class HudiFormat implements FormatEntry {
  @Override
  public TableFormat format() {
    return TableFormat.HUDI;
  }

  @Override
  public Set<Capability> capabilities() {
    return HudiTable.CAPABILITIES;
  }

  @Override
  public boolean isTableAt(FileAccess files, String folder) {
    return HudiTable.isHudiTable(files, folder);
  }

  @Override
  public Table open(FileAccess files, String location, Executor executor) throws IOException {
    return HudiTable.open(files, location, executor);
  }

  /** The whole timeline is read here: a browser's history lists every instant. */
  @Override
  public OpenedTable browse(
      FileAccess files, String location, String howFound, String versionFile, Executor executor)
      throws IOException {
    if (versionFile != null) {
      open(files, location, versionFile, executor);
    }
    HudiTable table = HudiTable.open(files, location, executor);
    table.commits();
    return OpenedTable.of(table, HudiStatusLine.of(table));
  }

  /** An instant on the timeline that the table as read did not have. */
  @Override
  public Optional<String> newerVersion(Table table) throws IOException {
    if (!(table instanceof HudiTable hudi)) {
      return Optional.empty();
    }
    var read = hudi.timeline();
    var now =
        ActiveTimelineReader.read(hudi.files(), read.folder(), read.layoutVersion()).instants();
    if (now.equals(read.instants()) || now.isEmpty()) {
      return Optional.empty();
    }
    var newest = now.get(now.size() - 1);
    return Optional.of(
        "instant " + newest.requestedTime() + " (" + newest.action() + ", " + newest.state() + ")");
  }

  @Override
  public Optional<CommitTree<?>> tree(Table table) {
    return table instanceof HudiTable opened
        ? Optional.of(new HudiInstantTree(opened))
        : Optional.empty();
  }
}
