package io.tablescope.inspector.delta.history;

import io.tablescope.format.Problem;
import io.tablescope.format.delta.action.Action;
import io.tablescope.format.delta.action.Metadata;
import io.tablescope.format.delta.action.Protocol;
import io.tablescope.inspector.delta.DeltaLogScan;
import io.tablescope.inspector.delta.DeltaTable;
import java.util.ArrayList;
import java.util.List;

/**
 * How a Delta table's schema, partition columns, properties and protocol changed along its log:
 * every {@code metaData} and {@code protocol} action, each compared with the one in force before
 * it. Each commit file is read once; the oldest checkpoint gives the start when the log no longer
 * begins at commit 0.
 *
 * @param location the table folder
 * @param versions the versions that changed something, oldest first
 * @param problems what could not be read
 */
public record DeltaDefinitionHistory(
    String location, List<DeltaDefinitionVersion> versions, List<Problem> problems) {
  public DeltaDefinitionHistory {
    versions = List.copyOf(versions);
    problems = List.copyOf(problems);
  }

  /** Reads the whole log of the table. */
  public static DeltaDefinitionHistory read(DeltaTable table) {
    List<DeltaDefinitionVersion> versions = new ArrayList<>();
    List<Problem> problems = new ArrayList<>();
    Metadata[] metadata = {null};
    Protocol[] protocol = {null};
    DeltaLogScan.scan(
        table,
        read -> {
          problems.addAll(read.problems());
          List<DeltaDefinitionChange> changes = new ArrayList<>();
          for (Action action : read.actions()) {
            if (action instanceof Protocol declared) {
              DefinitionDiff.protocol(protocol[0], declared, changes);
              protocol[0] = declared;
            } else if (action instanceof Metadata declared) {
              DefinitionDiff.metadata(metadata[0], declared, changes);
              metadata[0] = declared;
            }
          }
          if (!changes.isEmpty()) {
            versions.add(new DeltaDefinitionVersion(read.version(), read.operation(), changes));
          }
        });
    return new DeltaDefinitionHistory(table.location(), versions, problems);
  }
}
