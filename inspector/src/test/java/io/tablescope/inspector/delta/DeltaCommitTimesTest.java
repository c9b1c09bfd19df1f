package io.tablescope.inspector.delta;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.delta.kernel.defaults.engine.DefaultEngine;
import io.delta.kernel.engine.Engine;
import io.tablescope.format.io.Storage;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import io.tablescope.format.testing.delta.HandWrittenLog;
import io.tablescope.format.testing.delta.HandWrittenTables;
import io.tablescope.format.testing.delta.KernelOracle;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.CommitDating;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A copied table's versions keep the time their writer recorded beside the time Delta's time travel
 * dates them by, with the rule that dates each: checked against delta-standalone's commit info and
 * the version Delta Kernel's time travel lands on.
 */
class DeltaCommitTimesTest {
  private static final long DAY = 86_400_000L;

  @TempDir Path root;

  private final Engine engine = DefaultEngine.create(new Configuration());

  @Test
  void aCopiedTablesVersionsAreDatedByTheirFileTimesMadeMonotonicBesideTheWritersTime()
      throws Exception {
    DeltaTableWriter writer = DeltaTableWriter.create(root, List.of(), Map.of());
    for (int append = 0; append < 4; append++) {
      writer.appendFiles(1);
    }
    // A copy a day later: some commit files share a time, one even goes back.
    long copy = System.currentTimeMillis() + DAY;
    long[] copied = {copy, copy, copy + 60_000, copy + 60_000, copy + 30_000};
    for (int version = 0; version < copied.length; version++) {
      HandWrittenLog.setModificationTime(commitFile(version), copied[version]);
    }

    DeltaTable table = DeltaTable.open(Storage.local(), root.toString(), Runnable::run);

    List<String> expectedRules =
        List.of(
            DeltaDating.FILE_TIME,
            DeltaDating.MONOTONIC,
            DeltaDating.FILE_TIME,
            DeltaDating.MONOTONIC,
            DeltaDating.MONOTONIC);
    io.delta.kernel.Table kernel = io.delta.kernel.Table.forPath(engine, root.toString());
    for (Commit commit : table.commits()) {
      long version = commit.id();
      CommitDating dating = table.dating(commit);
      long written = writer.log().getCommitInfoAt(version).getTimestamp().getTime();
      assertThat(dating.writtenMillis()).as("writer's time of %d", version).isEqualTo(written);
      assertThat(written).isLessThan(copy);
      assertThat(dating.rule())
          .as("rule of %d", version)
          .isEqualTo(expectedRules.get((int) version));
      // Kernel's time travel lands on the version at its time, and on the one before just before.
      assertThat(kernel.getSnapshotAsOfTimestamp(engine, commit.timestampMillis()).getVersion())
          .as("version Kernel reads at the time of %d", version)
          .isEqualTo(version);
      if (version > 0) {
        assertThat(
                kernel.getSnapshotAsOfTimestamp(engine, commit.timestampMillis() - 1).getVersion())
            .isEqualTo(version - 1);
      }
      assertThat(table.line(commit).dating()).isEqualTo(dating);
    }
    assertThat(table.commit(1).orElseThrow().timestampMillis()).isEqualTo(copy + 1);
    assertThat(table.commit(4).orElseThrow().timestampMillis()).isEqualTo(copy + 60_002);
    assertThat(table.dating(table.commit(3).orElseThrow()).reason())
        .contains(DeltaDating.exact(copy + 60_000))
        .contains("1 ms after");
  }

  @Test
  void aTableWithInCommitTimestampsIsDatedByThemWhateverItsFileTimes() throws Exception {
    HandWrittenTables.featureTable(root);

    DeltaTable table = DeltaTable.open(Storage.local(), root.toString(), Runnable::run);

    KernelOracle kernel = new KernelOracle();
    for (Commit commit : table.commits()) {
      CommitDating dating = table.dating(commit);
      JsonNode info = commitInfo(commit.id());
      assertThat(dating.rule()).isEqualTo(DeltaDating.IN_COMMIT);
      assertThat(dating.writtenMillis()).isEqualTo(info.get("timestamp").asLong());
      assertThat(commit.timestampMillis()).isEqualTo(info.get("inCommitTimestamp").asLong());
      // Kernel 4.0.0's time travel by time ignores in-commit timestamps; its snapshot time does
      // not.
      assertThat(commit.timestampMillis()).isEqualTo(kernel.timestamp(root, commit.id()));
    }
  }

  private Path commitFile(long version) {
    return root.resolve("_delta_log").resolve(HandWrittenLog.padded(version) + ".json");
  }

  private JsonNode commitInfo(long version) throws Exception {
    for (String line : Files.readAllLines(commitFile(version))) {
      JsonNode action = HandWrittenLog.JSON.readTree(line);
      if (action.has("commitInfo")) {
        return action.get("commitInfo");
      }
    }
    throw new AssertionError("no commitInfo in version " + version);
  }
}
