package io.tablescope.inspector.replay;

import io.tablescope.inspector.IcebergTable;

/** Replays a proposed operation against the snapshots committed after the one it read. */
public final class Replayer {
  private Replayer() {}

  public static ReplayResult replay(IcebergTable table, Proposal proposal) {
    throw new UnsupportedOperationException("being written");
  }
}
