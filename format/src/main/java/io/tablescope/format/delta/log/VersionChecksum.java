package io.tablescope.format.delta.log;

import io.tablescope.format.delta.action.DomainMetadata;
import io.tablescope.format.delta.action.Metadata;
import io.tablescope.format.delta.action.Protocol;
import io.tablescope.format.delta.action.SetTransaction;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An {@code N.crc} version checksum: what the writer says the table held after version N, for a
 * reader to compare with its own replay.
 *
 * @param tableSizeBytes the live files' total size
 * @param numFiles how many live files
 * @param numMetadata how many metadata actions (1)
 * @param numProtocol how many protocol actions (1)
 * @param metadata the metadata in force, or null when it does not parse
 * @param protocol the protocol in force, or null when it does not parse
 * @param txnId the transaction id, or null
 * @param inCommitTimestampOpt the version's in-commit timestamp, or null
 * @param setTransactions the app transactions, or null when absent
 * @param domainMetadata the domain metadata, or null when absent
 * @param fileSizeHistogram the file size histogram, or null when absent
 * @param numDeletedRecordsOpt rows deleted by deletion vectors, or null
 * @param numDeletionVectorsOpt how many deletion vectors, or null
 * @param otherFields every other field, name to JSON text
 */
public record VersionChecksum(
    long tableSizeBytes,
    long numFiles,
    long numMetadata,
    long numProtocol,
    Metadata metadata,
    Protocol protocol,
    String txnId,
    Long inCommitTimestampOpt,
    List<SetTransaction> setTransactions,
    List<DomainMetadata> domainMetadata,
    FileSizeHistogram fileSizeHistogram,
    Long numDeletedRecordsOpt,
    Long numDeletionVectorsOpt,
    Map<String, String> otherFields) {

  public VersionChecksum {
    setTransactions = setTransactions == null ? null : List.copyOf(setTransactions);
    domainMetadata = domainMetadata == null ? null : List.copyOf(domainMetadata);
    otherFields = Collections.unmodifiableMap(new LinkedHashMap<>(otherFields));
  }

  /**
   * How many files fall in each size bin.
   *
   * @param sortedBinBoundaries each bin's lower bound in bytes
   * @param fileCounts files per bin
   * @param totalBytes bytes per bin
   */
  public record FileSizeHistogram(
      List<Long> sortedBinBoundaries, List<Long> fileCounts, List<Long> totalBytes) {
    public FileSizeHistogram {
      sortedBinBoundaries = List.copyOf(sortedBinBoundaries);
      fileCounts = List.copyOf(fileCounts);
      totalBytes = List.copyOf(totalBytes);
    }
  }
}
