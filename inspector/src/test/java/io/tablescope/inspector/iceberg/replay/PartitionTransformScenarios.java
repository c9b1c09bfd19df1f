package io.tablescope.inspector.iceberg.replay;

import static io.tablescope.inspector.iceberg.replay.ProposedOperation.NO_CONFLICTING_DATA;
import static io.tablescope.inspector.iceberg.replay.ProposedOperation.NO_CONFLICTING_DELETES;
import static io.tablescope.inspector.iceberg.replay.ProposedOperation.replacePartitions;
import static io.tablescope.inspector.iceberg.replay.Scenarios.RED;
import static io.tablescope.inspector.iceberg.replay.Scenarios.cow;
import static io.tablescope.inspector.iceberg.replay.Scenarios.morUpdate;
import static io.tablescope.inspector.iceberg.replay.Scenarios.scenario;
import static io.tablescope.inspector.iceberg.replay.Scenarios.withoutColumnMetrics;
import static org.apache.iceberg.expressions.Expressions.and;
import static org.apache.iceberg.expressions.Expressions.equal;
import static org.apache.iceberg.expressions.Expressions.greaterThan;
import static org.apache.iceberg.expressions.Expressions.greaterThanOrEqual;
import static org.apache.iceberg.expressions.Expressions.in;
import static org.apache.iceberg.expressions.Expressions.lessThan;

import io.tablescope.inspector.iceberg.replay.ScenarioTable.Layout;
import io.tablescope.inspector.iceberg.replay.ScenarioTable.Partitioning;
import io.tablescope.inspector.iceberg.replay.Scenarios.Scenario;
import java.util.List;
import org.apache.iceberg.DataFile;

/**
 * Tables partitioned by bucket, truncate and time transforms rather than identity: conflict filters
 * projected through the transform, dynamic overwrites of transformed partitions, and delete files
 * in scope. F1 (red, ids 1..10, January 2024, hours 1..10 of 2024-01-01) lies in one partition of
 * each.
 */
final class PartitionTransformScenarios {
  private static final Layout BUCKET = Layout.v2(Partitioning.BUCKET_COLOR);
  private static final Layout TRUNCATE_COLOR = Layout.v2(Partitioning.TRUNCATE_COLOR);
  private static final Layout TRUNCATE_ID = Layout.v2(Partitioning.TRUNCATE_ID);
  private static final Layout MONTH = Layout.v2(Partitioning.MONTH);
  private static final Layout YEAR = Layout.v2(Partitioning.YEAR);
  private static final Layout DAY_OF_TS = Layout.v2(Partitioning.DAY_OF_TS);
  private static final String SECOND_DAY = "2024-01-02T00:00:00+00:00";

  private PartitionTransformScenarios() {}

