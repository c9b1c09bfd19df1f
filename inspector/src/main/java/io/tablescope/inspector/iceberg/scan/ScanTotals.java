package io.tablescope.inspector.iceberg.scan;

/**
 * The sums of a scan plan.
 *
 * @param manifests the manifests of the snapshot
 * @param manifestsRead those the scan opens
 * @param dataFiles the data files read (the tasks), with their bytes and rows
 * @param deleteFiles the distinct delete files applied to at least one of them, with their bytes;
 *     split into position delete files, equality delete files and deletion vectors
 * @param filesOpened data and delete files: what a reader opens
 * @param prunedFiles live entries the filter pruned
 */
public record ScanTotals(
    int manifests,
    int manifestsRead,
    int dataFiles,
    long dataBytes,
    long records,
    int deleteFiles,
    long deleteBytes,
    int positionDeleteFiles,
    int equalityDeleteFiles,
    int deletionVectors,
    int filesOpened,
    long prunedFiles) {}
