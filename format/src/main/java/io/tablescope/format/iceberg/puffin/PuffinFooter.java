package io.tablescope.format.iceberg.puffin;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The footer of a Puffin file: what blobs it holds and where, as its JSON payload states them.
 *
 * @param blobs the blobs in the order the footer lists them
 * @param properties the file's properties, such as {@code created-by}
 */
public record PuffinFooter(List<Blob> blobs, Map<String, String> properties) {
  public PuffinFooter {
    blobs = List.copyOf(blobs);
    properties = Map.copyOf(properties);
  }

  /**
   * One blob of the footer.
   *
   * @param type such as {@code deletion-vector-v1} or {@code apache-datasketches-theta-v1}
   * @param fields the field ids the blob is computed from
   * @param snapshotId the snapshot the blob was computed from, or -1 as deletion vectors write it
   * @param sequenceNumber that snapshot's sequence number, or -1
   * @param offset where the blob starts in the file
   * @param length the blob's stored length
   * @param compressionCodec the codec the blob is compressed with, or null when it is not
   * @param properties the blob's properties, such as {@code ndv} or {@code referenced-data-file}
   */
  public record Blob(
      String type,
      List<Integer> fields,
      long snapshotId,
      long sequenceNumber,
      long offset,
      long length,
      String compressionCodec,
      Map<String, String> properties) {
    public Blob {
      Objects.requireNonNull(type, "type");
      fields = List.copyOf(fields);
      properties = Map.copyOf(properties);
    }
  }
}
