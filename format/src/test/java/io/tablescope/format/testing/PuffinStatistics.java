package io.tablescope.format.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Map;
import org.apache.iceberg.GenericBlobMetadata;
import org.apache.iceberg.GenericStatisticsFile;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.StatisticsFile;
import org.apache.iceberg.Table;
import org.apache.iceberg.puffin.Blob;
import org.apache.iceberg.puffin.Puffin;
import org.apache.iceberg.puffin.PuffinCompressionCodec;
import org.apache.iceberg.puffin.PuffinWriter;

/**
 * Writes a Puffin table statistics file with iceberg-core's {@link PuffinWriter}, as an engine's
 * {@code ANALYZE} does: one {@code apache-datasketches-theta-v1} blob per column, its estimate in
 * the {@code ndv} property, and registers it for the current snapshot. The sketch bytes are a
 * placeholder: readers of the footer never decode them.
 */
public final class PuffinStatistics {
  public static final String THETA = "apache-datasketches-theta-v1";

  private PuffinStatistics() {}

  /** Writes and commits statistics of the current snapshot: field id to its NDV. */
  public static StatisticsFile write(Table table, Map<Integer, Long> ndvByField) {
    Snapshot snapshot = table.currentSnapshot();
    String path =
        table.locationProvider().newDataLocation("stats-" + snapshot.snapshotId() + ".stats");
    PuffinWriter writer =
        Puffin.write(table.io().newOutputFile(path)).createdBy("tablescope test").build();
    try (writer) {
      ndvByField.forEach(
          (fieldId, ndv) ->
              writer.add(
                  new Blob(
                      THETA,
                      List.of(fieldId),
                      snapshot.snapshotId(),
                      snapshot.sequenceNumber(),
                      ByteBuffer.wrap(new byte[] {1, 2, 3}),
                      PuffinCompressionCodec.NONE,
                      Map.of("ndv", Long.toString(ndv)))));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    StatisticsFile file =
        new GenericStatisticsFile(
            snapshot.snapshotId(),
            path,
            writer.fileSize(),
            writer.footerSize(),
            writer.writtenBlobsMetadata().stream().map(GenericBlobMetadata::from).toList());
    table.updateStatistics().setStatistics(file).commit();
    return file;
  }
}
