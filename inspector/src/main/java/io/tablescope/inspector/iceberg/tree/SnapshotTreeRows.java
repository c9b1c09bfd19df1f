package io.tablescope.inspector.iceberg.tree;

import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.manifest.EntryStatus;
import io.tablescope.format.iceberg.manifest.ManifestContent;
import io.tablescope.format.iceberg.manifest.ManifestEntry;
import io.tablescope.format.iceberg.manifest.ManifestFile;
import io.tablescope.format.iceberg.metadata.SnapshotRef;
import io.tablescope.format.io.FileAccess;
import io.tablescope.inspector.iceberg.tree.TreeNode.EntryNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.EntryPageNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.ManifestListNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.ManifestNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.ProblemNode;
import io.tablescope.inspector.iceberg.tree.TreeNode.SnapshotNode;
import io.tablescope.inspector.table.NodeKind;
import io.tablescope.inspector.table.TreeCell;
import io.tablescope.inspector.table.TreeColumn;
import io.tablescope.inspector.table.TreeRow;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/** The rows of a snapshot's tree: a snapshot, its manifest list, manifests and entries. */
public final class SnapshotTreeRows {
  public static final String STATUS = "statusColumn";
  public static final String SNAPSHOT_ID = "snapshotIdColumn";
  public static final String DATA_SEQUENCE = "dataSequenceColumn";
  public static final String FILE_SEQUENCE = "fileSequenceColumn";
  public static final String CONTENT = "contentColumn";
  public static final String PARTITION = "partitionColumn";
  public static final String RECORDS = "recordsColumn";
  public static final String SIZE = "sizeColumn";
  public static final String PATH = "pathColumn";

  /** The text of a v1 entry's sequence numbers in the tree's narrow columns. */
  public static final String V1_SEQUENCE = "0 (v1)";

  private static final String INHERITED =
      "* inherited: null in the manifest entry, taken from the manifest list";

  static final List<TreeColumn> COLUMNS =
      List.of(
          TreeColumn.name("nameColumn", 350),
          TreeColumn.text(STATUS, "Status", 105),
          TreeColumn.text(SNAPSHOT_ID, "Snapshot id", 175),
          TreeColumn.text(DATA_SEQUENCE, "Data seq", 88),
          TreeColumn.text(FILE_SEQUENCE, "File seq", 88),
          TreeColumn.text(CONTENT, "Content", 120),
          TreeColumn.text(PARTITION, "Partition", 150),
          TreeColumn.number(RECORDS, "Records"),
          TreeColumn.size(SIZE, "Size"),
          TreeColumn.text(PATH, "Path", 600));

  private SnapshotTreeRows() {}

  /** The row for a node. */
  public static TreeRow of(TreeNode node) {
    if (node instanceof SnapshotNode snapshot) {
      String refs =
          snapshot.refs().stream().map(SnapshotRef::name).collect(Collectors.joining(", "));
      Map<String, TreeCell> cells = new LinkedHashMap<>();
      cells.put(SNAPSHOT_ID, TreeCell.of(Long.toString(snapshot.snapshot().snapshotId())));
      cells.put(DATA_SEQUENCE, TreeCell.of(Long.toString(snapshot.snapshot().sequenceNumber())));
      cells.put(CONTENT, TreeCell.of(snapshot.snapshot().operation()));
      cells.put(RECORDS, TreeCell.of(snapshot.snapshot().summaryValue("total-records").orElse("")));
      return row(
          NodeKind.COMMIT,
          "snapshot "
              + snapshot.snapshot().snapshotId()
              + (refs.isEmpty() ? "" : " (" + refs + ")"),
          cells,
          "",
          false);
    } else if (node instanceof ManifestListNode list) {
      String path = list.snapshot().manifestList();
      return label(
          NodeKind.FILE_LIST,
          path == null ? "manifests (inline, v1)" : FileAccess.fileName(path),
          "manifest list",
          path,
          false);
    } else if (node instanceof ManifestNode manifest) {
      return manifestRow(manifest);
    } else if (node instanceof EntryPageNode page) {
      return label(
          NodeKind.FILE_LIST, "entries " + (page.from() + 1) + "–" + page.to(), "", "", false);
    } else if (node instanceof EntryNode entry) {
      return entryRow(entry);
    } else if (node instanceof ProblemNode problem) {
      return label(
          NodeKind.PROBLEM,
          problem.problem().message(),
          problem.problem().kind().name().toLowerCase(Locale.ROOT),
          problem.problem().path(),
          true);
    }
    throw new IllegalArgumentException("Unknown node " + node);
  }

