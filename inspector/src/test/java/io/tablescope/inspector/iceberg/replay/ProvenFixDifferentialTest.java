package io.tablescope.inspector.iceberg.replay;

import static io.tablescope.inspector.iceberg.replay.ProposedOperation.NO_CONFLICTING_DATA;
import static io.tablescope.inspector.iceberg.replay.ProposedOperation.NO_CONFLICTING_DATA_FILES;
import static io.tablescope.inspector.iceberg.replay.ProposedOperation.NO_CONFLICTING_DELETES;
import static io.tablescope.inspector.iceberg.replay.ProposedOperation.replacePartitions;
import static io.tablescope.inspector.iceberg.replay.Scenarios.cow;
import static io.tablescope.inspector.iceberg.replay.Scenarios.morDelete;
import static org.apache.iceberg.expressions.Expressions.in;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.replay.ProvenFix.Kind;
import io.tablescope.inspector.iceberg.replay.ScenarioTable.Layout;
import io.tablescope.inspector.iceberg.replay.ScenarioTable.Partitioning;
import java.io.IOException;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.iceberg.Table;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Proven fixes against iceberg-core 1.12.0, over failing scenarios: Tablescope offers exactly the
 * expected kinds of fix, each commits in iceberg-core (the same operation rebuilt with the fix),
 * snapshot isolation is offered exactly when iceberg-core commits under it, and a rebase that
 * iceberg-core would accept but Tablescope withholds is withheld as unsound, with the reason said.
 */
class ProvenFixDifferentialTest {

