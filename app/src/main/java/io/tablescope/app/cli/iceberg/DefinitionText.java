package io.tablescope.app.cli.iceberg;

import io.tablescope.app.cli.common.Timestamps;
import io.tablescope.format.iceberg.metadata.MetadataLogEntry;
import io.tablescope.format.iceberg.metadata.PartitionStatisticsFile;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.iceberg.metadata.StatisticsFile;
import io.tablescope.format.iceberg.metadata.TableMetadata;
import io.tablescope.inspector.iceberg.definition.ColumnNdvs;
import io.tablescope.inspector.iceberg.definition.FieldChange;
import io.tablescope.inspector.iceberg.definition.MetadataHistory;
import io.tablescope.inspector.iceberg.definition.MetadataVersion;
import io.tablescope.inspector.iceberg.definition.PropertyChange;
import io.tablescope.inspector.iceberg.definition.RefMove;
import io.tablescope.inspector.iceberg.definition.RefRetention;
import io.tablescope.inspector.iceberg.definition.SchemaDiff;
import io.tablescope.inspector.iceberg.definition.SchemaField;
import io.tablescope.inspector.iceberg.definition.SchemaVersion;
import io.tablescope.inspector.iceberg.definition.SnapshotLogRow;
import io.tablescope.inspector.iceberg.definition.SortOrderVersion;
import io.tablescope.inspector.iceberg.definition.SpecField;
import io.tablescope.inspector.iceberg.definition.SpecVersion;
import io.tablescope.inspector.iceberg.definition.TableDefinition;
import java.io.PrintWriter;
import java.util.List;
import java.util.Map;

/** The text form of {@code definition}: a section a heading, a line an item. */
final class DefinitionText {
  private DefinitionText() {}

  static void write(
      TableMetadata metadata,
      TableDefinition definition,
      ColumnNdvs ndvs,
      MetadataHistory history,
      PrintWriter out) {
    out.println("Metadata file: " + metadata.metadataFile());
    Map<Integer, String> currentNdvs = currentNdvs(metadata, ndvs);
    List<SchemaVersion> schemas = definition.schemas();
    for (int i = 0; i < schemas.size(); i++) {
      SchemaVersion schema = schemas.get(i);
      out.println();
      out.println("Schema " + schema.schemaId() + (schema.isCurrent() ? " (current)" : ""));
      for (SchemaField field : schema.fields()) {
        out.printf(
            "  %s%-4d %s: %s %s%s%s%n",
            "  ".repeat(field.depth()),
            field.id(),
            field.leafName(),
            field.required() ? "required" : "optional",
            field.type(),
            schema.isCurrent() && currentNdvs.containsKey(field.id())
                ? "  ndv " + currentNdvs.get(field.id())
                : "",
            field.doc() == null ? "" : "  -- " + field.doc());
      }
      if (i > 0) {
        SchemaDiff diff =
            SchemaDiff.between(metadata.schemas().get(i - 1), metadata.schemas().get(i));
        out.println("  Changes from schema " + diff.fromSchemaId() + ":");
        for (FieldChange change : diff.changed()) {
          String detail = change.detail();
          out.printf(
              "    %-4d %s: %s%s%n",
              change.fieldId(),
              change.field().name(),
              change.words(),
              detail.isEmpty() ? "" : " (" + detail + ")");
        }
      }
    }
    out.println();
    out.println("Partition specs");
    for (SpecVersion spec : definition.specs()) {
      out.println(
          "  " + spec.specId() + (spec.isDefault() ? " (default) " : " ") + spec.describe());
      for (SpecField field : spec.fields()) {
        String change =
            field.change().equals("renamed")
                ? "renamed from " + field.previousName()
                : field.change();
        out.printf(
            "    %-4d %s: %s(%s)%s%n",
            field.fieldId(),
            field.name(),
            field.transform(),
            field.source(),
            change.isEmpty() ? "" : "  " + change);
      }
    }
    out.println();
    out.println("Sort orders");
    for (SortOrderVersion order : definition.sortOrders()) {
      out.println(
          "  "
              + order.orderId()
              + (order.isDefault() ? " (default) " : " ")
              + (order.isUnsorted() ? "unsorted" : String.join(", ", order.fields())));
    }
    out.println();
    out.println("Properties");
    for (Map.Entry<String, String> property : definition.properties().entrySet()) {
      out.println("  " + property.getKey() + " = " + property.getValue());
    }
    out.println();
    out.println("Snapshot log");
    for (SnapshotLogRow row : definition.snapshotLog()) {
      out.printf(
          "  %s  %d%s%n",
          Timestamps.iso(row.timestampMillis()),
          row.snapshotId(),
          row.move().isEmpty() ? "" : "  " + row.move());
    }
    out.println();
    out.println("Metadata log");
    for (MetadataLogEntry entry : definition.metadataLog()) {
      out.println("  " + Timestamps.iso(entry.timestampMillis()) + "  " + entry.metadataFile());
    }
    out.println();
    out.println("Refs");
    for (RefRetention ref : definition.refs()) {
      out.println(
          "  "
              + ref.name()
              + " ("
              + ref.type().jsonName()
              + ") → "
              + ref.snapshotId()
              + setting("min-snapshots-to-keep", ref.minSnapshotsToKeep())
              + setting("max-snapshot-age-ms", ref.maxSnapshotAgeMs())
              + setting("max-ref-age-ms", ref.maxRefAgeMs()));
    }
    statistics(out, definition.statistics(), ndvs, definition.partitionStatistics());
    if (history != null) {
      history(out, history);
    }
  }

