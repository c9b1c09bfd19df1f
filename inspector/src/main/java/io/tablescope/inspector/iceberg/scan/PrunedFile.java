package io.tablescope.inspector.iceberg.scan;

import io.tablescope.format.iceberg.manifest.FileContent;

/**
 * A live entry the filter pruned.
 *
 * @param reason why: the partition or the column bounds that exclude the filter
 */
public record PrunedFile(String path, FileContent content, String manifest, String reason) {}