  /**
   * A failing scenario and the kinds of fix Tablescope must offer for it.
   *
   * @param filter the narrower conflict filter expected, or null when any is accepted
   */
  record FixScenario(
      String name, Layout layout, Consumer<ScenarioTable> script, Set<Kind> fixes, String filter) {
    FixScenario narrowedTo(String expected) {
      return new FixScenario(name, layout, script, fixes, expected);
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("scenarios")
  void offersExactlyTheFixesIcebergCoreCommits(FixScenario scenario, @TempDir Path dir)
      throws IOException {
    ScenarioTable fixture = ScenarioTable.create(dir, scenario.layout());
    scenario.script().accept(fixture);
    ProposedOperation proposal = fixture.proposal();
    Table table = fixture.table();
    assertThat(OracleVerdict.of(() -> proposal.forOracle(table)).passes())
        .as("iceberg-core fails the scenario")
        .isFalse();

    IcebergTable opened = IcebergTable.open(dir.toString(), Runnable::run);
    String operationFile = proposal.operationFile(table, fixture.proposalSnapshotId());
    ReplayResult replay = Replayer.replay(opened, OperationFile.parse(opened, operationFile));
    String context =
        "\noperation file: "
            + operationFile
            + "\nfixes: "
            + replay.fixes().stream().map(ProvenFix::change).toList()
            + "\nwithheld: "
            + replay.withheldFixes();

    assertThat(replay.passes()).as("replay fails" + context).isFalse();
    assertThat(replay.fixes().stream().map(ProvenFix::kind).collect(Collectors.toSet()))
        .as("kinds of fix" + context)
        .isEqualTo(scenario.fixes());
    if (scenario.filter() != null) {
      assertThat(replay.fixes())
          .as("narrower conflict filter" + context)
          .filteredOn(fix -> fix.kind() == Kind.NARROWER_CONFLICT_FILTER)
          .singleElement()
          .extracting(ProvenFix::change)
          .isEqualTo("\"conflict-filter\": \"" + scenario.filter() + "\"");
    }
    FixOracle.assertFixesCommit(table, proposal, replay, context);
    assertWithheldRebaseIsUnsound(table, proposal, replay, fixture.head(), context);
    assertSnapshotIsolationOfferedExactlyWhenIcebergCoreCommitsIt(table, proposal, replay, context);
  }

  /**
   * For an operation with the check serializable isolation adds, snapshot isolation (Spark's
   * snapshot preset, keeping the operation's other validations) is offered exactly when
   * iceberg-core commits the operation with those validations.
   */
  private static void assertSnapshotIsolationOfferedExactlyWhenIcebergCoreCommitsIt(
      Table table, ProposedOperation proposal, ReplayResult replay, String context) {
    OperationType type = OperationType.fromJson(proposal.jsonName());
    String serializableOnly =
        type == OperationType.ROW_DELTA
            ? ProposedOperation.NO_CONFLICTING_DATA_FILES
            : ProposedOperation.NO_CONFLICTING_DATA;
    if (!proposal.validations().contains(serializableOnly)) {
      return;
    }
    Set<String> snapshotLevel = new LinkedHashSet<>(proposal.validations());
    Validation.sparkPreset(type, "snapshot", !proposal.addedData().isEmpty())
        .forEach(validation -> snapshotLevel.add(validation.methodName()));
    snapshotLevel.remove(serializableOnly);
    boolean accepted =
        OracleVerdict.of(
                () ->
                    proposal.forOracleWith(
                        table, proposal.baseSnapshotId(), snapshotLevel, proposal.conflictFilter()))
            .passes();
    assertThat(replay.fixes().stream().anyMatch(fix -> fix.kind() == Kind.SNAPSHOT_ISOLATION))
        .as("snapshot isolation offered iff iceberg-core commits with " + snapshotLevel + context)
        .isEqualTo(accepted);
  }

  /**
   * When iceberg-core would commit the operation read at the head but Tablescope offers no rebase,
   * a file the operation removes or references is gone there: iceberg-core's history checks no
   * longer see that, so accepting it would hide the conflict.
   */
  private static void assertWithheldRebaseIsUnsound(
      Table table, ProposedOperation proposal, ReplayResult replay, long head, String context) {
    boolean offered = replay.fixes().stream().anyMatch(fix -> fix.kind() == Kind.REBASE);
    boolean accepted =
        OracleVerdict.of(
                () ->
                    proposal.forOracleWith(
                        table, head, proposal.validations(), proposal.conflictFilter()))
            .passes();
    if (accepted && !offered) {
      assertThat(replay.withheldFixes())
          .as("a rebase iceberg-core accepts is withheld as unsound" + context)
          .anyMatch(reason -> reason.startsWith("No rebase onto snapshot " + head));
    }
  }

  static Stream<Arguments> scenarios() {
    return Stream.of(
            fix(
                    "overwrite without filter, serializable, concurrent blue append",
                    Layout.V2,
                    t -> {
                      t.propose(cow(t).validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES));
                      t.append(t.blue(11, 20));
                    },
                    Kind.NARROWER_CONFLICT_FILTER,
                    Kind.REBASE,
                    Kind.SNAPSHOT_ISOLATION)
                .narrowedTo("color = 'red'"),
            fix(
                "overwrite without filter, Spark serializable preset, concurrent red append",
                Layout.V2,
                t -> {
                  t.propose(
                      cow(t)
                          .validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES)
                          .isolation("serializable"));
                  t.append(t.red(11, 20));
                },
                Kind.REBASE,
                Kind.SNAPSHOT_ISOLATION),
            fix(
                    "overwrite with a filter wider than its partition, concurrent blue append",
                    Layout.V2,
                    t -> {
                      t.propose(
                          cow(t)
                              .filter("color in ('red', 'blue')", in("color", "red", "blue"))
                              .validate(NO_CONFLICTING_DATA));
                      t.append(t.blue(11, 20));
                    },
                    Kind.NARROWER_CONFLICT_FILTER,
                    Kind.REBASE,
                    Kind.SNAPSHOT_ISOLATION)
                .narrowedTo("(color in ('red', 'blue')) and color = 'red'"),
            fix(
                    "month-partitioned overwrite, concurrent append two months later",
                    Layout.v2(Partitioning.MONTH),
                    t -> {
                      t.propose(cow(t).validate(NO_CONFLICTING_DATA));
                      t.append(t.red(60, 70));
                    },
                    Kind.NARROWER_CONFLICT_FILTER,
                    Kind.REBASE,
                    Kind.SNAPSHOT_ISOLATION)
                .narrowedTo("day >= '2024-01-01' and day < '2024-02-01'"),
            fix(
                    "day(ts)-partitioned overwrite, concurrent append the next day",
                    Layout.v2(Partitioning.DAY_OF_TS),
                    t -> {
                      t.propose(cow(t).validate(NO_CONFLICTING_DATA));
                      t.append(t.red(30, 40));
                    },
                    Kind.NARROWER_CONFLICT_FILTER,
                    Kind.REBASE,
                    Kind.SNAPSHOT_ISOLATION)
                .narrowedTo("ts >= '2024-01-01T00:00Z' and ts < '2024-01-02T00:00Z'"),
            fix(
                    "truncate(id)-partitioned overwrite, concurrent append of ids 200..210",
                    Layout.v2(Partitioning.TRUNCATE_ID),
                    t -> {
                      t.propose(cow(t).validate(NO_CONFLICTING_DATA));
                      t.append(t.red(200, 210));
                    },
                    Kind.NARROWER_CONFLICT_FILTER,
                    Kind.REBASE,
                    Kind.SNAPSHOT_ISOLATION)
                .narrowedTo("id >= 0 and id < 100"),
            fix(
                "month-partitioned overwrite, concurrent append in its month",
                Layout.v2(Partitioning.MONTH),
                t -> {
                  t.propose(cow(t).validate(NO_CONFLICTING_DATA));
                  t.append(t.red(11, 20));
                },
                Kind.REBASE,
                Kind.SNAPSHOT_ISOLATION),
            fix(
                "unpartitioned overwrite, concurrent blue append",
                Layout.UNPARTITIONED,
                t -> {
                  t.propose(cow(t).validate(NO_CONFLICTING_DATA));
                  t.append(t.blue(11, 20));
                },
                Kind.REBASE,
                Kind.SNAPSHOT_ISOLATION),
            fix(
                "overwrite, concurrent delete of the file it replaces",
                Layout.V2,
                t -> {
                  t.propose(cow(t).validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES));
                  t.delete(t.f1());
                }),
            fix(
                "overwrite, concurrent position delete in the file it replaces",
                Layout.V2,
                t -> {
                  t.propose(cow(t).validate(NO_CONFLICTING_DELETES));
                  t.addDeletes(t.positionDelete(t.f1(), 0));
                },
                Kind.REBASE),
            fix(
                "row delta serializable, concurrent blue append",
                Layout.V2,
                t -> {
                  t.propose(morDelete(t).validate(NO_CONFLICTING_DATA_FILES));
                  t.append(t.blue(11, 20));
                },
                Kind.NARROWER_CONFLICT_FILTER,
                Kind.REBASE,
                Kind.SNAPSHOT_ISOLATION),
            fix(
                "row delta, concurrent compaction of the file its deletes reference",
                Layout.V2,
                t -> {
                  t.propose(morDelete(t));
                  t.compact(List.of(t.f1()), t.red(1, 10));
                }),
            fix(
                "dynamic overwrite serializable, concurrent append in its partition",
                Layout.V2,
                t -> {
                  t.propose(
                      replacePartitions()
                          .add(t.red(1, 5))
                          .validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES));
                  t.append(t.red(11, 20));
                },
                Kind.REBASE,
                Kind.SNAPSHOT_ISOLATION))
        .map(scenario -> Arguments.of(Named.of(scenario.name(), scenario)));
  }

  private static FixScenario fix(
      String name, Layout layout, Consumer<ScenarioTable> script, Kind... fixes) {
    Set<Kind> kinds = EnumSet.noneOf(Kind.class);
    kinds.addAll(List.of(fixes));
    return new FixScenario(name, layout, script, kinds, null);
  }
}
