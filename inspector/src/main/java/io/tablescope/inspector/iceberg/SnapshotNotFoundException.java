package io.tablescope.inspector.iceberg;

import io.tablescope.inspector.table.CommitNotFoundException;

/** A snapshot id, branch or tag names nothing in the table; the message says what was asked. */
public final class SnapshotNotFoundException extends CommitNotFoundException {
  public SnapshotNotFoundException(String message) {
    super(message);
  }
}
