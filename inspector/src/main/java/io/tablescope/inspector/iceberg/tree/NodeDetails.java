package io.tablescope.inspector.iceberg.tree;

import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.FieldSummary;
import io.tablescope.format.iceberg.manifest.FileContent;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.manifest.PartitionValue;
import io.tablescope.format.iceberg.manifest.Value;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.iceberg.metadata.SnapshotRef;
import io.tablescope.format.parquet.ParquetFooter;
import io.tablescope.inspector.iceberg.ApplicableDeletes;
import io.tablescope.inspector.iceberg.ColumnNames;
import io.tablescope.inspector.iceberg.DeletionVectorEvidence;
import io.tablescope.inspector.iceberg.FooterComparison;
import io.tablescope.inspector.iceberg.FooterEvidence;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.tree.TreeNode.EntryNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.EntryPageNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.ManifestListNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.ManifestNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.ProblemNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.SnapshotNode;
import io.tablescope.inspector.table.DetailSection;
import io.tablescope.inspector.table.DetailSection.DetailRow;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Everything Tablescope can say about one tree node, as sections of facts: the record as written,
 * decoded bounds by column name, the partition, the delete files that apply to a data file, and a
 * Parquet file's footer beside the manifest's statistics, a deletion vector decoded. Blocking:
 * reads files.
 */
public final class NodeDetails {
  private final IcebergTable table;
  private final ColumnNames columns;

  public NodeDetails(IcebergTable table) {
    this.table = table;
    this.columns = new ColumnNames(table.metadata());
  }

  /** The sections describing a node, most important first. */
  public List<DetailSection> of(TreeNode node) {
    if (node instanceof SnapshotNode snapshot) {
      return snapshot(snapshot.snapshot(), snapshot.refs());
    } else if (node instanceof ManifestListNode list) {
      return List.of(
          new DetailSection(
              "Manifest list",
              List.of(
                  DetailRow.copyable("path", list.snapshot().manifestList()),
                  DetailRow.copyable("read from", localOrEmpty(list.snapshot().manifestList())),
                  DetailRow.of("snapshot", list.snapshot().snapshotId()))));
    } else if (node instanceof ManifestNode manifest) {
      return manifest(manifest.manifest(), manifest.missing());
    } else if (node instanceof EntryPageNode page) {
      return List.of(
          new DetailSection(
              "Entries " + (page.from() + 1) + "–" + page.to(),
              List.of(DetailRow.copyable("manifest", page.manifest().file().path()))));
    } else if (node instanceof EntryNode entry) {
      return entry(entry);
    } else if (node instanceof ProblemNode problem) {
      return List.of(
          new DetailSection(
              "Problem",
              List.of(
                  new DetailRow("kind", problem.problem().kind().name(), false, true),
                  new DetailRow("what", problem.problem().message(), false, true),
                  DetailRow.copyable("path", problem.problem().path()))));
    }
    throw new IllegalArgumentException("Unknown node " + node);
  }

  private List<DetailSection> snapshot(Snapshot snapshot, List<SnapshotRef> refs) {
    List<DetailRow> rows = new ArrayList<>();
    rows.add(DetailRow.copyable("snapshot-id", Long.toString(snapshot.snapshotId())));
    rows.add(DetailRow.of("parent-snapshot-id", snapshot.parentId()));
    rows.add(DetailRow.of("sequence-number", snapshot.sequenceNumber()));
    rows.add(
        DetailRow.of(
            "timestamp-ms",
            snapshot.timestampMillis()
                + "  ("
                + Instant.ofEpochMilli(snapshot.timestampMillis())
                + ")"));
    rows.add(DetailRow.of("operation", snapshot.operation()));
    rows.add(DetailRow.copyable("manifest-list", snapshot.manifestList()));
    rows.add(DetailRow.of("schema-id", snapshot.schemaId()));
    rows.add(DetailRow.of("first-row-id", snapshot.firstRowId()));
    rows.add(DetailRow.of("added-rows", snapshot.addedRows()));
    rows.add(DetailRow.of("key-id", snapshot.keyId()));
    for (SnapshotRef ref : refs) {
      rows.add(DetailRow.of(ref.type().jsonName(), ref.name()));
    }
    List<DetailRow> summary = new ArrayList<>();
    snapshot.summary().forEach((key, value) -> summary.add(DetailRow.of(key, value)));
    return List.of(new DetailSection("Snapshot", rows), new DetailSection("Summary", summary));
  }

