package io.tablescope.format.iceberg.manifest;

/**
 * The summary of one partition field over a manifest's files, bounds decoded by the partition
 * field's type.
 */
public record FieldSummary(
    boolean containsNull, Boolean containsNan, Value lowerBound, Value upperBound) {}
