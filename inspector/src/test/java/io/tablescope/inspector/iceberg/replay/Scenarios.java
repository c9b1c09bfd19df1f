package io.tablescope.inspector.iceberg.replay;

import static io.tablescope.inspector.iceberg.replay.ProposedOperation.DELETED_FILES;
import static io.tablescope.inspector.iceberg.replay.ProposedOperation.NO_CONFLICTING_DELETE_FILES;
import static io.tablescope.inspector.iceberg.replay.ProposedOperation.overwrite;
import static io.tablescope.inspector.iceberg.replay.ProposedOperation.rewrite;
import static io.tablescope.inspector.iceberg.replay.ProposedOperation.rowDelta;

import io.tablescope.inspector.iceberg.replay.ScenarioTable.Layout;
import java.util.List;
import java.util.function.Consumer;
import org.apache.iceberg.TableProperties;

/** What the differential scenario families share: the scenario, and the usual proposals. */
final class Scenarios {
  static final String RED = "color = 'red'";

  private Scenarios() {}

  /** A named scenario: a table layout and a script that sets up, proposes B, then commits A. */
  record Scenario(String name, Layout layout, Consumer<ScenarioTable> script) {}

  static Scenario scenario(String name, Layout layout, Consumer<ScenarioTable> script) {
    return new Scenario(name, layout, script);
  }

  /** Files written from now on carry no column metrics. */
  static void withoutColumnMetrics(ScenarioTable t) {
    t.table().updateProperties().set(TableProperties.DEFAULT_WRITE_METRICS_MODE, "none").commit();
  }

  /** Copy-on-write UPDATE of F1: overwrite F1 by F1'. */
  static ProposedOperation cow(ScenarioTable t) {
    return overwrite().remove(t.f1()).add(t.red(1, 10));
  }

  /** Merge-on-read DELETE of F1's first row, validating that F1 still exists. */
  static ProposedOperation morDelete(ScenarioTable t) {
    return rowDelta().addDeletes(t.deleteRows(t.f1(), 0)).validateDataFilesExist(t.f1());
  }

  /** Merge-on-read UPDATE of F1's first row, with Spark's snapshot-isolation checks. */
  static ProposedOperation morUpdate(ScenarioTable t) {
    return rowDelta()
        .add(t.write(List.of(t.row(1, "updated", "red"))))
        .addDeletes(t.deleteRows(t.f1(), 0))
        .validateDataFilesExist(t.f1())
        .validate(DELETED_FILES, NO_CONFLICTING_DELETE_FILES);
  }

  /** Compaction of F1 into F1'. */
  static ProposedOperation compactF1(ScenarioTable t) {
    return rewrite().remove(t.f1()).add(t.red(1, 10));
  }
}
