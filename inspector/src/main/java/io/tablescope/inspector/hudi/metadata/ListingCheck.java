package io.tablescope.inspector.hudi.metadata;

import io.tablescope.format.Problem;
import java.util.List;

/**
 * The metadata table's {@code files} partition beside the storage listing.
 *
 * @param metadataTable what the metadata table lists
 * @param storagePartitions the partitions storage holds (folders with Hudi's partition marker)
 * @param partitionsOnlyInMetadata partitions the metadata table lists that storage lacks
 * @param partitionsOnlyOnStorage partitions in storage the metadata table does not list
 * @param disagreements the files the two tell differently, by partition and name
 * @param problems what could not be read, of either side
 */
public record ListingCheck(
    MetadataTableFiles metadataTable,
    List<String> storagePartitions,
    List<String> partitionsOnlyInMetadata,
    List<String> partitionsOnlyOnStorage,
    List<ListingDisagreement> disagreements,
    List<Problem> problems) {
  public ListingCheck {
    storagePartitions = List.copyOf(storagePartitions);
    partitionsOnlyInMetadata = List.copyOf(partitionsOnlyInMetadata);
    partitionsOnlyOnStorage = List.copyOf(partitionsOnlyOnStorage);
    disagreements = List.copyOf(disagreements);
    problems = List.copyOf(problems);
  }

  /** The disagreements no pending write or clean explains. */
  public List<ListingDisagreement> faults() {
    return disagreements.stream().filter(d -> !d.expected()).toList();
  }

  /** Whether readers with the metadata table on and off see the same files. */
  public boolean agrees() {
    return faults().isEmpty()
        && partitionsOnlyInMetadata.isEmpty()
        && partitionsOnlyOnStorage.isEmpty()
        && problems.isEmpty();
  }

  /** A line that sums the check up. */
  public String verdict() {
    long expected = disagreements.size() - faults().size();
    String tail =
        expected == 0 ? "" : "; " + expected + " expected of writes or cleans still pending";
    if (agrees()) {
      return "the metadata table agrees with storage as of " + metadataTable.instant() + tail;
    }
    return faults().size()
        + " files and "
        + (partitionsOnlyInMetadata.size() + partitionsOnlyOnStorage.size())
        + " partitions disagree, "
        + problems.size()
        + " problems"
        + tail;
  }
}
