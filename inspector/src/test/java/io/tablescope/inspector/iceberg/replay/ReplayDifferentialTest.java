package io.tablescope.inspector.iceberg.replay;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.replay.ReplayResult.Failure;
import io.tablescope.inspector.iceberg.replay.Scenarios.Scenario;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.apache.iceberg.DeleteFile;
import org.apache.iceberg.FileContent;
import org.apache.iceberg.FileFormat;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.SnapshotRef;
import org.apache.iceberg.Table;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The replay against real iceberg-core 1.12.0. Every scenario builds a table with real Parquet and
 * Puffin files, records the proposed operation B on a branch at the snapshot S it read, commits the
 * concurrent operations, and then asks iceberg-core, through {@code apply()} on the same B built
 * with its validations, whether B would commit. Tablescope must reach the same verdict and, when
 * iceberg-core fails, name the same exception with the same message (compared as {@link
 * MessageComparison} explains), the files the message names, and a concurrent snapshot; every fix
 * it offers must commit in iceberg-core ({@link FixOracle}).
 *
 * <p>Scenario names start with the number of the iceberg-validation.md §11 case they cover; "+"
 * marks the cases added beyond §11.
 */
class ReplayDifferentialTest {

  @ParameterizedTest(name = "{0}")
  @MethodSource("scenarios")
  void replayAgreesWithIcebergCore(Scenario scenario, @TempDir Path dir) throws IOException {
    ScenarioTable fixture = ScenarioTable.create(dir, scenario.layout());
    scenario.script().accept(fixture);
    ProposedOperation proposal = fixture.proposal();
    Table table = fixture.table();
    OracleVerdict oracle = OracleVerdict.of(() -> proposal.forOracle(table));

    IcebergTable opened = IcebergTable.open(dir.toString(), Runnable::run);
    String operationFile = proposal.operationFile(table, fixture.proposalSnapshotId());
    ReplayResult replay = Replayer.replay(opened, OperationFile.parse(opened, operationFile));

    String context =
        "\noperation file: "
            + operationFile
            + "\noracle: "
            + oracle
            + "\ntablescope: "
            + replay.failures();
    assertThat(replay.passes()).as("verdict" + context).isEqualTo(oracle.passes());
    if (!oracle.passes()) {
      Failure first = replay.failures().get(0);
      assertThat(first.exception().simpleName())
          .as("exception" + context)
          .isEqualTo(oracle.exception());
      assertThat(MessageComparison.matches(oracle.message(), first.message()))
          .as("message" + context)
          .isTrue();
      assertThat(first.files())
          .as("files" + context)
          .containsAll(MessageComparison.namedPaths(oracle.message()));
      Set<Long> concurrent = concurrentSnapshots(table, proposal);
      if (MessageComparison.isHistoryCheck(oracle.message()) || first.snapshotId() != null) {
        assertThat(first.snapshotId()).as("snapshot" + context).isIn(concurrent);
      }
    }
    if (!oracle.passes()) {
      assertCausesAgreeWithTheOracleOnEachCommit(table, proposal, replay, context);
      FixOracle.assertFixesCommit(table, proposal, replay, context);
    } else {
      assertThat(replay.fixes()).as("no fixes for a pass" + context).isEmpty();
    }
    assertDeleteFilesAreNamedByTheirKind(table, replay, context);
    if (proposal.checksEachValidationAlone()) {
      for (String validation : proposal.validations()) {
        OracleVerdict alone = OracleVerdict.of(() -> proposal.forOracle(table, validation));
        if (!alone.passes()) {
          assertThat(replay.failures())
              .as("failures include what " + validation + " alone gives: " + alone + context)
              .anyMatch(
                  failure ->
                      failure.exception().simpleName().equals(alone.exception())
                          && MessageComparison.matches(alone.message(), failure.message()));
        }
      }
    }
  }

