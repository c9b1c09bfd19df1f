package io.tablescope.inspector.iceberg.replay;

import static io.tablescope.inspector.iceberg.replay.ProposedOperation.NO_CONFLICTING_DATA;
import static io.tablescope.inspector.iceberg.replay.ProposedOperation.NO_CONFLICTING_DELETES;
import static io.tablescope.inspector.iceberg.replay.ProposedOperation.delete;
import static io.tablescope.inspector.iceberg.replay.ProposedOperation.overwrite;
import static io.tablescope.inspector.iceberg.replay.Scenarios.RED;
import static io.tablescope.inspector.iceberg.replay.Scenarios.scenario;
import static io.tablescope.inspector.iceberg.replay.Scenarios.withoutColumnMetrics;
import static org.apache.iceberg.expressions.Expressions.and;
import static org.apache.iceberg.expressions.Expressions.equal;
import static org.apache.iceberg.expressions.Expressions.greaterThan;
import static org.apache.iceberg.expressions.Expressions.greaterThanOrEqual;
import static org.apache.iceberg.expressions.Expressions.lessThanOrEqual;
import static org.apache.iceberg.expressions.Expressions.notEqual;

import io.tablescope.inspector.iceberg.replay.ScenarioTable.Layout;
import io.tablescope.inspector.iceberg.replay.ScenarioTable.Partitioning;
import io.tablescope.inspector.iceberg.replay.Scenarios.Scenario;
import java.util.List;
import org.apache.iceberg.DataFile;

/**
 * Deleting by row filter: {@code deleteFromRowFilter} (a metadata-only DELETE) and {@code
 * overwriteByRowFilter} (a static overwrite). The filter deletes the files it matches wholly and
 * refuses a file it matches in part; an overwrite also checks concurrent commits against it.
 */
final class RowFilterDeleteScenarios {
  private static final String ABOVE_20 = "id > 20";

  private RowFilterDeleteScenarios() {}

