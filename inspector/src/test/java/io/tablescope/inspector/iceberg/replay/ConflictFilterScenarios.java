package io.tablescope.inspector.iceberg.replay;

import static io.tablescope.inspector.iceberg.replay.ProposedOperation.FILES_EXIST;
import static io.tablescope.inspector.iceberg.replay.ProposedOperation.NO_CONFLICTING_DATA;
import static io.tablescope.inspector.iceberg.replay.ProposedOperation.NO_CONFLICTING_DATA_FILES;
import static io.tablescope.inspector.iceberg.replay.ProposedOperation.NO_CONFLICTING_DELETES;
import static io.tablescope.inspector.iceberg.replay.ProposedOperation.append;
import static io.tablescope.inspector.iceberg.replay.ProposedOperation.delete;
import static io.tablescope.inspector.iceberg.replay.ProposedOperation.replacePartitions;
import static io.tablescope.inspector.iceberg.replay.Scenarios.RED;
import static io.tablescope.inspector.iceberg.replay.Scenarios.cow;
import static io.tablescope.inspector.iceberg.replay.Scenarios.morDelete;
import static io.tablescope.inspector.iceberg.replay.Scenarios.morUpdate;
import static io.tablescope.inspector.iceberg.replay.Scenarios.scenario;
import static org.apache.iceberg.expressions.Expressions.and;
import static org.apache.iceberg.expressions.Expressions.equal;
import static org.apache.iceberg.expressions.Expressions.greaterThan;
import static org.apache.iceberg.expressions.Expressions.greaterThanOrEqual;
import static org.apache.iceberg.expressions.Expressions.in;
import static org.apache.iceberg.expressions.Expressions.isNull;
import static org.apache.iceberg.expressions.Expressions.lessThan;
import static org.apache.iceberg.expressions.Expressions.not;
import static org.apache.iceberg.expressions.Expressions.notEqual;
import static org.apache.iceberg.expressions.Expressions.notIn;
import static org.apache.iceberg.expressions.Expressions.notNull;
import static org.apache.iceberg.expressions.Expressions.or;

import io.tablescope.inspector.iceberg.replay.ScenarioTable.Layout;
import io.tablescope.inspector.iceberg.replay.Scenarios.Scenario;
import java.util.List;

/** Conflict filters of every shape, Spark's isolation presets, and plain appends and deletes. */
final class ConflictFilterScenarios {
  private ConflictFilterScenarios() {}

  static List<Scenario> all() {
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
            "+ filter not in, concurrent red append pruned by its partition and a blue append",
            Layout.V2,
            t -> {
              t.propose(
                  cow(t)
                      .filter("color not in ('red', 'green')", notIn("color", "red", "green"))
                      .validate(NO_CONFLICTING_DATA));
              t.append(t.red(11, 20));
              t.append(t.blue(21, 30));
            }),
        scenario(
            "+ unpartitioned, filter not in, concurrent red append whose one color is in the list",
            Layout.UNPARTITIONED,
            t -> {
              t.propose(
                  cow(t)
                      .filter("color not in ('red', 'blue')", notIn("color", "red", "blue"))
                      .validate(NO_CONFLICTING_DATA));
              t.append(t.red(11, 20));
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