  /**
   * Asks iceberg-core about the operation on a branch at each commit since S, oldest first: the
   * newest one it would still commit on is the replay's last committable snapshot, and the first it
   * fails on is the oldest snapshot any failure names as its cause.
   */
  private static void assertCausesAgreeWithTheOracleOnEachCommit(
      Table table, ProposedOperation proposal, ReplayResult replay, String context) {
    List<Long> chain = commitsSinceRead(table, proposal);
    if (chain.isEmpty()) {
      return;
    }
    Long lastPassing = null;
    int firstFailing = -1;
    for (int i = 0; i < chain.size() && firstFailing < 0; i++) {
      String branch = "oracle-at-" + i;
      table.manageSnapshots().createBranch(branch, chain.get(i)).commit();
      if (OracleVerdict.of(() -> proposal.forOracleOn(table, branch)).passes()) {
        lastPassing = chain.get(i);
      } else {
        firstFailing = i;
      }
    }
    assertThat(replay.lastCommittableSnapshotId())
        .as("last committable snapshot" + context)
        .isEqualTo(lastPassing);
    int oldestCause = firstFailing;
    if (oldestCause > 0) {
      List<Integer> causes =
          replay.failures().stream()
              .filter(failure -> failure.snapshotId() != null)
              .map(failure -> chain.indexOf(failure.snapshotId()))
              .toList();
      assertThat(causes)
          .as("the oldest cause is " + chain.get(oldestCause) + context)
          .isNotEmpty()
          .allMatch(index -> index >= oldestCause)
          .contains(oldestCause);
    }
  }

  /**
   * An explanation that names a delete file, as {@code PATH (KIND, ...}, names its kind as diff,
   * tree and summary do; iceberg-core tells a deletion vector by its Puffin format.
   */
  private static void assertDeleteFilesAreNamedByTheirKind(
      Table table, ReplayResult replay, String context) {
    table.refresh();
    for (Snapshot snapshot : table.snapshots()) {
      for (DeleteFile delete : snapshot.addedDeleteFiles(table.io())) {
        String kind =
            delete.content() == FileContent.EQUALITY_DELETES
                ? "equality-deletes"
                : delete.format() == FileFormat.PUFFIN ? "deletion-vector" : "position-deletes";
        for (Failure failure : replay.failures()) {
          String explanation = String.valueOf(failure.explanation());
          if (explanation.contains(delete.location() + " (")) {
            assertThat(explanation)
                .as("kind of " + delete.location() + context)
                .contains(delete.location() + " (" + kind + ", ");
          }
        }
      }
    }
  }

  /**
   * S followed by the commits on the target branch since, oldest first; empty when S is not an
   * ancestor of the branch head.
   */
  private static List<Long> commitsSinceRead(Table table, ProposedOperation proposal) {
    if (proposal.baseSnapshotId() == null) {
      return List.of();
    }
    table.refresh();
    SnapshotRef ref = table.refs().getOrDefault(proposal.branch(), table.refs().get("main"));
    List<Long> chain = new ArrayList<>();
    Snapshot snapshot = table.snapshot(ref.snapshotId());
    while (snapshot != null) {
      chain.add(0, snapshot.snapshotId());
      if (proposal.baseSnapshotId().equals(snapshot.snapshotId())) {
        return chain;
      }
      snapshot = snapshot.parentId() == null ? null : table.snapshot(snapshot.parentId());
    }
    return List.of();
  }

  /**
   * C(S, P): the ancestors of the target branch's head (main's if the branch does not exist) after
   * S, or all of them when S is null or not among them.
   */
  private static Set<Long> concurrentSnapshots(Table table, ProposedOperation proposal) {
    table.refresh();
    SnapshotRef ref = table.refs().getOrDefault(proposal.branch(), table.refs().get("main"));
    Set<Long> ids = new HashSet<>();
    Snapshot snapshot = table.snapshot(ref.snapshotId());
    while (snapshot != null
        && !Long.valueOf(snapshot.snapshotId()).equals(proposal.baseSnapshotId())) {
      ids.add(snapshot.snapshotId());
      snapshot = snapshot.parentId() == null ? null : table.snapshot(snapshot.parentId());
    }
    return ids;
  }

  static Stream<Arguments> scenarios() {
    return Stream.of(
            CopyOnWriteScenarios.all(),
            DynamicOverwriteScenarios.all(),
            MergeOnReadScenarios.all(),
            CompactionScenarios.all(),
            HistoryScenarios.all(),
            ConflictFilterScenarios.all(),
            PartitionTransformScenarios.all(),
            BindingScenarios.all(),
            RowFilterScenarios.all(),
            RowFilterDeleteScenarios.all(),
            PrefixAndNaNScenarios.all())
        .flatMap(List::stream)
        .map(scenario -> Arguments.of(Named.of(scenario.name(), scenario)));
  }
}
