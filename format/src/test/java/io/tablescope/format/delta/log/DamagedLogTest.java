package io.tablescope.format.delta.log;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablescope.format.Problem;
import io.tablescope.format.delta.action.FileKey;
import io.tablescope.format.io.LocalFileAccess;
import io.tablescope.format.testing.delta.DeltaTableWriter;
import io.tablescope.format.testing.delta.HandWrittenCheckpoint;
import io.tablescope.format.testing.delta.HandWrittenLog;
import io.tablescope.format.testing.delta.HandWrittenTables;
import io.tablescope.format.testing.delta.KernelOracle;
import io.tablescope.format.testing.delta.KernelOracle.KernelState;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each kind of damage is a named problem on what it touches, and the rest stays readable. */
class DamagedLogTest {
  @TempDir Path root;

  private final KernelOracle kernel = new KernelOracle();

  private Path logFile(String name) {
    return root.resolve("_delta_log").resolve(name);
  }

  private DeltaLog open() throws IOException {
    return DeltaLog.open(new LocalFileAccess(), root.toString());
  }

  private static Set<FileKey> files(DeltaSnapshot state) {
    return state.files().keySet();
  }

  @Test
  void aCommitMissingInTheMiddleIsAProblemOnLaterVersionsOnly() throws Exception {
    DeltaTableWriter table = DeltaTableWriter.create(root, List.of(), Map.of());
    for (int i = 0; i < 5; i++) {
      table.appendFiles(1);
    }
    KernelState atTwo = kernel.stateAt(root, 2);
    Files.delete(logFile(HandWrittenLog.padded(3) + ".json"));

    DeltaLog log = open();

    assertThat(log.versions()).hasSize(6);
    assertThat(log.versions().get(3).commit()).isNull();
    DeltaLogOracleTest.assertSameState(log.stateAt(2), atTwo);
    assertThat(log.stateAt(5).problems())
        .singleElement()
        .satisfies(
            problem -> {
              assertThat(problem.kind()).isEqualTo(Problem.Kind.MISSING);
              assertThat(problem.path()).endsWith(HandWrittenLog.padded(3) + ".json");
              assertThat(problem.message()).contains("commit 3 is missing");
            });
    assertThat(files(log.stateAt(5))).hasSize(4);
    assertThat(log.commit(3).problems())
        .extracting(Problem::kind)
        .containsExactly(Problem.Kind.MISSING);
  }

  @Test
  void aCorruptCheckpointFallsBackToTheOneBeforeWithAProblemNamingIt() throws Exception {
    DeltaTableWriter table =
        DeltaTableWriter.create(root, List.of("p"), Map.of("delta.checkpointInterval", "3"));
    for (int i = 0; i < 7; i++) {
      table.append("v" + (i % 3));
    }
    KernelState latest = kernel.stateAt(root, 7);
    Path checkpoint = logFile(HandWrittenLog.padded(6) + ".checkpoint.parquet");
    Files.write(checkpoint, "not parquet at all".getBytes());

    DeltaLog log = open();
    DeltaSnapshot state = log.stateAt(7);

    assertThat(state.checkpoint().version()).isEqualTo(3);
    assertThat(files(state)).containsExactlyInAnyOrderElementsOf(latest.files());
    assertThat(state.problems())
        .singleElement()
        .satisfies(
            problem -> {
              assertThat(problem.kind()).isEqualTo(Problem.Kind.CORRUPT);
              assertThat(problem.path()).isEqualTo(checkpoint.toString());
            });
    assertThat(log.stateAt(5).problems()).isEmpty();
  }

  @Test
  void aCheckpointWithoutProtocolOrMetadataIsNotUsed() throws Exception {
    HandWrittenTables.multiPartTable(root);
    KernelState atFive = kernel.stateAt(root, 5);
    Path onlyAdds = logFile(HandWrittenLog.padded(5) + ".checkpoint.parquet");
    HandWrittenCheckpoint.write(
        onlyAdds, List.of(HandWrittenLog.add("p6.parquet", Map.of(), 6, null)));

    DeltaSnapshot state = open().stateAt(5);

    assertThat(state.checkpoint().version()).isEqualTo(4);
    assertThat(files(state)).containsExactlyInAnyOrderElementsOf(atFive.files());
    assertThat(state.problems())
        .singleElement()
        .satisfies(
            problem -> {
              assertThat(problem.kind()).isEqualTo(Problem.Kind.INVALID);
              assertThat(problem.path()).isEqualTo(onlyAdds.toString());
              assertThat(problem.message()).contains("no protocol or no metadata");
            });
  }

  @Test
  void aMultiPartCheckpointWithAPartMissingIsIgnored() throws Exception {
    HandWrittenTables.multiPartTable(root);
    KernelState atFive = kernel.stateAt(root, 5);
    Files.delete(logFile(HandWrittenLog.padded(4) + ".checkpoint.0000000002.0000000002.parquet"));

    DeltaLog log = open();

    assertThat(log.checkpoints()).isEmpty();
    assertThat(log.problems())
        .extracting(Problem::kind, Problem::message)
        .contains(
            org.assertj.core.groups.Tuple.tuple(
                Problem.Kind.MISSING,
                "multi-part checkpoint of version 4 has 1 of 2 parts; the set is ignored"),
            org.assertj.core.groups.Tuple.tuple(
                Problem.Kind.MISSING,
                "points at a checkpoint of version 4 that is not in the log; the checkpoint is"
                    + " found by listing"));
    assertThat(files(log.stateAt(5))).containsExactlyInAnyOrderElementsOf(atFive.files());
    assertThat(log.stateAt(5).problems()).isEmpty();
  }

