package io.tablescope.inspector.delta.health;

import java.util.List;

/**
 * The protocol in force at the latest version and in-commit timestamps.
 *
 * @param minReaderVersion the protocol's reader version, or 0 when the log holds none
 * @param minWriterVersion the protocol's writer version, or 0 when the log holds none
 * @param readerFeatures reader features (reader version 3), in the protocol's order
 * @param writerFeatures writer features (writer version 7), in the protocol's order
 * @param inCommitTimestamps whether {@code delta.enableInCommitTimestamps} is true
 * @param inCommitSinceVersion {@code delta.inCommitTimestampEnablementVersion}, or null
 * @param inCommitSinceMillis {@code delta.inCommitTimestampEnablementTimestamp}, or null
 */
public record TableFeatures(
    int minReaderVersion,
    int minWriterVersion,
    List<String> readerFeatures,
    List<String> writerFeatures,
    boolean inCommitTimestamps,
    Long inCommitSinceVersion,
    Long inCommitSinceMillis) {
  public TableFeatures {
    readerFeatures = List.copyOf(readerFeatures);
    writerFeatures = List.copyOf(writerFeatures);
  }
}
