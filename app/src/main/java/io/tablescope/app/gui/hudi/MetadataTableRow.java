package io.tablescope.app.gui.hudi;

import io.tablescope.format.Problem;
import io.tablescope.inspector.hudi.metadata.ListingDisagreement;

/**
 * One row of the metadata table view: a file the metadata table and storage tell differently, a
 * partition only one of them holds, or what could not be read.
 *
 * @param fault whether nothing explains it: drawn red
 */
record MetadataTableRow(
    String kind,
    String path,
    Long metadataSize,
    Long storageSize,
    String writtenBy,
    String verdict,
    boolean fault) {
  static MetadataTableRow of(ListingDisagreement d) {
    return new MetadataTableRow(
        d.kind().name(),
        d.partition().isEmpty() ? d.file() : d.partition() + "/" + d.file(),
        d.metadataSize(),
        d.storageSize(),
        d.writtenBy(),
        d.expected() ? "Expected: " + d.expectedBecause() : d.message(),
        !d.expected());
  }

  static MetadataTableRow partition(String kind, String partition) {
    return new MetadataTableRow(
        kind,
        partition,
        null,
        null,
        null,
        kind.endsWith("METADATA")
            ? "a partition the metadata table lists that storage lacks"
            : "a partition in storage the metadata table does not list",
        true);
  }

  static MetadataTableRow of(Problem problem) {
    return new MetadataTableRow(
        "PROBLEM " + problem.kind(), problem.path(), null, null, null, problem.message(), true);
  }
}