  private List<DetailSection> manifest(ManifestFile manifest, boolean missing) {
    List<DetailRow> rows = new ArrayList<>();
    rows.add(DetailRow.copyable("manifest_path", manifest.path()));
    rows.add(DetailRow.copyable("read from", localOrEmpty(manifest.path())));
    if (missing) {
      rows.add(new DetailRow("file", "missing: not found where it is read from", false, true));
    }
    rows.add(DetailRow.of("manifest_length", manifest.length()));
    rows.add(DetailRow.of("partition_spec_id", manifest.partitionSpecId()));
    rows.add(DetailRow.of("content", manifest.content().jsonName()));
    rows.add(DetailRow.of("sequence_number", manifest.sequenceNumber()));
    rows.add(DetailRow.of("min_sequence_number", manifest.minSequenceNumber()));
    rows.add(DetailRow.of("added_snapshot_id", manifest.addedSnapshotId()));
    rows.add(DetailRow.of("added_files_count", manifest.addedFilesCount()));
    rows.add(DetailRow.of("existing_files_count", manifest.existingFilesCount()));
    rows.add(DetailRow.of("deleted_files_count", manifest.deletedFilesCount()));
    rows.add(DetailRow.of("added_rows_count", manifest.addedRowsCount()));
    rows.add(DetailRow.of("existing_rows_count", manifest.existingRowsCount()));
    rows.add(DetailRow.of("deleted_rows_count", manifest.deletedRowsCount()));
    rows.add(DetailRow.of("key_metadata", manifest.keyMetadata()));
    rows.add(DetailRow.of("first_row_id", manifest.firstRowId()));
    List<DetailRow> partitions = new ArrayList<>();
    for (int i = 0; i < manifest.partitions().size(); i++) {
      FieldSummary summary = manifest.partitions().get(i);
      partitions.add(
          DetailRow.of(
              "field " + i,
              "["
                  + (summary.lowerBound() == null ? "–" : summary.lowerBound().text())
                  + " … "
                  + (summary.upperBound() == null ? "–" : summary.upperBound().text())
                  + "]  contains null "
                  + summary.containsNull()
                  + (summary.containsNan() == null
                      ? ""
                      : ", contains NaN " + summary.containsNan())));
    }
    List<DetailSection> sections = new ArrayList<>();
    sections.add(new DetailSection("Manifest", rows));
    if (!partitions.isEmpty()) {
      sections.add(new DetailSection("Partition summaries", partitions));
    }
    return sections;
  }

  private List<DetailSection> entry(EntryNode node) {
    ManifestEntry entry = node.entry();
    ContentFile file = entry.file();
    List<DetailSection> sections = new ArrayList<>();
    List<DetailRow> rows = new ArrayList<>();
    rows.add(DetailRow.of("status", entry.status()));
    rows.add(DetailRow.of("snapshot_id", effective(entry.snapshotId(), entry.rawSnapshotId())));
    rows.add(
        DetailRow.of(
            "sequence_number",
            entry.formatV1()
                ? ManifestEntry.V1_SEQUENCE_NUMBERS
                : effective(entry.sequenceNumber(), entry.rawSequenceNumber())));
    rows.add(
        DetailRow.of(
            "file_sequence_number",
            entry.formatV1()
                ? ManifestEntry.V1_SEQUENCE_NUMBERS
                : effective(entry.fileSequenceNumber(), entry.rawFileSequenceNumber())));
    rows.add(DetailRow.copyable("manifest", node.manifest().path()));
    rows.add(DetailRow.of("position in manifest", entry.position()));
    sections.add(new DetailSection("Manifest entry", rows));

    List<DetailRow> fileRows = new ArrayList<>();
    fileRows.add(DetailRow.of("content", file.kind().jsonName()));
    fileRows.add(DetailRow.copyable("file_path", file.path()));
    fileRows.add(DetailRow.copyable("read from", table.localPath(file.path())));
    if (node.absent()) {
      fileRows.add(new DetailRow("file", "absent: not found where it is read from", false, true));
    }
    fileRows.add(DetailRow.of("file_format", file.format()));
    fileRows.add(DetailRow.of("spec_id", file.specId()));
    fileRows.add(DetailRow.of("record_count", file.recordCount()));
    fileRows.add(DetailRow.of("file_size_in_bytes", file.fileSizeInBytes()));
    fileRows.add(DetailRow.of("key_metadata", file.keyMetadata()));
    fileRows.add(DetailRow.of("split_offsets", file.splitOffsets()));
    fileRows.add(DetailRow.of("equality_ids", equalityColumns(file)));
    fileRows.add(DetailRow.of("sort_order_id", file.sortOrderId()));
    fileRows.add(DetailRow.of("first_row_id", effective(file.firstRowId(), file.rawFirstRowId())));
    fileRows.add(DetailRow.copyable("referenced_data_file", file.referencedDataFile()));
    fileRows.add(DetailRow.of("content_offset", file.contentOffset()));
    fileRows.add(DetailRow.of("content_size_in_bytes", file.contentSizeInBytes()));
    sections.add(
        new DetailSection(
            file.content() == FileContent.DATA ? "Data file" : "Delete file", fileRows));

    List<DetailRow> partition = new ArrayList<>();
    for (PartitionValue value : file.partition()) {
      partition.add(
          DetailRow.of(value.name(), value.value().text() + "  (" + value.transform() + ")"));
    }
    if (!partition.isEmpty()) {
      sections.add(new DetailSection("Partition", partition));
    }
    sections.add(new DetailSection("Column statistics", columnStatistics(file)));
    if (file.content() == FileContent.DATA && entry.status().isLive()) {
      sections.add(appliedDeletes(node));
    }
    if (file.content() == FileContent.DATA
        && "PARQUET".equalsIgnoreCase(file.format())
        && !node.absent()) {
      sections.addAll(footer(file));
    }
    if (file.isDeletionVector() && !node.absent()) {
      sections.add(DeletionVectorEvidence.read(table, node.snapshot(), file).section());
    }
    return sections;
  }

