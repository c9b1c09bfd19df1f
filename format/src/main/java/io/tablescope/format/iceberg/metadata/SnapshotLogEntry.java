package io.tablescope.format.iceberg.metadata;

/** An entry of the snapshot log: when the current snapshot of main became this one. */
public record SnapshotLogEntry(long timestampMillis, long snapshotId) {}
