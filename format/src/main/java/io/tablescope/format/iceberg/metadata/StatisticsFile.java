package io.tablescope.format.iceberg.metadata;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/** A Puffin table statistics file of a snapshot, with the blobs it holds. */
public record StatisticsFile(
    long snapshotId,
    String path,
    long fileSizeInBytes,
    long fileFooterSizeInBytes,
    String keyMetadata,
    List<BlobMetadata> blobs) {
  public StatisticsFile {
    Objects.requireNonNull(path, "path");
    blobs = List.copyOf(blobs);
  }

  /** A blob of a statistics file, such as an {@code apache-datasketches-theta-v1} sketch. */
  public record BlobMetadata(
      String type,
      long sourceSnapshotId,
      long sourceSnapshotSequenceNumber,
      List<Integer> fields,
      Map<String, String> properties) {
    public BlobMetadata {
      Objects.requireNonNull(type, "type");
      fields = List.copyOf(fields);
      properties = Map.copyOf(properties);
    }
  }
}
