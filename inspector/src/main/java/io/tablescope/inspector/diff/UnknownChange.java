package io.tablescope.inspector.diff;

import io.tablescope.inspector.table.TableFile;
import java.util.Objects;

/**
 * A file live on one side of a diff whose presence on the other side cannot be told, because that
 * side's manifests could not all be read. It is neither added nor removed, and counted in no total.
 *
 * @param liveInFrom true when the file is live in FROM (and TO is incomplete), false when it is
 *     live in TO (and FROM is incomplete)
 */
public record UnknownChange(TableFile file, boolean liveInFrom) {
  public UnknownChange {
    Objects.requireNonNull(file, "file");
  }
}
