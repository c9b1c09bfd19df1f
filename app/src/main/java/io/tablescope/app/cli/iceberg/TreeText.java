package io.tablescope.app.cli.iceberg;

import io.tablescope.app.cli.common.Numbers;
import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.EntryStatus;
import io.tablescope.format.iceberg.manifest.Manifest;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.format.iceberg.metadata.SnapshotRef;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.tree.SnapshotTreeHead;
import io.tablescope.inspector.iceberg.tree.SnapshotTrees;
import java.io.PrintWriter;
import java.time.Instant;
import java.util.Iterator;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The text form of {@code tree}: the snapshot, its manifest list, each manifest, and one line per
 * entry; inherited values are marked with {@code *}.
 */
final class TreeText {
  private TreeText() {}

  /** Writes each manifest as it is read, so that no more than a few manifests are held. */
  static void write(IcebergTable table, SnapshotTreeHead tree, PrintWriter out) {
    Snapshot snapshot = tree.snapshot();
    String refs =
        tree.refs().isEmpty()
            ? ""
            : " ["
                + tree.refs().stream().map(SnapshotRef::name).collect(Collectors.joining(", "))
                + "]";
    out.println(
        "snapshot "
            + snapshot.snapshotId()
            + refs
            + "  "
            + snapshot.operation()
            + "  seq "
            + snapshot.sequenceNumber()
            + "  "
            + Instant.ofEpochMilli(snapshot.timestampMillis())
            + (snapshot.parentId() == null ? "" : "  parent " + snapshot.parentId()));
    if (table.relocation().isRelocated()) {
      out.println(
          "  (relocated: "
              + table.relocation().recordedLocation()
              + " is read from "
              + table.relocation().openedLocation()
              + ")");
    }
    if (!table.outsidePrefixes().isEmpty()) {
      out.println(
          "  (relocated: "
              + SummaryText.outsideNote(table.relocation(), table.outsidePrefixes())
              + ")");
    }
    out.println("└─ manifest list " + tree.manifestList());
    problems(out, "   ", tree.manifestListProblems());
    Footnotes footnotes = new Footnotes();
    Iterator<Manifest> manifests = SnapshotTrees.manifests(table, tree);
    while (manifests.hasNext()) {
      Manifest manifest = manifests.next();
      boolean last = !manifests.hasNext();
      manifest(
          out, manifest, table, footnotes, last ? "   └─ " : "   ├─ ", last ? "      " : "   │  ");
    }
    out.println();
    if (footnotes.inherited) {
      out.println("* inherited from the manifest list (not written in the manifest)");
    }
    if (footnotes.formatV1) {
      out.println(
          ManifestEntry.V1_SEQUENCE_NUMBERS
              + ": format v1 manifests and manifest lists hold none; Iceberg reads them as 0");
    }
  }

  /** Which notes the entries written so far call for below the tree. */
  private static final class Footnotes {
    boolean inherited;
    boolean formatV1;

    void note(ManifestEntry entry) {
      inherited |= !entry.inherited().isEmpty();
      formatV1 |= entry.formatV1();
    }
  }

  private static void manifest(
      PrintWriter out,
      Manifest manifest,
      IcebergTable table,
      Footnotes footnotes,
      String head,
      String indent) {
    ManifestFile file = manifest.file();
    out.println(
        head
            + file.content().jsonName()
            + " manifest "
            + file.path()
            + "  spec "
            + file.partitionSpecId()
            + "  seq "
            + file.sequenceNumber()
            + " (min "
            + file.minSequenceNumber()
            + ")  added by "
            + file.addedSnapshotId());
    problems(out, indent, manifest.problems());
    for (ManifestEntry entry : manifest.entries()) {
      footnotes.note(entry);
      out.println(indent + entry(entry, table));
    }
  }

  private static String entry(ManifestEntry entry, IcebergTable table) {
    ContentFile file = entry.file();
    StringBuilder line = new StringBuilder();
    line.append(String.format("%-8s", entry.status().name()))
        .append(String.format(" %-16s", file.kind().jsonName()))
        .append(" seq ")
        .append(sequence(entry, entry.sequenceNumber(), entry.sequenceNumberInherited()))
        .append(" file-seq ")
        .append(sequence(entry, entry.fileSequenceNumber(), entry.fileSequenceNumberInherited()))
        .append(" snap ")
        .append(mark(entry.snapshotId(), entry.inherited().contains("snapshot-id")))
        .append("  ")
        .append(file.path());
    if (entry.status() != EntryStatus.DELETED && !table.exists(file.path())) {
      line.append(" (absent)");
    }
    if (!file.partition().isEmpty()) {
      line.append("  ").append(file.partitionText());
    }
    line.append("  ")
        .append(Numbers.count(file.recordCount(), "row"))
        .append(file.kind().isDelete() ? " deleted" : "");
    line.append("  ").append(file.fileSizeInBytes()).append(" B");
    if (file.referencedDataFile() != null) {
      line.append("  -> ").append(file.referencedDataFile());
    }
    return line.toString();
  }

  private static String sequence(ManifestEntry entry, Long value, boolean inherited) {
    return entry.formatV1() ? "0 (v1)" : mark(value, inherited);
  }

  private static String mark(Long value, boolean inherited) {
    return (value == null ? "-" : value.toString()) + (inherited ? "*" : "");
  }

  private static void problems(PrintWriter out, String indent, List<Problem> problems) {
    for (Problem problem : problems) {
      out.println(indent + "! " + problem.kind().name().toLowerCase() + ": " + problem);
    }
  }
}
