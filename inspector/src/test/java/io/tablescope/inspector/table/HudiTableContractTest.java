package io.tablescope.inspector.table;

import com.fasterxml.jackson.databind.JsonNode;
import io.tablescope.format.io.Storage;
import io.tablescope.format.testing.hudi.HudiOracleTables;
import io.tablescope.inspector.hudi.HudiTable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The table contract on the copy-on-write table Hudi 1.0.1 wrote (insert, upsert, delete, insert
 * overwrite, clustering, clean, a failed write rolled back), checked against what Hudi's file
 * system view reads at each instant.
 */
class HudiTableContractTest extends TableContract {
  private HudiOracleTables.Scenario scenario;

  @Override
  protected Table written(Path folder) throws IOException {
    scenario = HudiOracleTables.scenario("cow-v8");
    HudiOracleTables.copy(scenario.table(), folder);
    return HudiTable.open(Storage.local(), folder.toString(), Runnable::run);
  }

  /**
   * Hudi's snapshot at the newest of its views at or before the instant: a clean or rollback writes
   * no file a read opens, so a read at one sees what the write before it left.
   */
  @Override
  protected Set<String> liveFileNamesByTheLibrary(long commitId) {
    JsonNode latest = null;
    long latestTime = -1;
    for (JsonNode view : scenario.answers().get("views")) {
      String instant = view.get("instant").asText();
      if (instant.equals("latest")) {
        continue;
      }
      long time = Long.parseLong(instant);
      if (time <= commitId && time > latestTime) {
        latest = view;
        latestTime = time;
      }
    }
    Set<String> names = new LinkedHashSet<>();
    if (latest != null) {
      for (JsonNode slice : latest.get("snapshot")) {
        if (!slice.get("baseFile").isNull()) {
          names.add(slice.get("baseFile").asText());
        }
        slice.get("logFiles").forEach(log -> names.add(log.asText()));
      }
    }
    return names;
  }

  /** The newest write's base files deleted from storage. */
  @Override
  protected Table damaged(Path folder) throws IOException {
    HudiTable table = HudiTable.open(Storage.local(), folder.toString(), Runnable::run);
    Commit newest = table.current().orElseThrow();
    for (var stat : table.commitMetadata(table.instant(newest).orElseThrow()).writeStats()) {
      Files.deleteIfExists(folder.resolve(stat.path()));
    }
    return HudiTable.open(Storage.local(), folder.toString(), Runnable::run);
  }
}
