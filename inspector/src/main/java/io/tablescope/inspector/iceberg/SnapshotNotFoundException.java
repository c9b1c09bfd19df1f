package io.tablescope.inspector.iceberg;

/** A snapshot id, branch or tag names nothing in the table; the message says what was asked. */
public final class SnapshotNotFoundException extends Exception {
  public SnapshotNotFoundException(String message) {
    super(message);
  }
}