  private static String setting(String name, RefRetention.Setting setting) {
    return setting == null
        ? ""
        : "  " + name + " " + setting.effectiveText() + " (" + setting.from() + ")";
  }

  /** The NDVs the current snapshot's statistics file records, by field id; empty without one. */
  static Map<Integer, String> currentNdvs(TableMetadata metadata, ColumnNdvs ndvs) {
    return ndvs.ofSnapshot(metadata.currentSnapshot().map(Snapshot::snapshotId).orElse(null));
  }

  private static void statistics(
      PrintWriter out,
      List<StatisticsFile> files,
      ColumnNdvs ndvs,
      List<PartitionStatisticsFile> partitions) {
    out.println();
    out.println("Statistics files");
    for (StatisticsFile file : files) {
      out.println(
          "  snapshot "
              + file.snapshotId()
              + "  "
              + file.path()
              + "  "
              + file.fileSizeInBytes()
              + " bytes, "
              + file.blobs().size()
              + " blobs");
      String footer = ndvs.describe(file.path());
      if (!footer.isEmpty()) {
        out.println("    " + footer);
      }
    }
    out.println();
    out.println("Partition statistics files");
    for (PartitionStatisticsFile file : partitions) {
      out.println(
          "  snapshot "
              + file.snapshotId()
              + "  "
              + file.path()
              + "  "
              + file.fileSizeInBytes()
              + " bytes");
    }
  }

  private static void history(PrintWriter out, MetadataHistory history) {
    out.println();
    out.println("Metadata files compared: " + history.versions().size());
    for (MetadataVersion version : history.versions()) {
      if (!version.isReadable()) {
        out.println("  ⚠ " + version.problem());
      }
    }
    out.println();
    out.println("Property changes");
    for (PropertyChange change : history.propertyChanges()) {
      out.println(
          "  "
              + Timestamps.iso(change.timestampMillis())
              + "  "
              + change.key()
              + " "
              + change.word()
              + ": "
              + (change.before() == null ? "(unset)" : change.before())
              + " → "
              + (change.after() == null ? "(unset)" : change.after())
              + "  in "
              + change.metadataFile());
    }
    out.println();
    out.println("Ref moves");
    for (RefMove move : history.refMoves()) {
      out.println(
          "  "
              + Timestamps.iso(move.timestampMillis())
              + "  "
              + move.ref()
              + " "
              + move.kind().word()
              + ": "
              + (move.from() == null ? "-" : move.from())
              + " → "
              + (move.to() == null ? "-" : move.to())
              + "  in "
              + move.metadataFile());
    }
  }
}
