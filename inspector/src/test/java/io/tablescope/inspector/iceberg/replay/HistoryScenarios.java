package io.tablescope.inspector.iceberg.replay;

import static io.tablescope.inspector.iceberg.replay.ProposedOperation.NO_CONFLICTING_DATA;
import static io.tablescope.inspector.iceberg.replay.ProposedOperation.NO_CONFLICTING_DELETES;
import static io.tablescope.inspector.iceberg.replay.ProposedOperation.rowDelta;
import static io.tablescope.inspector.iceberg.replay.Scenarios.RED;
import static io.tablescope.inspector.iceberg.replay.Scenarios.compactF1;
import static io.tablescope.inspector.iceberg.replay.Scenarios.cow;
import static io.tablescope.inspector.iceberg.replay.Scenarios.morDelete;
import static io.tablescope.inspector.iceberg.replay.Scenarios.scenario;
import static org.apache.iceberg.expressions.Expressions.equal;

import io.tablescope.inspector.iceberg.replay.ScenarioTable.Layout;
import io.tablescope.inspector.iceberg.replay.Scenarios.Scenario;
import java.util.List;
import org.apache.iceberg.DeleteFile;

/**
 * The history between the read and the branch head: branches, rollbacks, expired snapshots, staged
 * commits, no {@code validateFromSnapshot}.
 */
final class HistoryScenarios {
  private HistoryScenarios() {}

  static List<Scenario> all() {
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
}