  static List<Scenario> all() {
    return List.of(
        scenario(
            "+ metadata DELETE id > 20, unpartitioned, concurrent append of ids 15..25",
            Layout.UNPARTITIONED,
            t -> {
              t.propose(delete().rowFilter(ABOVE_20, greaterThan("id", 20L)));
              t.append(t.red(11, 14));
              t.append(t.red(15, 25));
            }),
        scenario(
            "+ metadata DELETE id > 20, unpartitioned, concurrent append of ids 21..30",
            Layout.UNPARTITIONED,
            t -> {
              t.propose(delete().rowFilter(ABOVE_20, greaterThan("id", 20L)));
              t.append(t.red(21, 30));
            }),
        scenario(
            "+ metadata DELETE blue and id > 20, concurrent blue append of ids 15..25",
            Layout.V2,
            t -> {
              t.propose(
                  delete()
                      .rowFilter(
                          "color = 'blue' and id > 20",
                          and(equal("color", "blue"), greaterThan("id", 20L))));
              t.append(t.blue(15, 25));
            }),
        scenario(
            "+ metadata DELETE blue, concurrent blue append",
            Layout.V2,
            t -> {
              t.propose(delete().rowFilter("color = 'blue'", equal("color", "blue")));
              t.append(t.blue(15, 25));
            }),
        scenario(
            "+ metadata DELETE ID > 20 ignoring case, unpartitioned, concurrent append of ids 15..25",
            Layout.UNPARTITIONED,
            t -> {
              t.propose(delete().rowFilter("ID > 20", greaterThan("ID", 20L)).caseInsensitive());
              t.append(t.red(15, 25));
            }),
        scenario(
            "+ metadata DELETE ID > 20 case-sensitive (inline operation file)",
            Layout.UNPARTITIONED,
            t -> t.propose(delete().rowFilter("ID > 20", greaterThan("ID", 20L)).inline())),
        scenario(
            "+ metadata DELETE ID > 20 ignoring case (inline operation file)",
            Layout.UNPARTITIONED,
            t ->
                t.propose(
                    delete()
                        .rowFilter("ID > 20", greaterThan("ID", 20L))
                        .caseInsensitive()
                        .inline())),
        scenario(
            "+ unpartitioned overwrite by filter id > 20, concurrent append of ids 15..25",
            Layout.UNPARTITIONED,
            t -> {
              t.propose(overwrite().rowFilter(ABOVE_20, greaterThan("id", 20L)).add(t.red(21, 30)));
              t.append(t.red(15, 25));
            }),
        scenario(
            "14 overwrite by filter red serializable, concurrent compaction of F1",
            Layout.V2,
            t -> {
              t.propose(
                  overwrite()
                      .rowFilter(RED, equal("color", "red"))
                      .add(t.red(1, 10))
                      .validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES));
              t.compact(List.of(t.f1()), t.red(1, 10));
            }),
        scenario(
            "+ overwrite by filter red serializable, concurrent delete of F1",
            Layout.V2,
            t -> {
              t.propose(
                  overwrite()
                      .rowFilter(RED, equal("color", "red"))
                      .add(t.red(1, 10))
                      .validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES)
                      .checkEachValidationAlone());
              t.delete(t.f1());
            }),
        scenario(
            "+ overwrite by filter red serializable, concurrent red append",
            Layout.V2,
            t -> {
              t.propose(
                  overwrite()
                      .rowFilter(RED, equal("color", "red"))
                      .add(t.red(1, 10))
                      .validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES));
              t.append(t.blue(11, 20));
              t.append(t.red(21, 30));
            }),
        scenario(
            "+ overwrite by filter red serializable, concurrent blue append",
            Layout.V2,
            t -> {
              t.propose(
                  overwrite()
                      .rowFilter(RED, equal("color", "red"))
                      .add(t.red(1, 10))
                      .validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES));
              t.append(t.blue(11, 20));
            }),
        scenario(
            "+ overwrite by filter red snapshot isolation, concurrent red equality delete",
            Layout.V2,
            t -> {
              t.propose(
                  overwrite()
                      .rowFilter(RED, equal("color", "red"))
                      .add(t.red(1, 10))
                      .validate(NO_CONFLICTING_DELETES));
              t.addDeletes(t.eqDelete("red", 3));
            }),
        scenario(
            "+ overwrite by filter red, conflict filter red and id <= 10, concurrent red append 50..60",
            Layout.V2,
            t -> {
              t.propose(
                  overwrite()
                      .rowFilter(RED, equal("color", "red"))
                      .filter(
                          "color = 'red' and id <= 10",
                          and(equal("color", "red"), lessThanOrEqual("id", 10L)))
                      .add(t.red(1, 10))
                      .validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES));
              t.append(t.red(50, 60));
            }),
        scenario(
            "+ overwrite by filter red and of a blue file by name, serializable, concurrent red append",
            Layout.V2,
            t -> {
              DataFile blue = t.blue(11, 20);
              t.append(blue);
              t.start();
              t.propose(
                  overwrite()
                      .rowFilter(RED, equal("color", "red"))
                      .remove(blue)
                      .add(t.red(1, 10))
                      .validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES));
              t.append(t.red(21, 30));
            }),
        scenario(
            "+ overwrite by filter red and of a blue file by name, concurrent delete of it",
            Layout.V2,
            t -> {
              DataFile blue = t.blue(11, 20);
              t.append(blue);
              t.start();
              t.propose(
                  overwrite()
                      .rowFilter(RED, equal("color", "red"))
                      .remove(blue)
                      .add(t.red(1, 10))
                      .validate(NO_CONFLICTING_DELETES));
              t.delete(blue);
            }),
        scenario(
            "+ month without column metrics, metadata DELETE from March, concurrent March append",
            Layout.v2(Partitioning.MONTH),
            t -> {
              withoutColumnMetrics(t);
              t.propose(
                  delete()
                      .rowFilter("day >= '2024-03-01'", greaterThanOrEqual("day", "2024-03-01")));
              t.append(t.red(60, 70));
            }),
        scenario(
            "+ month without column metrics, metadata DELETE from mid-March, concurrent March append",
            Layout.v2(Partitioning.MONTH),
            t -> {
              withoutColumnMetrics(t);
              t.propose(
                  delete()
                      .rowFilter("day >= '2024-03-15'", greaterThanOrEqual("day", "2024-03-15")));
              t.append(t.red(60, 70));
            }),
        scenario(
            "+ truncate id without column metrics, metadata DELETE id >= 100, concurrent append",
            Layout.v2(Partitioning.TRUNCATE_ID),
            t -> {
              withoutColumnMetrics(t);
              t.propose(delete().rowFilter("id >= 100", greaterThanOrEqual("id", 100L)));
              t.append(t.red(150, 160));
            }),
        scenario(
            "+ truncate id without column metrics, metadata DELETE id >= 120, concurrent append",
            Layout.v2(Partitioning.TRUNCATE_ID),
            t -> {
              withoutColumnMetrics(t);
              t.propose(delete().rowFilter("id >= 120", greaterThanOrEqual("id", 120L)));
              t.append(t.red(150, 160));
            }),
        scenario(
            "+ bucket without column metrics, metadata DELETE color != 'red', concurrent append",
            Layout.v2(Partitioning.BUCKET_COLOR),
            t -> {
              withoutColumnMetrics(t);
              t.propose(delete().rowFilter("color != 'red'", notEqual("color", "red")));
              t.append(t.blue(11, 20), t.data("green", 21, 30));
            }));
  }
}
