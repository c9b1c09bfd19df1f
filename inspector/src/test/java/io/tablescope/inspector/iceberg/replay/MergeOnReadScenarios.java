package io.tablescope.inspector.iceberg.replay;

import static io.tablescope.inspector.iceberg.replay.ProposedOperation.DELETED_FILES;
import static io.tablescope.inspector.iceberg.replay.ProposedOperation.NO_CONFLICTING_DATA_FILES;
import static io.tablescope.inspector.iceberg.replay.ProposedOperation.NO_CONFLICTING_DELETE_FILES;
import static io.tablescope.inspector.iceberg.replay.ProposedOperation.rowDelta;
import static io.tablescope.inspector.iceberg.replay.Scenarios.RED;
import static io.tablescope.inspector.iceberg.replay.Scenarios.morDelete;
import static io.tablescope.inspector.iceberg.replay.Scenarios.morUpdate;
import static io.tablescope.inspector.iceberg.replay.Scenarios.scenario;
import static org.apache.iceberg.expressions.Expressions.equal;

import io.tablescope.inspector.iceberg.replay.ScenarioTable.Layout;
import io.tablescope.inspector.iceberg.replay.Scenarios.Scenario;
import java.util.List;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DeleteFile;

/**
 * Merge-on-read DELETE, UPDATE and MERGE: {@code RowDelta} with position deletes, deletion vectors
 * and equality deletes.
 */
final class MergeOnReadScenarios {
  private MergeOnReadScenarios() {}

  static List<Scenario> all() {
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
}