  private List<DetailRow> columnStatistics(ContentFile file) {
    TreeSet<Integer> fieldIds = new TreeSet<>();
    fieldIds.addAll(file.lowerBounds().keySet());
    fieldIds.addAll(file.upperBounds().keySet());
    fieldIds.addAll(file.valueCounts().keySet());
    fieldIds.addAll(file.nullValueCounts().keySet());
    List<DetailRow> rows = new ArrayList<>();
    for (int fieldId : fieldIds) {
      rows.add(
          DetailRow.of(
              columns.name(fieldId),
              "["
                  + text(file.lowerBounds(), fieldId)
                  + " … "
                  + text(file.upperBounds(), fieldId)
                  + "]  values "
                  + orDash(file.valueCounts().get(fieldId))
                  + ", nulls "
                  + orDash(file.nullValueCounts().get(fieldId))
                  + nanText(file, fieldId)
                  + sizeText(file, fieldId)));
    }
    return rows;
  }

  private DetailSection appliedDeletes(EntryNode node) {
    List<DetailRow> rows = new ArrayList<>();
    for (ApplicableDeletes.AppliedDelete applied :
        new ApplicableDeletes(table).of(node.snapshot(), node.entry())) {
      rows.add(
          new DetailRow(
              applied.delete().file().kind().jsonName(),
              applied.delete().file().path() + "\n" + applied.reason(),
              true,
              false));
    }
    if (rows.isEmpty()) {
      rows.add(DetailRow.of("none", ApplicableDeletes.NONE_APPLIES));
    }
    return new DetailSection(ApplicableDeletes.heading(node.snapshot().snapshotId()), rows);
  }

  private List<DetailSection> footer(ContentFile file) {
    FooterEvidence evidence = FooterEvidence.read(table, file);
    if (evidence.footer() == null) {
      return List.of(
          new DetailSection(
              "Parquet footer",
              List.of(new DetailRow("unreadable", evidence.unreadable(), false, true))));
    }
    List<DetailRow> groups = new ArrayList<>();
    groups.add(DetailRow.of("created_by", evidence.footer().createdBy()));
    for (ParquetFooter.RowGroup group : evidence.footer().rowGroups()) {
      groups.add(DetailRow.of("row group " + group.ordinal(), FooterEvidence.describe(group)));
    }
    List<DetailRow> checks = new ArrayList<>();
    for (FooterComparison.StatisticCheck check : evidence.checks()) {
      checks.add(
          new DetailRow(
              check.column() + " " + check.statistic(),
              FooterEvidence.describe(check),
              false,
              !check.agrees()));
    }
    return List.of(
        new DetailSection("Parquet footer", groups),
        new DetailSection("Manifest statistics beside the footer", checks));
  }

  private String equalityColumns(ContentFile file) {
    if (file.equalityIds().isEmpty()) {
      return "";
    }
    List<String> names = new ArrayList<>();
    file.equalityIds().forEach(id -> names.add(columns.name(id) + " (" + id + ")"));
    return String.join(", ", names);
  }

  private String localOrEmpty(String path) {
    return path == null ? "" : table.localPath(path);
  }

  private static String effective(Long effective, Long raw) {
    if (effective == null) {
      return "null";
    }
    return raw == null ? effective + "  (inherited; null in the entry)" : effective.toString();
  }

  private static String text(Map<Integer, Value> bounds, int fieldId) {
    Value value = bounds.get(fieldId);
    return value == null ? "–" : value.text();
  }

  private static String nanText(ContentFile file, int fieldId) {
    Long nans = file.nanValueCounts().get(fieldId);
    return nans == null ? "" : ", NaNs " + nans;
  }

  private static String sizeText(ContentFile file, int fieldId) {
    Long size = file.columnSizes().get(fieldId);
    return size == null ? "" : ", " + size + " bytes";
  }

  private static String orDash(Object value) {
    return value == null || value.toString().isEmpty() ? "–" : value.toString();
  }
}
