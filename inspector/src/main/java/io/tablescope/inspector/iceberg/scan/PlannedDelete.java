package io.tablescope.inspector.iceberg.scan;

import io.tablescope.format.ContentKind;

/**
 * A delete file applied to a data file the scan reads.
 *
 * @param recordCount the deleted rows it holds (the positions of a deletion vector)
 * @param sizeInBytes the file's size, or a deletion vector's blob's
 * @param reason why it applies: the rule and the sequence numbers compared
 */
public record PlannedDelete(
    String path, ContentKind kind, long recordCount, long sizeInBytes, String reason) {}
