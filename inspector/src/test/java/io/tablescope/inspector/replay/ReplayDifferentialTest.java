package io.tablescope.inspector.replay;

import static io.tablescope.inspector.replay.ProposedOperation.DELETED_FILES;
import static io.tablescope.inspector.replay.ProposedOperation.FILES_EXIST;
import static io.tablescope.inspector.replay.ProposedOperation.NO_CONFLICTING_DATA;
import static io.tablescope.inspector.replay.ProposedOperation.NO_CONFLICTING_DATA_FILES;
import static io.tablescope.inspector.replay.ProposedOperation.NO_CONFLICTING_DELETES;
import static io.tablescope.inspector.replay.ProposedOperation.NO_CONFLICTING_DELETE_FILES;
import static io.tablescope.inspector.replay.ProposedOperation.append;
import static io.tablescope.inspector.replay.ProposedOperation.delete;
import static io.tablescope.inspector.replay.ProposedOperation.overwrite;
import static io.tablescope.inspector.replay.ProposedOperation.replacePartitions;
import static io.tablescope.inspector.replay.ProposedOperation.rewrite;
import static io.tablescope.inspector.replay.ProposedOperation.rowDelta;
import static org.apache.iceberg.expressions.Expressions.and;
import static org.apache.iceberg.expressions.Expressions.equal;
import static org.apache.iceberg.expressions.Expressions.greaterThan;
import static org.apache.iceberg.expressions.Expressions.greaterThanOrEqual;
import static org.apache.iceberg.expressions.Expressions.in;
import static org.apache.iceberg.expressions.Expressions.isNull;
import static org.apache.iceberg.expressions.Expressions.lessThan;
import static org.apache.iceberg.expressions.Expressions.lessThanOrEqual;
import static org.apache.iceberg.expressions.Expressions.not;
import static org.apache.iceberg.expressions.Expressions.notEqual;
import static org.apache.iceberg.expressions.Expressions.notNull;
import static org.apache.iceberg.expressions.Expressions.or;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.inspector.IcebergTable;
import io.tablescope.inspector.replay.ReplayResult.Failure;
import io.tablescope.inspector.replay.ScenarioTable.Layout;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DeleteFile;
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
 * MessageComparison} explains), the files the message names, and a concurrent snapshot.
 *
 * <p>Scenario names start with the number of the iceberg-validation.md §11 case they cover; "+"
 * marks the cases added beyond §11.
 */
class ReplayDifferentialTest {
  private static final String RED = "color = 'red'";

