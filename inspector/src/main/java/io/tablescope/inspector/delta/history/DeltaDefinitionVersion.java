package io.tablescope.inspector.delta.history;

import java.util.List;

/**
 * A version whose {@code metaData} or {@code protocol} action changed what the table declares.
 *
 * @param version the commit's version, or the oldest checkpoint's
 * @param operation the commit's {@code commitInfo.operation}, "checkpoint", or ""
 * @param changes what changed against the version before; for the first version read, everything it
 *     declares, as added
 */
public record DeltaDefinitionVersion(
    long version, String operation, List<DeltaDefinitionChange> changes) {
  public DeltaDefinitionVersion {
    changes = List.copyOf(changes);
  }
}
