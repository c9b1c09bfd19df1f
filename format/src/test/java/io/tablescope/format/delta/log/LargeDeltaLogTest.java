package io.tablescope.format.delta.log;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.format.io.FileAccess;
import io.tablescope.format.io.LocalFileAccess;
import io.tablescope.format.testing.CountingFileAccess;
import io.tablescope.format.testing.delta.HandWrittenLog;
import io.tablescope.format.testing.delta.KernelOracle;
import io.tablescope.format.testing.delta.LargeDeltaLog;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A log of 20,000 commits with a checkpoint every 10: opening reads only the newest checkpoint and
 * the commits after it; a version far back is rebuilt from its own checkpoint, equal to Kernel's.
 */
class LargeDeltaLogTest {
  private static final int COMMITS = 20_000;

  @TempDir static Path root;

  @BeforeAll
  static void writeLog() {
    LargeDeltaLog.write(root, COMMITS, 10, 10);
  }

  private static String logFile(String name) {
    return FileAccess.child(FileAccess.child(root.toString(), "_delta_log"), name);
  }

  @Test
  void theLatestVersionReadsOnlyTheNewestCheckpointAndTheCommitsAfterIt() throws Exception {
    CountingFileAccess files = new CountingFileAccess(new LocalFileAccess());

    DeltaLog log = DeltaLog.open(files, root.toString());
    assertThat(files.reads()).containsExactly(logFile("_last_checkpoint"));
    assertThat(log.latest().files()).hasSize(10);

    assertThat(log.latestVersion()).isEqualTo(COMMITS - 1);
    List<String> expected = new ArrayList<>();
    expected.add(logFile("_last_checkpoint"));
    expected.add(logFile(HandWrittenLog.padded(19_990) + ".checkpoint.parquet"));
    for (long version = 19_991; version < COMMITS; version++) {
      expected.add(logFile(HandWrittenLog.padded(version) + ".json"));
    }
    // The commits are read ahead of the replay in parallel, in no set order.
    assertThat(files.reads()).containsExactlyInAnyOrderElementsOf(expected);
    assertThat(files.listings()).containsExactly(logFile("").replaceAll("/$", ""));
    assertThat(log.versions()).hasSize(COMMITS);
  }

  @Test
  void aVersionFarBackIsRebuiltFromItsOwnCheckpointAsKernelReadsIt() throws Exception {
    CountingFileAccess files = new CountingFileAccess(new LocalFileAccess());
    DeltaLog log = DeltaLog.open(files, root.toString());
    files.reset();

    DeltaSnapshot state = log.stateAt(COMMITS - 5_003);

    assertThat(state.checkpoint().version()).isEqualTo(14_990);
    assertThat(files.reads()).hasSize(8);
    DeltaLogOracleTest.assertSameState(state, new KernelOracle().stateAt(root, COMMITS - 5_003));
    assertThat(files.listings()).isEmpty();
  }
}
