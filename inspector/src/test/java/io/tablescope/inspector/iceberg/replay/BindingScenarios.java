package io.tablescope.inspector.iceberg.replay;

import static io.tablescope.inspector.iceberg.replay.ProposedOperation.NO_CONFLICTING_DATA;
import static io.tablescope.inspector.iceberg.replay.ProposedOperation.NO_CONFLICTING_DATA_FILES;
import static io.tablescope.inspector.iceberg.replay.ProposedOperation.NO_CONFLICTING_DELETES;
import static io.tablescope.inspector.iceberg.replay.Scenarios.cow;
import static io.tablescope.inspector.iceberg.replay.Scenarios.morDelete;
import static io.tablescope.inspector.iceberg.replay.Scenarios.scenario;
import static org.apache.iceberg.expressions.Expressions.equal;

import io.tablescope.inspector.iceberg.replay.ScenarioTable.Layout;
import io.tablescope.inspector.iceberg.replay.Scenarios.Scenario;
import java.util.List;

/**
 * How filters bind column names: case-sensitively by default, so a column written in another case
 * fails once Iceberg evaluates the filter; ignoring case with {@code caseSensitive(false)}.
 */
final class BindingScenarios {
  private static final String UPPER_RED = "COLOR = 'red'";

  private BindingScenarios() {}

  static List<Scenario> all() {
    return List.of(
        scenario(
            "+ CoW serializable, filter on COLOR ignoring case, concurrent red append",
            Layout.V2,
            t -> {
              t.propose(
                  cow(t)
                      .filter(UPPER_RED, equal("COLOR", "red"))
                      .caseInsensitive()
                      .validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES));
              t.append(t.red(11, 20));
            }),
        scenario(
            "+ CoW serializable, filter on COLOR ignoring case, concurrent blue append",
            Layout.V2,
            t -> {
              t.propose(
                  cow(t)
                      .filter(UPPER_RED, equal("COLOR", "red"))
                      .caseInsensitive()
                      .validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES));
              t.append(t.blue(11, 20));
            }),
        scenario(
            "+ CoW serializable, filter on COLOR case-sensitive, concurrent blue append",
            Layout.V2,
            t -> {
              t.propose(
                  cow(t)
                      .filter(UPPER_RED, equal("COLOR", "red"))
                      .validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES));
              t.append(t.blue(11, 20));
            }),
        scenario(
            "+ CoW serializable, filter on COLOR case-sensitive, no concurrent commit",
            Layout.V2,
            t ->
                t.propose(
                    cow(t)
                        .filter(UPPER_RED, equal("COLOR", "red"))
                        .validate(NO_CONFLICTING_DATA, NO_CONFLICTING_DELETES))),
        scenario(
            "+ CoW snapshot isolation, filter on COLOR case-sensitive, concurrent delete of F1",
            Layout.V2,
            t -> {
              t.propose(
                  cow(t).filter(UPPER_RED, equal("COLOR", "red")).validate(NO_CONFLICTING_DELETES));
              t.addDeletes(t.positionDelete(t.f1(), 0));
            }),
        scenario(
            "+ v3 MoR DELETE, filter on COLOR = blue ignoring case, concurrent DV for F1",
            Layout.V3,
            t -> {
              t.propose(
                  morDelete(t)
                      .filter("COLOR = 'blue'", equal("COLOR", "blue"))
                      .caseInsensitive()
                      .validate(NO_CONFLICTING_DATA_FILES));
              t.addDeletes(t.dv(t.f1(), 1));
            }),
        scenario(
            "+ v3 MoR DELETE, filter on COLOR = blue case-sensitive, concurrent DV for F1",
            Layout.V3,
            t -> {
              t.propose(
                  morDelete(t)
                      .filter("COLOR = 'blue'", equal("COLOR", "blue"))
                      .validate(NO_CONFLICTING_DATA_FILES));
              t.addDeletes(t.dv(t.f1(), 1));
            }));
  }
}