  @Test
  void aCorruptLastCheckpointIsAProblemAndTheListingStillFindsTheCheckpoint() throws Exception {
    HandWrittenTables.multiPartTable(root);
    Files.writeString(logFile("_last_checkpoint"), "{\"version\": ");

    DeltaLog log = open();

    assertThat(log.lastCheckpoint()).isNull();
    assertThat(log.problems())
        .singleElement()
        .satisfies(
            problem -> {
              assertThat(problem.kind()).isEqualTo(Problem.Kind.CORRUPT);
              assertThat(problem.path()).endsWith("_last_checkpoint");
            });
    assertThat(log.latest().checkpoint().version()).isEqualTo(4);
  }

  @Test
  void aLineThatDoesNotParseIsAProblemAndTheCommitsOtherActionsApply() throws Exception {
    DeltaTableWriter table = DeltaTableWriter.create(root, List.of(), Map.of());
    table.appendFiles(2);
    table.appendFiles(1);
    Path commit = logFile(HandWrittenLog.padded(1) + ".json");
    List<String> lines = Files.readAllLines(commit);
    String firstAdd =
        lines.stream().filter(line -> line.startsWith("{\"add\"")).findFirst().orElseThrow();
    lines.set(lines.indexOf(firstAdd), firstAdd.substring(0, firstAdd.length() / 2));
    Files.write(commit, lines);

    DeltaLog log = open();

    assertThat(files(log.stateAt(2))).hasSize(2);
    assertThat(log.stateAt(2).problems())
        .singleElement()
        .satisfies(
            problem -> {
              assertThat(problem.path()).isEqualTo(commit.toString());
              assertThat(problem.message())
                  .startsWith(
                      "line "
                          + (lines.indexOf(firstAdd.substring(0, firstAdd.length() / 2)) + 1)
                          + " is not a valid action");
            });
    assertThat(log.stateAt(0).problems()).isEmpty();
  }

  @Test
  void anUnsupportedReaderVersionOrFeatureIsAProblemNamingTheCommit() throws Exception {
    DeltaTableWriter table = DeltaTableWriter.create(root, List.of(), Map.of());
    table.appendFiles(1);
    HandWrittenLog log = new HandWrittenLog(root);
    Path four =
        log.commit(2, 1_800_000_000_000L, List.of(HandWrittenLog.protocol(4, 7, null, null)));
    Path feature =
        log.commit(
            3,
            1_800_000_001_000L,
            List.of(
                HandWrittenLog.protocol(3, 7, List.of("futureFeature"), List.of("futureFeature"))));

    DeltaLog delta = open();

    assertThat(delta.stateAt(1).problems()).isEmpty();
    assertThat(delta.stateAt(2).problems())
        .singleElement()
        .satisfies(
            problem -> {
              assertThat(problem.kind()).isEqualTo(Problem.Kind.UNSUPPORTED);
              assertThat(problem.path()).isEqualTo(four.toString());
              assertThat(problem.message()).startsWith("reader version 4 is not supported");
            });
    assertThat(delta.stateAt(3).problems())
        .singleElement()
        .satisfies(
            problem -> {
              assertThat(problem.path()).isEqualTo(feature.toString());
              assertThat(problem.message()).startsWith("unknown reader features [futureFeature]");
            });
    assertThat(files(delta.stateAt(3))).hasSize(1);
  }

  @Test
  void aCorruptCompactionIsAProblemAndItsCommitsAreReadInstead() throws Exception {
    HandWrittenTables.featureTable(root);
    KernelState latest = kernel.stateAt(root, 8);
    Path compaction =
        logFile(HandWrittenLog.padded(7) + "." + HandWrittenLog.padded(8) + ".compacted.json");
    Files.writeString(compaction, "{\"add\":\n");

    DeltaSnapshot state = open().stateAt(8);

    assertThat(files(state)).containsExactlyInAnyOrderElementsOf(latest.files());
    assertThat(state.replayedFiles()).hasSize(2);
    assertThat(state.problems()).extracting(Problem::path).containsExactly(compaction.toString());
  }

  @Test
  void noReadableLogIsAnIOExceptionNamingThePath() throws Exception {
    assertThatThrownBy(this::open)
        .isInstanceOf(IOException.class)
        .hasMessage("Not a Delta table (no _delta_log folder): " + root);
    assertThat(DeltaLog.isDeltaTable(new LocalFileAccess(), root.toString())).isFalse();
    Files.createDirectories(root.resolve("_delta_log/_staged_commits"));
    Files.writeString(
        root.resolve("_delta_log/_staged_commits/00000000000000000000.uuid.json"), "{}");
    assertThat(DeltaLog.isDeltaTable(new LocalFileAccess(), root.toString())).isTrue();
    assertThatThrownBy(this::open)
        .isInstanceOf(IOException.class)
        .hasMessage("Delta log holds no commit and no checkpoint: " + root.resolve("_delta_log"));
  }
}