  /**
   * Files written from now on carry no column bounds, so only the partition can prune them: ids
   * around -19,750 fall in late 1969, where Iceberg widens a projected month by one.
   */
  static List<Scenario> all() {
    return List.of(
        scenario(
            "+ bucket, CoW filter red, concurrent red append",
            BUCKET,
            t -> {
              t.propose(cow(t).filter(RED, equal("color", "red")).validate(NO_CONFLICTING_DATA));
              t.append(t.red(11, 20));
            }),
        scenario(
            "+ bucket, CoW filter red, concurrent blue append",
            BUCKET,
            t -> {
              t.propose(cow(t).filter(RED, equal("color", "red")).validate(NO_CONFLICTING_DATA));
              t.append(t.blue(11, 20));
            }),
        scenario(
            "+ bucket, CoW filter in red and green, concurrent green and blue appends",
            BUCKET,
            t -> {
              t.propose(
                  cow(t)
                      .filter("color in ('red', 'green')", in("color", "red", "green"))
                      .validate(NO_CONFLICTING_DATA));
              t.append(t.blue(11, 20));
              t.append(t.data("green", 21, 30));
            }),
        scenario(
            "+ bucket, CoW filter color > 'q' (no projection), concurrent blue append",
            BUCKET,
            t -> {
              t.propose(
                  cow(t)
                      .filter("color > 'q'", greaterThan("color", "q"))
                      .validate(NO_CONFLICTING_DATA));
              t.append(t.blue(11, 20));
            }),
        scenario(
            "+ bucket, dynamic overwrite of red's bucket, concurrent blue append",
            BUCKET,
            t -> {
              t.propose(replacePartitions().add(t.red(1, 5)).validate(NO_CONFLICTING_DATA));
              t.append(t.blue(11, 20));
            }),
        scenario(
            "+ bucket, MoR UPDATE filter red, concurrent position delete on a blue file",
            BUCKET,
            t -> {
              DataFile blue = t.blue(21, 30);
              t.append(blue);
              t.start();
              t.propose(morUpdate(t).filter(RED, equal("color", "red")));
              t.addDeletes(t.positionDelete(blue, 0));
            }),
        scenario(
            "+ truncate color, CoW filter red, concurrent red and blue appends",
            TRUNCATE_COLOR,
            t -> {
              t.propose(cow(t).filter(RED, equal("color", "red")).validate(NO_CONFLICTING_DATA));
              t.append(t.blue(11, 20));
              t.append(t.red(21, 30));
            }),
        scenario(
            "+ truncate color, CoW filter red, concurrent blue append",
            TRUNCATE_COLOR,
            t -> {
              t.propose(cow(t).filter(RED, equal("color", "red")).validate(NO_CONFLICTING_DATA));
              t.append(t.blue(11, 20));
            }),
        scenario(
            "+ truncate color, CoW filter color < 'c', concurrent red and blue appends",
            TRUNCATE_COLOR,
            t -> {
              t.propose(
                  cow(t)
                      .filter("color < 'c'", lessThan("color", "c"))
                      .validate(NO_CONFLICTING_DATA));
              t.append(t.red(11, 20));
              t.append(t.blue(21, 30));
            }),
        scenario(
            "+ truncate color, CoW filter color >= 's', concurrent red append",
            TRUNCATE_COLOR,
            t -> {
              t.propose(
                  cow(t)
                      .filter("color >= 's'", greaterThanOrEqual("color", "s"))
                      .validate(NO_CONFLICTING_DATA));
              t.append(t.red(11, 20));
            }),
        scenario(
            "+ truncate id, CoW filter id < 100, concurrent append of ids 150..160",
            TRUNCATE_ID,
            t -> {
              t.propose(
                  cow(t).filter("id < 100", lessThan("id", 100L)).validate(NO_CONFLICTING_DATA));
              t.append(t.red(150, 160));
            }),
        scenario(
            "+ truncate id, CoW filter id < 101, concurrent append of ids 100..110",
            TRUNCATE_ID,
            t -> {
              t.propose(
                  cow(t).filter("id < 101", lessThan("id", 101L)).validate(NO_CONFLICTING_DATA));
              t.append(t.red(100, 110));
            }),
        scenario(
            "+ truncate id, CoW filter id >= 100, concurrent appends of ids 11..20 and 150..160",
            TRUNCATE_ID,
            t -> {
              t.propose(
                  cow(t)
                      .filter("id >= 100", greaterThanOrEqual("id", 100L))
                      .validate(NO_CONFLICTING_DATA));
              t.append(t.red(11, 20));
              t.append(t.red(150, 160));
            }),
        scenario(
            "+ truncate id, CoW filter id = 5, concurrent append of ids 11..20",
            TRUNCATE_ID,
            t -> {
              t.propose(cow(t).filter("id = 5", equal("id", 5L)).validate(NO_CONFLICTING_DATA));
              t.append(t.red(11, 20));
            }),
        scenario(
            "+ truncate id, dynamic overwrite of ids 0..99, concurrent append of ids 150..160",
            TRUNCATE_ID,
            t -> {
              t.propose(
                  replacePartitions()
                      .add(t.red(1, 5))
                      .validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES));
              t.append(t.red(150, 160));
            }),
        scenario(
            "+ truncate id, dynamic overwrite of ids 0..99, concurrent append of ids 11..20",
            TRUNCATE_ID,
            t -> {
              t.propose(
                  replacePartitions()
                      .add(t.red(1, 5))
                      .validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES));
              t.append(t.red(11, 20));
            }),
        scenario(
            "+ month, CoW filter on March, concurrent appends in February and March",
            MONTH,
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
              t.append(t.red(60, 70));
            }),
        scenario(
            "+ month, CoW filter day = '2024-02-15', concurrent append of February 1..10",
            MONTH,
            t -> {
              t.propose(
                  cow(t)
                      .filter("day = '2024-02-15'", equal("day", "2024-02-15"))
                      .validate(NO_CONFLICTING_DATA));
              t.append(t.red(31, 40));
            }),
        scenario(
            "+ month, dynamic overwrite of January, concurrent appends in February and January",
            MONTH,
            t -> {
              t.propose(replacePartitions().add(t.red(1, 5)).validate(NO_CONFLICTING_DATA));
              t.append(t.red(31, 40));
              t.append(t.red(11, 20));
            }),
        scenario(
            "+ month before 1970 without column metrics, CoW filter on a November day,"
                + " concurrent append in December",
            MONTH,
            t -> {
              withoutColumnMetrics(t);
              t.propose(
                  cow(t)
                      .filter("day = '1969-11-15'", equal("day", "1969-11-15"))
                      .validate(NO_CONFLICTING_DATA));
              t.append(t.red(-19745, -19736));
            }),
        scenario(
            "+ month before 1970 without column metrics, CoW filter on a November day,"
                + " concurrent append in October",
            MONTH,
            t -> {
              withoutColumnMetrics(t);
              t.propose(
                  cow(t)
                      .filter("day = '1969-11-15'", equal("day", "1969-11-15"))
                      .validate(NO_CONFLICTING_DATA));
              t.append(t.red(-19806, -19797));
            }),
        scenario(
            "+ year, CoW filter day < '2024-01-01', concurrent append",
            YEAR,
            t -> {
              t.propose(
                  cow(t)
                      .filter("day < '2024-01-01'", lessThan("day", "2024-01-01"))
                      .validate(NO_CONFLICTING_DATA));
              t.append(t.red(11, 20));
            }),
        scenario(
            "+ year, CoW filter day >= '2024-06-01', concurrent append in January",
            YEAR,
            t -> {
              t.propose(
                  cow(t)
                      .filter("day >= '2024-06-01'", greaterThanOrEqual("day", "2024-06-01"))
                      .validate(NO_CONFLICTING_DATA));
              t.append(t.red(11, 20));
            }),
        scenario(
            "+ day of ts, CoW filter from the second day, concurrent appends on both days",
            DAY_OF_TS,
            t -> {
              t.propose(
                  cow(t)
                      .filter("ts >= '" + SECOND_DAY + "'", greaterThanOrEqual("ts", SECOND_DAY))
                      .validate(NO_CONFLICTING_DATA));
              t.append(t.red(11, 20));
              t.append(t.red(30, 40));
            }),
        scenario(
            "+ day of ts, MoR UPDATE filter on the first day, concurrent delete on the second",
            DAY_OF_TS,
            t -> {
              DataFile second = t.red(30, 40);
              t.append(second);
              t.start();
              t.propose(
                  morUpdate(t).filter("ts < '" + SECOND_DAY + "'", lessThan("ts", SECOND_DAY)));
              t.addDeletes(t.positionDelete(second, 0));
            }),
        scenario(
            "+ day of ts, MoR UPDATE filter on the first day, concurrent delete on F1",
            DAY_OF_TS,
            t -> {
              t.propose(
                  morUpdate(t).filter("ts < '" + SECOND_DAY + "'", lessThan("ts", SECOND_DAY)));
              t.addDeletes(t.positionDelete(t.f1(), 1));
            }));
  }
}
