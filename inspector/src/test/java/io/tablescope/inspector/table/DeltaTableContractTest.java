package io.tablescope.inspector.table;

import io.delta.standalone.actions.AddFile;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import io.tablescope.format.testing.delta.HandWrittenLog;
import io.tablescope.inspector.delta.DeltaTable;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The table contract on a Delta table delta-standalone wrote, checked against its snapshots. */
class DeltaTableContractTest extends TableContract {
  private DeltaTableWriter writer;

  @Override
  protected Table written(Path folder) throws IOException {
    // No checkpoint within these commits: a removed commit then leaves the newest unreadable.
    writer =
        DeltaTableWriter.create(
            folder, List.of("region"), Map.of("delta.checkpointInterval", "50"));
    writer.append("EU");
    writer.append("US");
    writer.overwrite("EU", "APAC");
    writer.removeWhere("APAC");
    writer.append("US");
    return DeltaTable.open(folder.toString(), Runnable::run);
  }

  @Override
  protected Set<String> liveFileNamesByTheLibrary(long commitId) {
    Set<String> names = new LinkedHashSet<>();
    for (AddFile add : writer.log().getSnapshotForVersionAsOf(commitId).getAllFiles()) {
      // The log writes paths as URIs; the file's name is the decoded one.
      names.add(Path.of(URI.create(add.getPath()).getPath()).getFileName().toString());
    }
    return names;
  }

  @Override
  protected Table damaged(Path folder) throws IOException {
    Files.delete(folder.resolve("_delta_log/" + HandWrittenLog.padded(3) + ".json"));
    return DeltaTable.open(folder.toString(), Runnable::run);
  }
}
