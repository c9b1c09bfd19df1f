package io.tablescope.inspector.iceberg.replay;

import static io.tablescope.inspector.iceberg.replay.ProposedOperation.APPEND_ONLY;
import static io.tablescope.inspector.iceberg.replay.ProposedOperation.NO_CONFLICTING_DATA;
import static io.tablescope.inspector.iceberg.replay.ProposedOperation.NO_CONFLICTING_DELETES;
import static io.tablescope.inspector.iceberg.replay.ProposedOperation.replacePartitions;
import static io.tablescope.inspector.iceberg.replay.Scenarios.scenario;

import io.tablescope.inspector.iceberg.replay.ScenarioTable.Layout;
import io.tablescope.inspector.iceberg.replay.ScenarioTable.Partitioning;
import io.tablescope.inspector.iceberg.replay.Scenarios.Scenario;
import java.util.List;
import org.apache.iceberg.DataFile;

/** Dynamic partition overwrite: {@code ReplacePartitions}. */
final class DynamicOverwriteScenarios {
  private DynamicOverwriteScenarios() {}

  static List<Scenario> all() {
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
            }),
        scenario(
            "+ append-only dynamic overwrite of blue, concurrent blue append",
            Layout.V2,
            t -> {
              t.propose(replacePartitions().add(t.blue(1, 10)).validate(APPEND_ONLY));
              t.append(t.red(11, 20));
              t.append(t.blue(21, 30));
            }),
        scenario(
            "+ append-only dynamic overwrite of blue, concurrent red append",
            Layout.V2,
            t -> {
              t.propose(replacePartitions().add(t.blue(1, 10)).validate(APPEND_ONLY));
              t.append(t.red(11, 20));
            }),
        scenario(
            "+ append-only dynamic overwrite of blue, concurrent blue append deleted again",
            Layout.V2,
            t -> {
              t.propose(replacePartitions().add(t.blue(1, 10)).validate(APPEND_ONLY));
              DataFile blue = t.blue(21, 30);
              t.append(blue);
              t.delete(blue);
            }),
        scenario(
            "+ append-only dynamic overwrite of red, where F1 already lives",
            Layout.V2,
            t -> t.propose(replacePartitions().add(t.red(11, 20)).validate(APPEND_ONLY))),
        scenario(
            "+ append-only dynamic overwrite of an unpartitioned table",
            Layout.UNPARTITIONED,
            t -> t.propose(replacePartitions().add(t.red(11, 20)).validate(APPEND_ONLY))),
        scenario(
            "+ append-only dynamic overwrite of March, concurrent March append, by month",
            Layout.v2(Partitioning.MONTH),
            t -> {
              t.propose(replacePartitions().add(t.red(60, 61)).validate(APPEND_ONLY));
              t.append(t.red(62, 70));
            }),
        scenario(
            "+ append-only serializable dynamic overwrite of blue, concurrent blue append",
            Layout.V2,
            t -> {
              t.propose(
                  replacePartitions()
                      .add(t.blue(1, 10))
                      .validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES, APPEND_ONLY));
              t.append(t.blue(21, 30));
            }));
  }
}
