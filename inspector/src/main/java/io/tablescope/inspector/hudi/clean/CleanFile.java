package io.tablescope.inspector.hudi.clean;

/**
 * A base or log file a preview names.
 *
 * @param path relative to the table root
 */
public record CleanFile(String path, long sizeInBytes) {}
