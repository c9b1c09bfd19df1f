package io.tablescope.app.cli.delta;

import io.tablescope.format.Problem;
import io.tablescope.format.delta.action.Metadata;
import io.tablescope.format.delta.action.Protocol;
import io.tablescope.format.delta.log.DeltaSnapshot;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.table.Commit;
import java.util.List;
import java.util.Objects;

/**
 * What one version of a Delta table declares, from the state its log rebuilds at that version.
 *
 * @param location the table folder
 * @param version the version, with its commit time
 * @param protocol the protocol in force, or null when the log holds none (a problem says so)
 * @param metadata the metadata in force, or null when the log holds none (a problem says so)
 * @param problems what was damaged, missing or unsupported in rebuilding the state
 */
record DeltaDefinition(
    String location, Commit version, Protocol protocol, Metadata metadata, List<Problem> problems) {
  DeltaDefinition {
    Objects.requireNonNull(location, "location");
    Objects.requireNonNull(version, "version");
    problems = List.copyOf(problems);
  }

  static DeltaDefinition of(DeltaTable table, Commit version) {
    DeltaSnapshot state = table.stateAt(version);
    return new DeltaDefinition(
        table.location(), version, state.protocol(), state.metadata(), state.problems());
  }
}
