package io.tablescope.inspector.hudi.view;

/**
 * A log file of a file slice.
 *
 * @param path where it is, relative to the table root
 * @param instantTime the instant its name carries: the slice's base instant before table version 8,
 *     the writing delta commit's requested time from 8 on
 * @param version the log's version within its instant, counting from 1
 */
public record LogFile(
    String path,
    String name,
    String instantTime,
    int version,
    String writeToken,
    boolean cdc,
    long sizeInBytes) {}