  /** A named scenario: a table layout and a script that sets up, proposes B, then commits A. */
  record Scenario(String name, Layout layout, Consumer<ScenarioTable> script) {}

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
    }
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
            copyOnWrite(), dynamicOverwrite(), mergeOnRead(), compaction(), history(), more())
        .flatMap(List::stream)
        .map(scenario -> Arguments.of(Named.of(scenario.name(), scenario)));
  }

  private static Scenario scenario(String name, Layout layout, Consumer<ScenarioTable> script) {
    return new Scenario(name, layout, script);
  }

  /** Copy-on-write UPDATE of F1: overwrite F1 by F1'. */
  private static ProposedOperation cow(ScenarioTable t) {
    return overwrite().remove(t.f1()).add(t.red(1, 10));
  }

  /** Merge-on-read DELETE of F1's first row, validating that F1 still exists. */
  private static ProposedOperation morDelete(ScenarioTable t) {
    return rowDelta().addDeletes(t.deleteRows(t.f1(), 0)).validateDataFilesExist(t.f1());
  }

  /** Merge-on-read UPDATE of F1's first row, with Spark's snapshot-isolation checks. */
  private static ProposedOperation morUpdate(ScenarioTable t) {
    return rowDelta()
        .add(t.write(List.of(t.row(1, "updated", "red"))))
        .addDeletes(t.deleteRows(t.f1(), 0))
        .validateDataFilesExist(t.f1())
        .validate(DELETED_FILES, NO_CONFLICTING_DELETE_FILES);
  }

  /** Compaction of F1 into F1'. */
  private static ProposedOperation compactF1(ScenarioTable t) {
    return rewrite().remove(t.f1()).add(t.red(1, 10));
  }

  private static List<Scenario> copyOnWrite() {
    return List.of(
        scenario(
            "1 CoW serializable, concurrent red append",
            Layout.V2,
            t -> {
              t.propose(
                  cow(t)
                      .filter(RED, equal("color", "red"))
                      .validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES));
              t.append(t.red(11, 20));
            }),
        scenario(
            "1 CoW serializable, concurrent red appends by two commits",
            Layout.V2,
            t -> {
              t.propose(
                  cow(t)
                      .filter(RED, equal("color", "red"))
                      .validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES));
              t.append(t.red(11, 20));
              t.append(t.blue(21, 30));
              t.append(t.red(31, 40));
            }),
        scenario(
            "1 CoW serializable, concurrent blue append",
            Layout.V2,
            t -> {
              t.propose(
                  cow(t)
                      .filter(RED, equal("color", "red"))
                      .validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES));
              t.append(t.blue(11, 20));
            }),
        scenario(
            "1 CoW serializable without conflict filter, concurrent blue append",
            Layout.V2,
            t -> {
              t.propose(cow(t).validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES));
              t.append(t.blue(11, 20));
            }),
        scenario(
            "1 CoW serializable, filter red and id <= 10, concurrent red append of ids 50..60",
            Layout.V2,
            t -> {
              t.propose(
                  cow(t)
                      .filter(
                          "color = 'red' and id <= 10",
                          and(equal("color", "red"), lessThanOrEqual("id", 10L)))
                      .validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES));
              t.append(t.red(50, 60));
            }),
        scenario(
            "1 CoW serializable, filter red and id <= 10, concurrent red append of ids 5..15",
            Layout.V2,
            t -> {
              t.propose(
                  cow(t)
                      .filter(
                          "color = 'red' and id <= 10",
                          and(equal("color", "red"), lessThanOrEqual("id", 10L)))
                      .validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES));
              t.append(t.red(5, 15));
            }),
        scenario(
            "1 CoW snapshot isolation, concurrent red append",
            Layout.V2,
            t -> {
              t.propose(cow(t).filter(RED, equal("color", "red")).validate(NO_CONFLICTING_DELETES));
              t.append(t.red(11, 20));
            }),
        scenario(
            "2 CoW snapshot isolation, concurrent position delete on F1",
            Layout.V2,
            t -> {
              t.propose(cow(t).filter(RED, equal("color", "red")).validate(NO_CONFLICTING_DELETES));
              t.addDeletes(t.positionDelete(t.f1(), 0));
            }),
        scenario(
            "2 v3 CoW snapshot isolation, concurrent DV on F1",
            Layout.V3,
            t -> {
              t.propose(cow(t).filter(RED, equal("color", "red")).validate(NO_CONFLICTING_DELETES));
              t.addDeletes(t.dv(t.f1(), 0));
            }),
        scenario(
            "2+ CoW snapshot isolation, concurrent position delete on another red file",
            Layout.V2,
            t -> {
              DataFile f2 = t.red(11, 20);
              t.append(f2);
              t.start();
              t.propose(cow(t).filter(RED, equal("color", "red")).validate(NO_CONFLICTING_DELETES));
              t.addDeletes(t.positionDelete(f2, 0));
            }),
        scenario(
            "2+ CoW snapshot isolation, concurrent red equality delete of id 3",
            Layout.V2,
            t -> {
              t.propose(cow(t).filter(RED, equal("color", "red")).validate(NO_CONFLICTING_DELETES));
              t.addDeletes(t.eqDelete("red", 3));
            }),
        scenario(
            "2+ CoW snapshot isolation, concurrent red equality delete of ids 100 and 200",
            Layout.V2,
            t -> {
              t.propose(cow(t).filter(RED, equal("color", "red")).validate(NO_CONFLICTING_DELETES));
              t.addDeletes(t.eqDelete("red", 100, 200));
            }),
        scenario(
            "2+ unpartitioned CoW snapshot isolation, concurrent global equality delete",
            Layout.UNPARTITIONED,
            t -> {
              t.propose(cow(t).validate(NO_CONFLICTING_DELETES));
              t.addDeletes(t.eqDelete("red", 3));
            }),
        scenario(
            "3 CoW serializable, concurrent delete of F1",
            Layout.V2,
            t -> {
              t.propose(
                  cow(t)
                      .filter(RED, equal("color", "red"))
                      .validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES));
              t.delete(t.f1());
            }),
        scenario(
            "3 CoW snapshot isolation, concurrent delete of F1",
            Layout.V2,
            t -> {
              t.propose(cow(t).filter(RED, equal("color", "red")).validate(NO_CONFLICTING_DELETES));
              t.delete(t.f1());
            }),
        scenario(
            "3 CoW without validations, concurrent delete of F1",
            Layout.V2,
            t -> {
              t.propose(cow(t));
              t.delete(t.f1());
            }),
        scenario(
            "14 CoW serializable, concurrent compaction of F1",
            Layout.V2,
            t -> {
              t.propose(
                  cow(t)
                      .filter(RED, equal("color", "red"))
                      .validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES));
              t.compact(List.of(t.f1()), t.red(1, 10));
            }),
        scenario(
            "+ several conflicts: CoW serializable, concurrent red append and delete on F1",
            Layout.V2,
            t -> {
              t.propose(
                  cow(t)
                      .filter(RED, equal("color", "red"))
                      .validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES)
                      .checkEachValidationAlone());
              t.append(t.red(11, 20));
              t.addDeletes(t.positionDelete(t.f1(), 0));
            }),
        scenario(
            "+ several conflicts: CoW serializable, concurrent CoW overwrite of F1",
            Layout.V2,
            t -> {
              t.propose(
                  cow(t)
                      .filter(RED, equal("color", "red"))
                      .validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES)
                      .checkEachValidationAlone());
              t.overwrite(t.f1(), t.red(1, 10));
            }),
        scenario(
            "+ CoW serializable, concurrent data-only RowDelta in red",
            Layout.V2,
            t -> {
              t.propose(
                  cow(t)
                      .filter(RED, equal("color", "red"))
                      .validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES));
              t.addRows(t.red(11, 20));
            }),
        scenario(
            "+ CoW serializable, concurrent staged (WAP) red append",
            Layout.V2,
            t -> {
              t.propose(
                  cow(t)
                      .filter(RED, equal("color", "red"))
                      .validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES));
              t.stageAppend("w1", t.red(11, 20));
            }),
        scenario(
            "+ CoW serializable, concurrent staged red append then cherry-picked",
            Layout.V2,
            t -> {
              t.propose(
                  cow(t)
                      .filter(RED, equal("color", "red"))
                      .validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES));
              t.cherrypick(t.stageAppend("w1", t.red(11, 20)));
            }),
        scenario(
            "+ CoW serializable, concurrent manifest rewrite",
            Layout.V2,
            t -> {
              t.propose(
                  cow(t)
                      .filter(RED, equal("color", "red"))
                      .validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES));
              t.rewriteManifests();
            }),
        scenario(
            "+ CoW snapshot isolation, concurrent blue equality delete",
            Layout.V2,
            t -> {
              t.propose(cow(t).filter(RED, equal("color", "red")).validate(NO_CONFLICTING_DELETES));
              t.addDeletes(t.eqDelete("blue", 3));
            }),
        scenario(
            "+ spec evolution: CoW serializable, concurrent red append under a new spec",
            Layout.V2,
            t -> {
              t.propose(
                  cow(t)
                      .filter(RED, equal("color", "red"))
                      .validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES));
              t.partitionByName();
              t.append(t.write(List.of(t.row(11, "x", "red"), t.row(12, "x", "red"))));
            }),
        scenario(
            "+ v1 CoW serializable, concurrent red append",
            Layout.V1,
            t -> {
              t.propose(
                  cow(t)
                      .filter(RED, equal("color", "red"))
                      .validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES));
              t.append(t.red(11, 20));
            }),
        scenario(
            "+ v1 CoW snapshot isolation, concurrent delete of F1",
            Layout.V1,
            t -> {
              t.propose(cow(t).filter(RED, equal("color", "red")).validate(NO_CONFLICTING_DELETES));
              t.delete(t.f1());
            }));
  }

  private static List<Scenario> dynamicOverwrite() {
    return List.of(
        scenario(
            "4 dynamic overwrite serializable, concurrent red append",
            Layout.V2,
            t -> {
              t.propose(
                  replacePartitions()
                      .add(t.red(1, 10))
                      .validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES));
              t.append(t.red(11, 20));
            }),
        scenario(
            "4 dynamic overwrite serializable, concurrent blue append",
            Layout.V2,
            t -> {
              t.propose(
                  replacePartitions()
                      .add(t.red(1, 10))
                      .validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES));
              t.append(t.blue(11, 20));
            }),
        scenario(
            "4 unpartitioned dynamic overwrite serializable, concurrent append",
            Layout.UNPARTITIONED,
            t -> {
              t.propose(
                  replacePartitions()
                      .add(t.red(1, 10))
                      .validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES));
              t.append(t.blue(11, 20));
            }),
        scenario(
            "4+ dynamic overwrite of red and blue, concurrent red and blue appends",
            Layout.V2,
            t -> {
              t.propose(
                  replacePartitions()
                      .add(t.red(1, 10), t.blue(1, 10))
                      .validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES));
              t.append(t.red(11, 20), t.blue(11, 20));
            }),
        scenario(
            "4+ dynamic overwrite serializable, concurrent red append under a new spec",
            Layout.V2,
            t -> {
              t.propose(
                  replacePartitions()
                      .add(t.red(1, 10))
                      .validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES));
              t.partitionByName();
              t.append(t.write(List.of(t.row(11, "x", "red"), t.row(12, "x", "red"))));
            }),
        scenario(
            "5 dynamic overwrite snapshot isolation, concurrent red equality delete",
            Layout.V2,
            t -> {
              t.propose(replacePartitions().add(t.red(1, 10)).validate(NO_CONFLICTING_DELETES));
              t.addDeletes(t.eqDelete("red", 3));
            }),
        scenario(
            "5 dynamic overwrite snapshot isolation, concurrent delete of F1",
            Layout.V2,
            t -> {
              t.propose(replacePartitions().add(t.red(1, 10)).validate(NO_CONFLICTING_DELETES));
              t.delete(t.f1());
            }),
        scenario(
            "5 dynamic overwrite snapshot isolation, concurrent red append",
            Layout.V2,
            t -> {
              t.propose(replacePartitions().add(t.red(1, 10)).validate(NO_CONFLICTING_DELETES));
              t.append(t.red(11, 20));
            }),
        scenario(
            "5+ dynamic overwrite snapshot isolation, concurrent blue equality delete",
            Layout.V2,
            t -> {
              t.propose(replacePartitions().add(t.red(1, 10)).validate(NO_CONFLICTING_DELETES));
              t.addDeletes(t.eqDelete("blue", 3));
            }),
        scenario(
            "5+ unpartitioned dynamic overwrite snapshot isolation, concurrent delete of F1",
            Layout.UNPARTITIONED,
            t -> {
              t.propose(replacePartitions().add(t.red(1, 10)).validate(NO_CONFLICTING_DELETES));
              t.delete(t.f1());
            }),
        scenario(
            "4+ dynamic overwrite without validations, concurrent red append",
            Layout.V2,
            t -> {
              t.propose(replacePartitions().add(t.red(1, 10)));
              t.append(t.red(11, 20));
            }));
  }

  private static List<Scenario> mergeOnRead() {
    return List.of(
        scenario(
            "6 MoR DELETE serializable, concurrent compaction of F1",
            Layout.V2,
            t -> {
              t.propose(
                  morDelete(t)
                      .filter(RED, equal("color", "red"))
                      .validate(NO_CONFLICTING_DATA_FILES));
              t.compact(List.of(t.f1()), t.red(1, 10));
            }),
        scenario(
            "6 MoR DELETE serializable, concurrent delete of F1",
            Layout.V2,
            t -> {
              t.propose(
                  morDelete(t)
                      .filter(RED, equal("color", "red"))
                      .validate(NO_CONFLICTING_DATA_FILES));
              t.delete(t.f1());
            }),
        scenario(
            "6 MoR UPDATE, concurrent delete of F1",
            Layout.V2,
            t -> {
              t.propose(morUpdate(t).filter(RED, equal("color", "red")));
              t.delete(t.f1());
            }),
        scenario(
            "6+ MoR DELETE, concurrent copy-on-write overwrite of F1",
            Layout.V2,
            t -> {
              t.propose(morDelete(t).filter(RED, equal("color", "red")));
              t.overwrite(t.f1(), t.red(1, 10));
            }),
        scenario(
            "6+ MoR DELETE, concurrent dynamic overwrite of red",
            Layout.V2,
            t -> {
              t.propose(morDelete(t).filter(RED, equal("color", "red")));
              t.replacePartitions(t.red(1, 10));
            }),
        scenario(
            "6+ MoR UPDATE serializable, concurrent red append",
            Layout.V2,
            t -> {
              t.propose(
                  morUpdate(t)
                      .filter(RED, equal("color", "red"))
                      .validate(NO_CONFLICTING_DATA_FILES));
              t.append(t.red(11, 20));
            }),
        scenario(
            "7 MoR UPDATE, concurrent position delete on another red file",
            Layout.V2,
            t -> {
              DataFile f2 = t.red(11, 20);
              t.append(f2);
              t.start();
              t.propose(morUpdate(t).filter(RED, equal("color", "red")));
              t.addDeletes(t.positionDelete(f2, 0));
            }),
        scenario(
            "7 v3 MoR UPDATE, concurrent DV on another red file",
            Layout.V3,
            t -> {
              DataFile f2 = t.red(11, 20);
              t.append(f2);
              t.start();
              t.propose(morUpdate(t).filter(RED, equal("color", "red")));
              t.addDeletes(t.dv(f2, 0));
            }),
        scenario(
            "7 MoR DELETE, concurrent position delete on another red file",
            Layout.V2,
            t -> {
              DataFile f2 = t.red(11, 20);
              t.append(f2);
              t.start();
              t.propose(morDelete(t).filter(RED, equal("color", "red")));
              t.addDeletes(t.positionDelete(f2, 0));
            }),
        scenario(
            "7+ MoR UPDATE, concurrent position delete on a blue file",
            Layout.V2,
            t -> {
              DataFile blue = t.blue(11, 20);
              t.append(blue);
              t.start();
              t.propose(morUpdate(t).filter(RED, equal("color", "red")));
              t.addDeletes(t.positionDelete(blue, 0));
            }),
        scenario(
            "8 v3 MoR DELETE, concurrent DV on F1",
            Layout.V3,
            t -> {
              t.propose(rowDelta().addDeletes(t.dv(t.f1(), 1)));
              t.addDeletes(t.dv(t.f1(), 0));
            }),
        scenario(
            "8 v3 MoR DELETE filtered on blue, concurrent DV on F1",
            Layout.V3,
            t -> {
              t.propose(
                  rowDelta()
                      .addDeletes(t.dv(t.f1(), 1))
                      .filter("color = 'blue'", equal("color", "blue")));
              t.addDeletes(t.dv(t.f1(), 0));
            }),
        scenario(
            "8 v3 MoR DELETE replacing a historical DV, no validateFromSnapshot",
            Layout.V3,
            t -> {
              DeleteFile old = t.dv(t.f1(), 0);
              t.addDeletes(old);
              t.start();
              t.propose(rowDelta().removeDeletes(old).addDeletes(t.dv(t.f1(), 0, 1)).noFrom());
            }),
        scenario(
            "8 v3 MoR DELETE replacing a historical DV, from S",
            Layout.V3,
            t -> {
              DeleteFile old = t.dv(t.f1(), 0);
              t.addDeletes(old);
              t.start();
              t.propose(rowDelta().removeDeletes(old).addDeletes(t.dv(t.f1(), 0, 1)));
            }),
        scenario(
            "15 v3 MoR UPDATE, two concurrent DV generations on F1",
            Layout.V3,
            t -> {
              t.propose(morUpdate(t).filter(RED, equal("color", "red")).checkEachValidationAlone());
              DeleteFile first = t.dv(t.f1(), 0);
              t.addDeletes(first);
              t.replaceDeletes(first, t.dv(t.f1(), 0, 1));
            }),
        scenario(
            "8+ v3 MoR DELETE, concurrent DV on F1 that a concurrent compaction dropped",
            Layout.V3,
            t -> {
              t.propose(rowDelta().addDeletes(t.dv(t.f1(), 1)));
              DeleteFile concurrent = t.dv(t.f1(), 0);
              t.addDeletes(concurrent);
              t.compact(List.of(t.f1()), List.of(concurrent), t.red(1, 10));
            }),
        scenario(
            "+ MoR DELETE, no concurrent commit",
            Layout.V2,
            t ->
                t.propose(
                    morDelete(t)
                        .filter(RED, equal("color", "red"))
                        .validate(NO_CONFLICTING_DATA_FILES))),
        scenario(
            "+ MoR DELETE serializable without conflict filter, concurrent blue append",
            Layout.V2,
            t -> {
              t.propose(morDelete(t).validate(NO_CONFLICTING_DATA_FILES));
              t.append(t.blue(11, 20));
            }),
        scenario(
            "+ Flink-style row delta with equality deletes, no validateFromSnapshot",
            Layout.V2,
            t -> {
              t.propose(
                  rowDelta()
                      .add(t.write(List.of(t.row(3, "updated", "red"))))
                      .addDeletes(t.eqDelete("red", 3))
                      .noFrom());
              t.append(t.red(11, 20));
            }),
        scenario(
            "+ RowDelta removing F1 with validateNoConflictingDeleteFiles, concurrent delete on F1",
            Layout.V2,
            t -> {
              t.propose(
                  rowDelta()
                      .remove(t.f1())
                      .add(t.red(1, 10))
                      .filter(RED, equal("color", "red"))
                      .validate(NO_CONFLICTING_DELETE_FILES));
              t.addDeletes(t.positionDelete(t.f1(), 0));
            }),
        scenario(
            "+ RowDelta removing F1 with validateDeletedFiles, concurrent delete of F1",
            Layout.V2,
            t -> {
              t.propose(rowDelta().remove(t.f1()).add(t.red(1, 10)).validate(DELETED_FILES));
              t.delete(t.f1());
            }),
        scenario(
            "+ v3 MoR UPDATE replacing a DV that a concurrent compaction removed",
            Layout.V3,
            t -> {
              DeleteFile old = t.dv(t.f1(), 0);
              t.addDeletes(old);
              t.start();
              t.propose(
                  rowDelta()
                      .add(t.write(List.of(t.row(2, "updated", "red"))))
                      .removeDeletes(old)
                      .addDeletes(t.dv(t.f1(), 0, 1))
                      .validate(DELETED_FILES));
              t.compact(List.of(t.f1()), List.of(old), t.red(2, 10));
            }),
        scenario(
            "+ several conflicts: v3 MoR UPDATE serializable, concurrent red append and DV on F1",
            Layout.V3,
            t -> {
              t.propose(
                  morUpdate(t)
                      .filter(RED, equal("color", "red"))
                      .validate(NO_CONFLICTING_DATA_FILES)
                      .checkEachValidationAlone());
              t.append(t.red(11, 20));
              t.addDeletes(t.dv(t.f1(), 5));
            }),
        scenario(
            "+ MoR DELETE with a v2 position delete, table upgraded to v3 concurrently",
            Layout.V2,
            t -> {
              t.propose(morDelete(t).filter(RED, equal("color", "red")));
              t.upgradeToV3();
            }),
        scenario(
            "+ RowDelta removing F1 while its deletes reference it",
            Layout.V2,
            t ->
                t.propose(
                    rowDelta()
                        .remove(t.f1())
                        .addDeletes(t.positionDelete(t.f1(), 0))
                        .validateDataFilesExist(t.f1()))));
  }

  private static List<Scenario> compaction() {
    return List.of(
        scenario(
            "9 compaction keeping the starting sequence number, concurrent equality delete",
            Layout.V2,
            t -> {
              t.propose(compactF1(t).dataSequenceNumber(t.sequenceNumber(t.s())));
              t.addDeletes(t.eqDelete("red", 3));
            }),
        scenario(
            "9 compaction without dataSequenceNumber, concurrent equality delete",
            Layout.V2,
            t -> {
              t.propose(compactF1(t));
              t.addDeletes(t.eqDelete("red", 3));
            }),
        scenario(
            "9 compaction without dataSequenceNumber, concurrent equality delete of ids 100..200",
            Layout.V2,
            t -> {
              t.propose(compactF1(t));
              t.addDeletes(t.eqDelete("red", 100, 200));
            }),
        scenario(
            "9 compaction keeping the sequence number, concurrent position delete on F1",
            Layout.V2,
            t -> {
              t.propose(compactF1(t).dataSequenceNumber(t.sequenceNumber(t.s())));
              t.addDeletes(t.positionDelete(t.f1(), 0));
            }),
        scenario(
            "9 v3 compaction keeping the sequence number, concurrent DV on F1",
            Layout.V3,
            t -> {
              t.propose(compactF1(t).dataSequenceNumber(t.sequenceNumber(t.s())));
              t.addDeletes(t.dv(t.f1(), 0));
            }),
        scenario(
            "9 compaction, concurrent file-scoped position delete on another file",
            Layout.V2,
            t -> {
              DataFile f2 = t.red(11, 20);
              t.append(f2);
              t.start();
              t.propose(compactF1(t).dataSequenceNumber(t.sequenceNumber(t.s())));
              t.addDeletes(t.positionDelete(f2, 0));
            }),
        scenario(
            "9 compaction, concurrent partition-scoped position delete on other files",
            Layout.V2,
            t -> {
              DataFile f2 = t.red(11, 20);
              DataFile f3 = t.red(21, 30);
              t.append(f2, f3);
              t.start();
              t.propose(compactF1(t).dataSequenceNumber(t.sequenceNumber(t.s())));
              t.addDeletes(t.partitionPositionDeletes(f2, f3));
            }),
        scenario(
            "10 compaction, concurrent delete of its input",
            Layout.V2,
            t -> {
              t.propose(compactF1(t));
              t.delete(t.f1());
            }),
        scenario(
            "10 compaction of two inputs, concurrent delete of both",
            Layout.V2,
            t -> {
              DataFile f2 = t.red(11, 20);
              t.append(f2);
              t.start();
              t.propose(rewrite().remove(t.f1(), f2).add(t.red(1, 20)));
              t.delete(t.f1(), f2);
            }),
        scenario(
            "15 v3 compaction, two concurrent DV generations on F1",
            Layout.V3,
            t -> {
              t.propose(compactF1(t));
              DeleteFile first = t.dv(t.f1(), 0);
              t.addDeletes(first);
              t.replaceDeletes(first, t.dv(t.f1(), 0, 1));
            }),
        scenario(
            "+ position-delete compaction, concurrent data compaction dropping its input",
            Layout.V2,
            t -> {
              DeleteFile old = t.positionDelete(t.f1(), 0);
              t.addDeletes(old);
              t.start();
              t.propose(rewrite().removeDeletes(old).addDeletes(t.positionDelete(t.f1(), 0)));
              t.compact(List.of(t.f1()), List.of(old), t.red(2, 10));
            }),
        scenario(
            "+ compaction adding more records than it replaces (inline operation file)",
            Layout.V2,
            t -> t.propose(rewrite().remove(t.f1()).add(t.red(1, 11)).inline())));
  }

  private static List<Scenario> history() {
    return List.of(
        scenario(
            "11 no validateFromSnapshot, an ancestor expired",
            Layout.V2,
            t -> {
              long root = t.s();
              t.append(t.blue(1, 5));
              t.start();
              t.propose(
                  cow(t).noFrom().filter(RED, equal("color", "red")).validate(NO_CONFLICTING_DATA));
              t.expire(root);
            }),
        scenario(
            "11 S expired, its child survives, concurrent blue append",
            Layout.V2,
            t -> {
              t.append(t.blue(1, 5));
              long s = t.start();
              t.propose(
                  cow(t)
                      .filter(RED, equal("color", "red"))
                      .validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES));
              t.append(t.blue(6, 10));
              t.expire(s);
            }),
        scenario(
            "11+ S expired, its child survives, concurrent red append",
            Layout.V2,
            t -> {
              t.append(t.blue(1, 5));
              long s = t.start();
              t.propose(
                  cow(t)
                      .filter(RED, equal("color", "red"))
                      .validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES));
              t.append(t.red(11, 20));
              t.expire(s);
            }),
        scenario(
            "11+ a snapshot between S and the head expired",
            Layout.V2,
            t -> {
              t.propose(
                  cow(t)
                      .filter(RED, equal("color", "red"))
                      .validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES));
              long between = t.append(t.blue(11, 20));
              t.append(t.blue(21, 30));
              t.expire(between);
            }),
        scenario(
            "11 overwrite from S on another branch",
            Layout.V2,
            t -> {
              t.branch("side", t.head());
              t.startAt(t.appendTo("side", t.blue(1, 5)));
              t.propose(cow(t).filter(RED, equal("color", "red")).validate(NO_CONFLICTING_DATA));
              t.append(t.blue(6, 10));
            }),
        scenario(
            "11 row delta from S on another branch",
            Layout.V2,
            t -> {
              t.branch("side", t.head());
              t.startAt(t.appendTo("side", t.blue(1, 5)));
              t.propose(morDelete(t).filter(RED, equal("color", "red")));
              t.append(t.blue(6, 10));
            }),
        scenario(
            "11+ row delta from an expired S whose child survives",
            Layout.V2,
            t -> {
              t.append(t.blue(1, 5));
              long s = t.start();
              t.propose(morDelete(t).filter(RED, equal("color", "red")));
              t.append(t.blue(6, 10));
              t.expire(s);
            }),
        scenario(
            "11+ v3 Flink-style DV row delta, no validateFromSnapshot, an ancestor expired",
            Layout.V3,
            t -> {
              long root = t.s();
              t.append(t.blue(1, 5));
              t.start();
              t.propose(rowDelta().addDeletes(t.dv(t.f1(), 0)).noFrom());
              t.expire(root);
            }),
        scenario(
            "15 compaction, concurrent row delta rewriting a delete manifest, S live",
            Layout.V2,
            t -> {
              DeleteFile kept = t.eqDelete("red", 3);
              DeleteFile removed = t.eqDelete("red", 4);
              t.addDeletes(kept, removed);
              t.start();
              t.propose(compactF1(t));
              t.removeDeletes(removed);
            }),
        scenario(
            "15 compaction, concurrent row delta rewriting a delete manifest, S expired",
            Layout.V2,
            t -> {
              DeleteFile kept = t.eqDelete("red", 3);
              DeleteFile removed = t.eqDelete("red", 4);
              t.addDeletes(kept, removed);
              long s = t.start();
              t.propose(compactF1(t));
              t.removeDeletes(removed);
              t.expire(s);
            }),
        scenario(
            "12 full-history default: no validateFromSnapshot, no concurrent commit",
            Layout.V2,
            t ->
                t.propose(
                    cow(t)
                        .noFrom()
                        .filter(RED, equal("color", "red"))
                        .validate(NO_CONFLICTING_DATA))),
        scenario(
            "13 B on branch b, red append on b and blue append on main",
            Layout.V2,
            t -> {
              t.propose(
                  cow(t)
                      .toBranch("b")
                      .filter(RED, equal("color", "red"))
                      .validate(NO_CONFLICTING_DATA));
              t.branch("b", t.s());
              t.appendTo("b", t.red(11, 20));
              t.append(t.blue(11, 20));
            }),
        scenario(
            "13 B on branch b, red append on main only",
            Layout.V2,
            t -> {
              t.propose(
                  cow(t)
                      .toBranch("b")
                      .filter(RED, equal("color", "red"))
                      .validate(NO_CONFLICTING_DATA));
              t.branch("b", t.s());
              t.append(t.red(11, 20));
            }),
        scenario(
            "13 B on a missing branch validates against main, red append on main",
            Layout.V2,
            t -> {
              t.propose(
                  cow(t)
                      .toBranch("newb")
                      .filter(RED, equal("color", "red"))
                      .validate(NO_CONFLICTING_DATA));
              t.append(t.red(11, 20));
            }));
  }

  private static List<Scenario> more() {
    return List.of(
        scenario(
            "+ append, concurrent red append and delete of F1",
            Layout.V2,
            t -> {
              t.propose(append().add(t.red(11, 20)));
              t.append(t.red(21, 30));
              t.delete(t.f1());
            }),
        scenario(
            "+ delete with validateFilesExist, concurrent compaction of F1",
            Layout.V2,
            t -> {
              t.propose(delete().remove(t.f1()).validate(FILES_EXIST));
              t.compact(List.of(t.f1()), t.red(1, 10));
            }),
        scenario(
            "+ delete without validateFilesExist, concurrent compaction of F1",
            Layout.V2,
            t -> {
              t.propose(delete().remove(t.f1()));
              t.compact(List.of(t.f1()), t.red(1, 10));
            }),
        scenario(
            "+ filter on name, concurrent append whose name bounds contain it",
            Layout.V2,
            t -> {
              t.propose(
                  cow(t)
                      .filter("name = 'n15'", equal("name", "n15"))
                      .validate(NO_CONFLICTING_DATA));
              t.append(t.red(11, 20));
            }),
        scenario(
            "+ filter on name, concurrent append whose name bounds exclude it",
            Layout.V2,
            t -> {
              t.propose(
                  cow(t).filter("name = 'zz'", equal("name", "zz")).validate(NO_CONFLICTING_DATA));
              t.append(t.red(11, 20));
            }),
        scenario(
            "+ unpartitioned, filter red, concurrent blue append pruned by color bounds",
            Layout.UNPARTITIONED,
            t -> {
              t.propose(cow(t).filter(RED, equal("color", "red")).validate(NO_CONFLICTING_DATA));
              t.append(t.blue(11, 20));
            }),
        scenario(
            "+ unpartitioned, filter red, concurrent red append",
            Layout.UNPARTITIONED,
            t -> {
              t.propose(cow(t).filter(RED, equal("color", "red")).validate(NO_CONFLICTING_DATA));
              t.append(t.red(11, 20));
            }),
        scenario(
            "+ filter red, concurrent append in the null partition",
            Layout.V2,
            t -> {
              t.propose(cow(t).filter(RED, equal("color", "red")).validate(NO_CONFLICTING_DATA));
              t.append(t.data(null, 11, 20));
            }),
        scenario(
            "+ dynamic overwrite of the null partition, concurrent append in it",
            Layout.V2,
            t -> {
              t.propose(replacePartitions().add(t.data(null, 1, 5)).validate(NO_CONFLICTING_DATA));
              t.append(t.data(null, 6, 10));
            }),
        scenario(
            "+ filter in, concurrent blue and green appends",
            Layout.V2,
            t -> {
              t.propose(
                  cow(t)
                      .filter("color in ('red', 'green')", in("color", "red", "green"))
                      .validate(NO_CONFLICTING_DATA));
              t.append(t.blue(11, 20));
              t.append(t.data("green", 21, 30));
            }),
        scenario(
            "+ filter or, concurrent red append of ids 200..210",
            Layout.V2,
            t -> {
              t.propose(
                  cow(t)
                      .filter(
                          "color = 'blue' or id > 100",
                          or(equal("color", "blue"), greaterThan("id", 100L)))
                      .validate(NO_CONFLICTING_DATA));
              t.append(t.red(200, 210));
            }),
        scenario(
            "+ filter or, concurrent red append of ids 11..20",
            Layout.V2,
            t -> {
              t.propose(
                  cow(t)
                      .filter(
                          "color = 'blue' or id > 100",
                          or(equal("color", "blue"), greaterThan("id", 100L)))
                      .validate(NO_CONFLICTING_DATA));
              t.append(t.red(11, 20));
            }),
        scenario(
            "+ filter is null, concurrent append without null names",
            Layout.V2,
            t -> {
              t.propose(
                  cow(t).filter("name is null", isNull("name")).validate(NO_CONFLICTING_DATA));
              t.append(t.red(11, 20));
            }),
        scenario(
            "+ filter is null, concurrent append with a null name",
            Layout.V2,
            t -> {
              t.propose(
                  cow(t).filter("name is null", isNull("name")).validate(NO_CONFLICTING_DATA));
              t.append(t.write(List.of(t.row(11, null, "red"), t.row(12, "n12", "red"))));
            }),
        scenario(
            "+ filter is not null, concurrent append of null names only",
            Layout.V2,
            t -> {
              t.propose(
                  cow(t).filter("name is not null", notNull("name")).validate(NO_CONFLICTING_DATA));
              t.append(t.write(List.of(t.row(11, null, "red"), t.row(12, null, "red"))));
            }),
        scenario(
            "+ filter !=, concurrent red and blue appends",
            Layout.V2,
            t -> {
              t.propose(
                  cow(t)
                      .filter("color != 'red'", notEqual("color", "red"))
                      .validate(NO_CONFLICTING_DATA));
              t.append(t.red(11, 20));
              t.append(t.blue(21, 30));
            }),
        scenario(
            "+ filter not, concurrent red append of ids 90..110",
            Layout.V2,
            t -> {
              t.propose(
                  cow(t)
                      .filter("not (id < 100)", not(lessThan("id", 100L)))
                      .validate(NO_CONFLICTING_DATA));
              t.append(t.red(90, 110));
            }),
        scenario(
            "+ filter on a date range, concurrent append in February",
            Layout.DATED,
            t -> {
              t.propose(
                  cow(t)
                      .filter(
                          "day >= '2024-03-01' and day < '2024-04-01'",
                          and(
                              greaterThanOrEqual("day", "2024-03-01"),
                              lessThan("day", "2024-04-01")))
                      .validate(NO_CONFLICTING_DATA));
              t.append(t.red(31, 40));
            }),
        scenario(
            "+ filter on a date range, concurrent append in March",
            Layout.DATED,
            t -> {
              t.propose(
                  cow(t)
                      .filter(
                          "day >= '2024-03-01' and day < '2024-04-01'",
                          and(
                              greaterThanOrEqual("day", "2024-03-01"),
                              lessThan("day", "2024-04-01")))
                      .validate(NO_CONFLICTING_DATA));
              t.append(t.red(60, 70));
            }),
        scenario(
            "+ isolation serializable preset, CoW, concurrent red append",
            Layout.V2,
            t -> {
              t.propose(
                  cow(t)
                      .filter(RED, equal("color", "red"))
                      .validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES)
                      .isolation("serializable"));
              t.append(t.red(11, 20));
            }),
        scenario(
            "+ isolation serializable preset, MoR DELETE, concurrent compaction of F1",
            Layout.V2,
            t -> {
              t.propose(
                  morDelete(t)
                      .filter(RED, equal("color", "red"))
                      .validate(NO_CONFLICTING_DATA_FILES)
                      .isolation("serializable"));
              t.compact(List.of(t.f1()), t.red(1, 10));
            }),
        scenario(
            "+ v3 isolation serializable preset, MoR DELETE, concurrent compaction of F1",
            Layout.V3,
            t -> {
              t.propose(
                  morDelete(t)
                      .filter(RED, equal("color", "red"))
                      .validate(NO_CONFLICTING_DATA_FILES)
                      .isolation("serializable"));
              t.compact(List.of(t.f1()), t.red(1, 10));
            }),
        scenario(
            "+ isolation snapshot preset, MoR UPDATE, concurrent delete of F1",
            Layout.V2,
            t -> {
              t.propose(morUpdate(t).filter(RED, equal("color", "red")).isolation("snapshot"));
              t.delete(t.f1());
            }));
  }
}
