package io.tablescope.inspector.iceberg.replay;

import static io.tablescope.inspector.iceberg.replay.ProposedOperation.NO_CONFLICTING_DATA;
import static io.tablescope.inspector.iceberg.replay.ProposedOperation.NO_CONFLICTING_DELETES;
import static io.tablescope.inspector.iceberg.replay.Scenarios.RED;
import static io.tablescope.inspector.iceberg.replay.Scenarios.cow;
import static io.tablescope.inspector.iceberg.replay.Scenarios.scenario;
import static org.apache.iceberg.expressions.Expressions.and;
import static org.apache.iceberg.expressions.Expressions.equal;
import static org.apache.iceberg.expressions.Expressions.lessThanOrEqual;

import io.tablescope.inspector.iceberg.replay.ScenarioTable.Layout;
import io.tablescope.inspector.iceberg.replay.Scenarios.Scenario;
import java.util.List;
import org.apache.iceberg.DataFile;

/** Copy-on-write UPDATE, DELETE and MERGE: {@code OverwriteFiles} with its opt-in validations. */
final class CopyOnWriteScenarios {
  private CopyOnWriteScenarios() {}

  static List<Scenario> all() {
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
}
