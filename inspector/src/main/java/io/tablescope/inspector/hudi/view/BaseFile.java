package io.tablescope.inspector.hudi.view;

/**
 * A base file of a file slice.
 *
 * @param path where it is, relative to the table root, as Hudi's write stats record it
 * @param instantTime the instant that wrote it, from its name: its slice's base instant
 */
public record BaseFile(String path, String name, String instantTime, long sizeInBytes) {}
