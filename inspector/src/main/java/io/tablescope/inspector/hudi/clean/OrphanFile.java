package io.tablescope.inspector.hudi.clean;

/**
 * A data file in storage that no completed instant reaches.
 *
 * @param path relative to the table root
 * @param instantTime the instant its name carries
 * @param reason why no completed instant reaches it
 */
public record OrphanFile(String path, long sizeInBytes, String instantTime, String reason) {}