  private static TreeRow row(
      NodeKind kind, String name, Map<String, TreeCell> cells, String path, boolean problem) {
    String shownPath = path == null ? "" : path;
    cells.put(PATH, TreeCell.of(shownPath));
    return new TreeRow(
        kind, name, problem ? name + "\n" + shownPath : null, cells, shownPath, problem);
  }

  /** A row that names something without entry numbers: a list, a page, a problem. */
  private static TreeRow label(
      NodeKind kind, String name, String content, String path, boolean problem) {
    Map<String, TreeCell> cells = new LinkedHashMap<>();
    cells.put(CONTENT, TreeCell.of(content));
    return row(kind, name, cells, path, problem);
  }

  private static TreeRow manifestRow(ManifestNode node) {
    ManifestFile manifest = node.manifest();
    boolean deletes = manifest.content() == ManifestContent.DELETES;
    Map<String, TreeCell> cells = new LinkedHashMap<>();
    cells.put(
        SNAPSHOT_ID,
        TreeCell.of(
            manifest.addedSnapshotId() == null ? "" : manifest.addedSnapshotId().toString()));
    cells.put(DATA_SEQUENCE, TreeCell.of(Long.toString(manifest.sequenceNumber())));
    cells.put(FILE_SEQUENCE, TreeCell.of("min " + manifest.minSequenceNumber()));
    cells.put(CONTENT, TreeCell.of(deletes ? "delete manifest" : "data manifest"));
    cells.put(
        PARTITION,
        TreeCell.of(
            manifest.partitions().isEmpty()
                ? ""
                : manifest.partitions().size() + " field summaries"));
    cells.put(RECORDS, TreeCell.of(liveRows(manifest)));
    cells.put(SIZE, TreeCell.of(Long.toString(manifest.length())));
    return row(
        node.missing()
            ? NodeKind.PROBLEM
            : deletes ? NodeKind.DELETE_MANIFEST : NodeKind.DATA_MANIFEST,
        FileAccess.fileName(manifest.path()) + (node.missing() ? " (missing)" : ""),
        cells,
        manifest.path(),
        node.missing());
  }

  private static TreeRow entryRow(EntryNode node) {
    ManifestEntry entry = node.entry();
    ContentFile file = entry.file();
    Map<String, TreeCell> cells = new LinkedHashMap<>();
    cells.put(STATUS, new TreeCell(entry.status().name(), null, tone(entry.status())));
    cells.put(
        SNAPSHOT_ID, TreeCell.of(entry.snapshotId() == null ? "" : entry.snapshotId().toString()));
    cells.put(
        DATA_SEQUENCE, sequence(entry, entry.sequenceNumber(), entry.sequenceNumberInherited()));
    cells.put(
        FILE_SEQUENCE,
        sequence(entry, entry.fileSequenceNumber(), entry.fileSequenceNumberInherited()));
    cells.put(CONTENT, TreeCell.of(file.kind().jsonName()));
    cells.put(PARTITION, TreeCell.of(file.partitionText()));
    cells.put(RECORDS, TreeCell.of(Long.toString(file.recordCount())));
    cells.put(SIZE, TreeCell.of(Long.toString(file.fileSizeInBytes())));
    return row(
        kindOf(file),
        FileAccess.fileName(file.path()) + (node.absent() ? " (absent)" : ""),
        cells,
        file.path(),
        node.absent());
  }

  private static TreeCell.Tone tone(EntryStatus status) {
    return switch (status) {
      case ADDED -> TreeCell.Tone.ADDED;
      case EXISTING -> TreeCell.Tone.EXISTING;
      case DELETED -> TreeCell.Tone.DELETED;
    };
  }

  /**
   * A sequence number as the tree shows it: a v1 entry has none, and reads as 0; one inherited from
   * the manifest list is marked with a star.
   */
  private static TreeCell sequence(ManifestEntry entry, Long value, boolean inherited) {
    String text = entry.formatV1() ? V1_SEQUENCE : value == null ? "" : value.toString();
    if (inherited) {
      return new TreeCell(text + "*", INHERITED, TreeCell.Tone.INHERITED);
    }
    return new TreeCell(
        text, entry.formatV1() ? ManifestEntry.V1_SEQUENCE_NUMBERS : null, TreeCell.Tone.PLAIN);
  }

  /** What a content file is, with deletion vectors told apart. */
  public static NodeKind kindOf(ContentFile file) {
    if (file.isDeletionVector()) {
      return NodeKind.DELETION_VECTOR;
    }
    return switch (file.content()) {
      case DATA -> NodeKind.DATA_FILE;
      case POSITION_DELETES -> NodeKind.POSITION_DELETE;
      case EQUALITY_DELETES -> NodeKind.EQUALITY_DELETE;
    };
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
}
