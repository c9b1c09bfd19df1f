package io.tablescope.app.gui.iceberg.definition;

import io.tablescope.app.gui.definition.KeyValue;
import io.tablescope.format.ContentKind;
import io.tablescope.format.iceberg.manifest.StatusCounts;
import io.tablescope.format.iceberg.metadata.SnapshotRef;
import io.tablescope.format.iceberg.metadata.TableMetadata;
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
}
