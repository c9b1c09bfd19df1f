package io.tablescope.format.delta.action;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A {@code protocol} action: what a client must support to read and to write the table.
 *
 * @param minReaderVersion the lowest reader protocol version
 * @param minWriterVersion the lowest writer protocol version
 * @param readerFeatures the reader table features (reader version 3), or null when absent
 * @param writerFeatures the writer table features (writer version 7), or null when absent
 * @param otherFields fields this reader does not know, name to JSON text
 */
public record Protocol(
    int minReaderVersion,
    int minWriterVersion,
    List<String> readerFeatures,
    List<String> writerFeatures,
    Map<String, String> otherFields)
    implements Action {
  /** The reader features this reader understands well enough to reconstruct the table state. */
  public static final Set<String> SUPPORTED_READER_FEATURES =
      Set.of(
          "columnMapping",
          "deletionVectors",
          "timestampNtz",
          "v2Checkpoint",
          "vacuumProtocolCheck",
          "typeWidening",
          "typeWidening-preview",
          "variantType",
          "variantType-preview",
          "variantShredding-preview");

  /** The highest reader version this reader supports. */
  public static final int MAX_READER_VERSION = 3;

  public Protocol {
    readerFeatures = Maps.copy(readerFeatures);
    writerFeatures = Maps.copy(writerFeatures);
    otherFields = Maps.copyOrEmpty(otherFields);
  }

  @Override
  public String key() {
    return "protocol";
  }

  /** The reader features this reader does not know, in written order (empty when none). */
  public List<String> unsupportedReaderFeatures() {
    if (readerFeatures == null) {
      return List.of();
    }
    return readerFeatures.stream()
        .filter(feature -> !SUPPORTED_READER_FEATURES.contains(feature))
        .toList();
  }

  /** Whether a feature is listed as a reader or writer feature. */
  public boolean hasFeature(String feature) {
    return (readerFeatures != null && readerFeatures.contains(feature))
        || (writerFeatures != null && writerFeatures.contains(feature));
  }
}
