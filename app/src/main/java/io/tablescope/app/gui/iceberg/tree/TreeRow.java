package io.tablescope.app.gui.iceberg.tree;

import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.EntryStatus;
import io.tablescope.format.iceberg.manifest.ManifestContent;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.metadata.SnapshotRef;
import io.tablescope.format.io.FileAccess;
import io.tablescope.icons.Icon;
import io.tablescope.inspector.iceberg.tree.TreeNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.EntryNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.EntryPageNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.ManifestListNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.ManifestNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.ProblemNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.SnapshotNode;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * What one row of the tree table shows for a node, as text: the name, the entry's status and
 * numbers, and the file's path, partition, record count and size.
 *
 * @param status the entry status, or null for rows that are not entries
 * @param dataSequenceInherited whether the data sequence number was inherited from the manifest
 *     list rather than written in the entry
 * @param fileSequenceInherited likewise for the file sequence number
 * @param problem whether the row stands for something that could not be read, or for a file that is
 *     not where the metadata says
 */
public record TreeRow(
    Icon icon,
    String name,
    EntryStatus status,
    String snapshotId,
    String dataSequence,
    boolean dataSequenceInherited,
    String fileSequence,
    boolean fileSequenceInherited,
    String content,
    String path,
    String partition,
    String records,
    String size,
    boolean problem) {

  /** The row for a node. */
  public static TreeRow of(TreeNode node) {
    if (node instanceof SnapshotNode snapshot) {
      String refs =
          snapshot.refs().stream().map(SnapshotRef::name).collect(Collectors.joining(", "));
      return new TreeRow(
          Icon.SNAPSHOT,
          "snapshot "
              + snapshot.snapshot().snapshotId()
              + (refs.isEmpty() ? "" : " (" + refs + ")"),
          null,
          Long.toString(snapshot.snapshot().snapshotId()),
          Long.toString(snapshot.snapshot().sequenceNumber()),
          false,
          "",
          false,
          nullToEmpty(snapshot.snapshot().operation()),
          "",
          "",
          snapshot.snapshot().summaryValue("total-records").orElse(""),
          "",
          false);
    } else if (node instanceof ManifestListNode list) {
      String path = list.snapshot().manifestList();
      return label(
          Icon.MANIFEST_LIST,
          path == null ? "manifests (inline, v1)" : FileAccess.fileName(path),
          "manifest list",
          nullToEmpty(path),
          false);
    } else if (node instanceof ManifestNode manifest) {
      return manifestRow(manifest);
    } else if (node instanceof EntryPageNode page) {
      return label(
          Icon.MANIFEST_LIST, "entries " + (page.from() + 1) + "–" + page.to(), "", "", false);
    } else if (node instanceof EntryNode entry) {
      return entryRow(entry);
    } else if (node instanceof ProblemNode problem) {
      return label(
          Icon.PROBLEM,
          problem.problem().message(),
          problem.problem().kind().name().toLowerCase(Locale.ROOT),
          problem.problem().path(),
          true);
    }
    throw new IllegalArgumentException("Unknown node " + node);
  }

  /** A row that names something without entry numbers: a list, a page, a problem. */
  private static TreeRow label(
      Icon icon, String name, String content, String path, boolean problem) {
    return new TreeRow(
        icon, name, null, "", "", false, "", false, content, path, "", "", "", problem);
  }

  private static TreeRow manifestRow(ManifestNode node) {
    ManifestFile manifest = node.manifest();
    boolean deletes = manifest.content() == ManifestContent.DELETES;
    return new TreeRow(
        node.missing() ? Icon.PROBLEM : deletes ? Icon.DELETE_MANIFEST : Icon.DATA_MANIFEST,
        FileAccess.fileName(manifest.path()) + (node.missing() ? " (missing)" : ""),
        null,
        manifest.addedSnapshotId() == null ? "" : manifest.addedSnapshotId().toString(),
        Long.toString(manifest.sequenceNumber()),
        false,
        "min " + manifest.minSequenceNumber(),
        false,
        deletes ? "delete manifest" : "data manifest",
        manifest.path(),
        manifest.partitions().isEmpty() ? "" : manifest.partitions().size() + " field summaries",
        liveRows(manifest),
        Long.toString(manifest.length()),
        node.missing());
  }

  private static TreeRow entryRow(EntryNode node) {
    ManifestEntry entry = node.entry();
    ContentFile file = entry.file();
    return new TreeRow(
        iconOf(file),
        FileAccess.fileName(file.path()) + (node.absent() ? " (absent)" : ""),
        entry.status(),
        entry.snapshotId() == null ? "" : entry.snapshotId().toString(),
        sequence(entry, entry.sequenceNumber()),
        entry.sequenceNumberInherited(),
        sequence(entry, entry.fileSequenceNumber()),
        entry.fileSequenceNumberInherited(),
        contentName(file),
        file.path(),
        file.partitionText(),
        Long.toString(file.recordCount()),
        Long.toString(file.fileSizeInBytes()),
        node.absent());
  }

  /** A sequence number as the tree shows it; a v1 entry has none, and reads as 0. */
  private static String sequence(ManifestEntry entry, Long value) {
    if (entry.formatV1()) {
      return V1_SEQUENCE;
    }
    return value == null ? "" : value.toString();
  }

  /** The text of a v1 entry's sequence numbers in the tree's narrow columns. */
  public static final String V1_SEQUENCE = "0 (v1)";

  /** The icon of a data or delete file. */
  public static Icon iconOf(ContentFile file) {
    if (file.isDeletionVector()) {
      return Icon.DELETION_VECTOR;
    }
    return switch (file.content()) {
      case DATA -> Icon.DATA_FILE;
      case POSITION_DELETES -> Icon.POSITION_DELETE;
      case EQUALITY_DELETES -> Icon.EQUALITY_DELETE;
    };
  }

  /** The content kind's one name, with deletion vectors told apart, as the CLI prints it. */
  public static String contentName(ContentFile file) {
    return file.kind().jsonName();
  }

  /**
   * The rows the manifest list says the manifest's live entries hold (added and existing), or
   * nothing when it leaves either count out: unknown is not zero.
   */
  private static String liveRows(ManifestFile manifest) {
    if (manifest.addedRowsCount() == null || manifest.existingRowsCount() == null) {
      return "";
    }
    return Long.toString(manifest.addedRowsCount() + manifest.existingRowsCount());
  }

  private static String nullToEmpty(String text) {
    return text == null ? "" : text;
  }
}
