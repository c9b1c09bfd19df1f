package io.tablescope.app.gui.definition;

import io.tablescope.format.ContentKind;
import io.tablescope.format.iceberg.manifest.StatusCounts;
import io.tablescope.format.iceberg.metadata.SnapshotRef;
import io.tablescope.format.iceberg.metadata.TableMetadata;
import io.tablescope.inspector.delta.DeltaSummary;
import io.tablescope.inspector.iceberg.CountedEntries;
import io.tablescope.inspector.iceberg.TableSummary;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The overview rows: everything {@code summary --json} prints, under the same names, and the
 * metadata's other top-level facts.
 */
final class Overview {
  private Overview() {}

  /** An Iceberg table's summary and metadata. */
  static List<KeyValue> of(TableSummary summary, TableMetadata metadata) {
    List<KeyValue> rows = new ArrayList<>();
    rows.add(KeyValue.of("metadata-file", summary.metadataFile()));
    rows.add(KeyValue.of("found", summary.howFound()));
    rows.add(KeyValue.of("format-version", summary.formatVersion()));
    rows.add(KeyValue.of("table-uuid", summary.tableUuid()));
    rows.add(KeyValue.of("location", summary.location()));
    rows.add(KeyValue.of("relocated", summary.relocation().isRelocated()));
    rows.add(KeyValue.of("recorded-location", summary.relocation().recordedLocation()));
    rows.add(KeyValue.of("opened-location", summary.relocation().openedLocation()));
    rows.add(KeyValue.of("outside-prefixes", String.join(", ", summary.outsidePrefixes())));
    rows.add(KeyValue.of("last-sequence-number", summary.lastSequenceNumber()));
    rows.add(
        KeyValue.of(
            "last-updated-ms",
            summary.lastUpdatedMillis()
                + "  ("
                + Instant.ofEpochMilli(summary.lastUpdatedMillis())
                + ")"));
    rows.add(KeyValue.of("snapshots", summary.snapshots()));
    rows.add(KeyValue.of("current-snapshot-id", summary.currentSnapshotId()));
    for (SnapshotRef ref : summary.refs()) {
      rows.add(KeyValue.of("refs." + ref.name(), ref.type().jsonName() + " → " + ref.snapshotId()));
    }
    rows.add(KeyValue.of("schemas", summary.schemas()));
    rows.add(KeyValue.of("current-schema-id", summary.currentSchemaId()));
    rows.add(KeyValue.of("partition-specs", summary.partitionSpecs()));
    rows.add(KeyValue.of("default-spec-id", summary.defaultSpecId()));
    rows.add(KeyValue.of("default-sort-order-id", metadata.defaultSortOrderId()));
    rows.add(KeyValue.of("last-column-id", metadata.lastColumnId()));
    rows.add(KeyValue.of("last-partition-id", metadata.lastPartitionId()));
    rows.add(KeyValue.of("next-row-id", metadata.nextRowId()));
    counts(rows, summary.counts());
    summary
        .unknownFields()
        .forEach((name, value) -> rows.add(KeyValue.of("unknown-fields." + name, value)));
    summary.problems().forEach(problem -> rows.add(KeyValue.of("problem", "⚠ " + problem)));
    return rows;
  }

  private static void counts(List<KeyValue> rows, CountedEntries counts) {
    rows.add(KeyValue.of("complete", counts.complete()));
    Optional<Integer> manifests = counts.manifests();
    rows.add(KeyValue.of("manifests", manifests.orElse(null)));
    rows.add(
        KeyValue.of(
            "data-manifests", manifests.map(ignored -> counts.listedDataManifests()).orElse(null)));
    rows.add(
        KeyValue.of(
            "delete-manifests",
            manifests.map(ignored -> counts.listedDeleteManifests()).orElse(null)));
    rows.add(KeyValue.of("entries", counts.entries().map(Overview::text).orElse(null)));
    for (ContentKind content : ContentKind.values()) {
      rows.add(
          KeyValue.of(
              "entries-by-content." + content.jsonName(),
              text(counts.readByContent().getOrDefault(content, StatusCounts.ZERO))));
    }
    rows.add(KeyValue.of("manifests-listed", counts.listedManifests()));
    rows.add(KeyValue.of("entries-read", text(counts.read())));
    rows.add(
        KeyValue.of(
            "entries-from-manifest-list",
            counts.manifestListRead()
                ? counts.fromManifestList().map(Overview::text).orElse(null)
                : null));
    counts
        .unreadManifests()
        .forEach(
            unread ->
                rows.add(
                    KeyValue.of(
                        "unread-manifest", unread.manifest().path() + "  " + unread.problems())));
  }

  private static String text(StatusCounts counts) {
    return counts.added()
        + " added, "
        + counts.existing()
        + " existing, "
        + counts.deleted()
        + " deleted";
  }

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
