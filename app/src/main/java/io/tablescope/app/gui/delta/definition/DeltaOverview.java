package io.tablescope.app.gui.delta.definition;

import io.tablescope.app.gui.definition.KeyValue;
import io.tablescope.inspector.delta.DeltaSummary;
import java.util.ArrayList;
import java.util.List;

/** The overview of a Delta table's definition. */
final class DeltaOverview {
  private DeltaOverview() {}

  /** A Delta table's summary, under {@code summary --json}'s names. */
  static List<KeyValue> of(DeltaSummary summary) {
    List<KeyValue> rows = new ArrayList<>();
    rows.add(KeyValue.of("location", summary.location()));
    rows.add(KeyValue.of("version", summary.version()));
    rows.add(KeyValue.of("oldest-version", summary.oldestVersion()));
    rows.add(KeyValue.of("versions", summary.versions()));
    if (summary.checkpoint() != null) {
      rows.add(
          KeyValue.of(
              "checkpoint",
              summary.checkpoint().version()
                  + " ("
                  + summary.checkpoint().kind()
                  + ", "
                  + summary.checkpoint().locations().size()
                  + " parts)"));
    }
    if (summary.lastCheckpoint() != null) {
      rows.add(KeyValue.of("last-checkpoint", summary.lastCheckpoint().version()));
    }
    if (summary.protocol() != null) {
      rows.add(KeyValue.of("protocol.min-reader-version", summary.protocol().minReaderVersion()));
      rows.add(KeyValue.of("protocol.min-writer-version", summary.protocol().minWriterVersion()));
      rows.add(KeyValue.of("protocol.reader-features", summary.protocol().readerFeatures()));
      rows.add(KeyValue.of("protocol.writer-features", summary.protocol().writerFeatures()));
    }
    if (summary.metadata() != null) {
      var metadata = summary.metadata();
      rows.add(KeyValue.of("metadata.id", metadata.id()));
      rows.add(KeyValue.of("metadata.name", metadata.name()));
      rows.add(KeyValue.of("metadata.description", metadata.description()));
      rows.add(KeyValue.of("metadata.provider", metadata.format().provider()));
      rows.add(KeyValue.of("metadata.created-time", metadata.createdTime()));
      rows.add(
          KeyValue.of(
              "metadata.partition-columns", String.join(", ", metadata.partitionColumns())));
      rows.add(KeyValue.of("metadata.column-mapping", metadata.columnMappingMode()));
      rows.add(KeyValue.of("metadata.schema-string", metadata.schemaString()));
    }
    rows.add(KeyValue.of("files.live", summary.liveFiles()));
    rows.add(KeyValue.of("files.bytes", summary.liveBytes()));
    rows.add(KeyValue.of("deletion-vectors.count", summary.deletionVectors()));
    rows.add(KeyValue.of("deletion-vectors.rows-deleted", summary.rowsDeleted()));
    rows.add(KeyValue.of("tombstones", summary.tombstones()));
    summary
        .transactions()
        .forEach(txn -> rows.add(KeyValue.of("app-transactions." + txn.appId(), txn.version())));
    summary
        .domains()
        .forEach(
            domain ->
                rows.add(
                    KeyValue.of("domain-metadata." + domain.domain(), domain.configuration())));
    rows.add(KeyValue.of("checksum.file", summary.checksum().file()));
    rows.add(KeyValue.of("checksum.agrees", summary.checksum().agrees()));
    summary
        .checksum()
        .mismatches()
        .forEach(
            mismatch ->
                rows.add(
                    KeyValue.of(
                        "checksum.mismatch." + mismatch.key(),
                        "stated "
                            + mismatch.statedValue()
                            + ", counted "
                            + mismatch.countedValue())));
    summary.problems().forEach(problem -> rows.add(KeyValue.of("problem", "⚠ " + problem)));
    return rows;
  }
}
