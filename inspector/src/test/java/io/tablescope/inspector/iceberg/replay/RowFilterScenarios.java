package io.tablescope.inspector.iceberg.replay;

import static io.tablescope.inspector.iceberg.replay.ProposedOperation.ADDED_FILES_MATCH;
import static io.tablescope.inspector.iceberg.replay.ProposedOperation.overwrite;
import static io.tablescope.inspector.iceberg.replay.ProposedOperation.replacePartitions;
import static io.tablescope.inspector.iceberg.replay.Scenarios.RED;
import static io.tablescope.inspector.iceberg.replay.Scenarios.scenario;
import static org.apache.iceberg.expressions.Expressions.equal;
import static org.apache.iceberg.expressions.Expressions.lessThan;

import io.tablescope.inspector.iceberg.replay.ScenarioTable.Layout;
import io.tablescope.inspector.iceberg.replay.Scenarios.Scenario;
import java.util.List;

/**
 * Overwrite by row filter: {@code overwriteByRowFilter} with {@code
 * validateAddedFilesMatchOverwriteFilter}, which asks of every added file that all its rows match,
 * and the one partition spec of the added files that it and a dynamic overwrite need.
 */
final class RowFilterScenarios {
  private RowFilterScenarios() {}

  static List<Scenario> all() {
    return List.of(
        scenario(
            "+ overwrite by filter red, added files must match, adding a red file",
            Layout.V2,
            t -> {
              t.propose(
                  overwrite()
                      .rowFilter(RED, equal("color", "red"))
                      .add(t.red(1, 10))
                      .validate(ADDED_FILES_MATCH));
              t.append(t.blue(11, 20));
            }),
        scenario(
            "+ overwrite by filter red, added files must match, adding a blue file",
            Layout.V2,
            t ->
                t.propose(
                    overwrite()
                        .rowFilter(RED, equal("color", "red"))
                        .add(t.red(1, 10), t.blue(1, 10))
                        .validate(ADDED_FILES_MATCH))),
        scenario(
            "+ unpartitioned overwrite by filter id < 50, added files must match, adding ids 11..20",
            Layout.UNPARTITIONED,
            t ->
                t.propose(
                    overwrite()
                        .rowFilter("id < 50", lessThan("id", 50L))
                        .add(t.red(11, 20))
                        .validate(ADDED_FILES_MATCH))),
        scenario(
            "+ unpartitioned overwrite by filter id < 50, added files must match, adding ids 40..60",
            Layout.UNPARTITIONED,
            t ->
                t.propose(
                    overwrite()
                        .rowFilter("id < 50", lessThan("id", 50L))
                        .add(t.red(40, 60))
                        .validate(ADDED_FILES_MATCH))),
        scenario(
            "+ overwrite without a row filter, added files must match",
            Layout.V2,
            t -> t.propose(overwrite().add(t.red(11, 20)).validate(ADDED_FILES_MATCH))),
        scenario(
            "+ overwrite by filter on COLOR ignoring case, added files must match",
            Layout.V2,
            t ->
                t.propose(
                    overwrite()
                        .rowFilter("COLOR = 'red'", equal("COLOR", "red"))
                        .caseInsensitive()
                        .add(t.red(1, 10))
                        .validate(ADDED_FILES_MATCH))),
        scenario(
            "+ overwrite by filter red adding no file, added files must match",
            Layout.V2,
            t ->
                t.propose(
                    overwrite().rowFilter(RED, equal("color", "red")).validate(ADDED_FILES_MATCH))),
        scenario(
            "+ dynamic overwrite adding no file (inline operation file)",
            Layout.V2,
            t -> t.propose(replacePartitions().inline())));
  }
}
