package io.tablescope.inspector.iceberg.replay;

import static io.tablescope.inspector.iceberg.replay.ProposedOperation.ADDED_FILES_MATCH;
import static io.tablescope.inspector.iceberg.replay.ProposedOperation.NO_CONFLICTING_DATA;
import static io.tablescope.inspector.iceberg.replay.ProposedOperation.overwrite;
import static io.tablescope.inspector.iceberg.replay.Scenarios.cow;
import static io.tablescope.inspector.iceberg.replay.Scenarios.scenario;
import static org.apache.iceberg.expressions.Expressions.and;
import static org.apache.iceberg.expressions.Expressions.equal;
import static org.apache.iceberg.expressions.Expressions.isNaN;
import static org.apache.iceberg.expressions.Expressions.notNaN;
import static org.apache.iceberg.expressions.Expressions.notStartsWith;
import static org.apache.iceberg.expressions.Expressions.startsWith;

import io.tablescope.inspector.iceberg.replay.ScenarioTable.Layout;
import io.tablescope.inspector.iceberg.replay.ScenarioTable.Partitioning;
import io.tablescope.inspector.iceberg.replay.Scenarios.Scenario;
import java.util.List;

/**
 * Conflict and row filters with {@code starts_with}: pruned by an identity partition, by a truncate
 * partition shorter than the prefix, and by name bounds cut to the prefix's length; {@code not
 * starts_with} pruned when both bounds start with the prefix, and proved by strict projection. And
 * {@code is nan} and {@code is not nan} on the dated tables' {@code score}, NaN for ids that are
 * multiples of 5: pruned by a NaN count of zero, or by one equal to the value count.
 */
final class PrefixAndNaNScenarios {
  private static final Layout TRUNCATE_COLOR = Layout.v2(Partitioning.TRUNCATE_COLOR);

  private PrefixAndNaNScenarios() {}

  static List<Scenario> all() {
    return List.of(
        scenario(
            "+ filter color starts_with 're', concurrent blue append pruned by its partition",
            Layout.V2,
            t -> {
              t.propose(
                  cow(t)
                      .filter("color starts_with 're'", startsWith("color", "re"))
                      .validate(NO_CONFLICTING_DATA));
              t.append(t.blue(11, 20));
            }),
        scenario(
            "+ filter color starts_with 're', concurrent red append",
            Layout.V2,
            t -> {
              t.propose(
                  cow(t)
                      .filter("color starts_with 're'", startsWith("color", "re"))
                      .validate(NO_CONFLICTING_DATA));
              t.append(t.red(11, 20));
            }),
        scenario(
            "+ truncate[1] of color, filter starts_with 'bl', concurrent red and blue appends",
            TRUNCATE_COLOR,
            t -> {
              t.propose(
                  cow(t)
                      .filter("color starts_with 'bl'", startsWith("color", "bl"))
                      .validate(NO_CONFLICTING_DATA));
              t.append(t.red(11, 20));
              t.append(t.blue(21, 30));
            }),
        scenario(
            "+ unpartitioned, filter name starts_with 'n2', concurrent append of n11..n20",
            Layout.UNPARTITIONED,
            t -> {
              t.propose(
                  cow(t)
                      .filter("name starts_with 'n2'", startsWith("name", "n2"))
                      .validate(NO_CONFLICTING_DATA));
              t.append(t.red(11, 20));
            }),
        scenario(
            "+ unpartitioned, filter name starts_with 'n3', append of n11..n20 pruned by bounds",
            Layout.UNPARTITIONED,
            t -> {
              t.propose(
                  cow(t)
                      .filter("name starts_with 'n3'", startsWith("name", "n3"))
                      .validate(NO_CONFLICTING_DATA));
              t.append(t.red(11, 20));
            }),
        scenario(
            "+ unpartitioned, filter name not starts_with 'n', append whose names all start so",
            Layout.UNPARTITIONED,
            t -> {
              t.propose(
                  cow(t)
                      .filter("name not starts_with 'n'", notStartsWith("name", "n"))
                      .validate(NO_CONFLICTING_DATA));
              t.append(t.red(11, 20));
            }),
        scenario(
            "+ overwrite by filter color not starts_with 'b', added files must match, adding red",
            Layout.V2,
            t ->
                t.propose(
                    overwrite()
                        .rowFilter("color not starts_with 'b'", notStartsWith("color", "b"))
                        .add(t.red(1, 10))
                        .validate(ADDED_FILES_MATCH))),
        scenario(
            "+ overwrite by filter color starts_with 're', added files must match, adding blue",
            Layout.V2,
            t ->
                t.propose(
                    overwrite()
                        .rowFilter("color starts_with 're'", startsWith("color", "re"))
                        .add(t.red(1, 10), t.blue(1, 10))
                        .validate(ADDED_FILES_MATCH))),
        scenario(
            "+ filter score is nan, concurrent append of ids 11..14, none NaN",
            Layout.DATED,
            t -> {
              t.propose(
                  cow(t).filter("score is nan", isNaN("score")).validate(NO_CONFLICTING_DATA));
              t.append(t.red(11, 14));
            }),
        scenario(
            "+ filter score is nan, concurrent append of ids 11..20, two NaN",
            Layout.DATED,
            t -> {
              t.propose(
                  cow(t).filter("score is nan", isNaN("score")).validate(NO_CONFLICTING_DATA));
              t.append(t.red(11, 20));
            }),
        scenario(
            "+ filter score is not nan and color = 'blue', concurrent append of id 15, only NaN",
            Layout.DATED,
            t -> {
              t.propose(
                  cow(t)
                      .filter(
                          "score is not nan and color = 'blue'",
                          and(notNaN("score"), equal("color", "blue")))
                      .validate(NO_CONFLICTING_DATA));
              t.append(t.blue(15, 15));
              t.append(t.blue(16, 17));
            }));
  }
}
