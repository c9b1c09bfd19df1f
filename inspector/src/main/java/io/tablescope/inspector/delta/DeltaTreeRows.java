package io.tablescope.inspector.delta;

import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.delta.action.RemoveFile;
import io.tablescope.inspector.table.NodeKind;
import io.tablescope.inspector.table.TreeCell;
import io.tablescope.inspector.table.TreeColumn;
import io.tablescope.inspector.table.TreeRow;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** The rows of a version's tree: the version, its checkpoint and commit files, their actions. */
public final class DeltaTreeRows {
  public static final String KIND = "deltaKindColumn";
  public static final String PARTITION = "deltaPartitionColumn";
  public static final String RECORDS = "deltaRecordsColumn";
  public static final String SIZE = "deltaSizeColumn";
  public static final String VECTOR = "deltaVectorColumn";
  public static final String PATH = "deltaPathColumn";

  static final List<TreeColumn> COLUMNS =
      List.of(
          TreeColumn.name("deltaNameColumn", 380),
          TreeColumn.text(KIND, "Kind", 95),
          TreeColumn.text(PARTITION, "Partition", 140),
          TreeColumn.number(RECORDS, "Records"),
          TreeColumn.size(SIZE, "Size"),
          TreeColumn.text(VECTOR, "Deletion vector", 130),
          TreeColumn.text(PATH, "Path", 600));

  private DeltaTreeRows() {}

  /** The row for a node. */
  public static TreeRow of(DeltaNode node) {
    boolean problem = !node.problems().isEmpty();
    String file = node.file() == null ? "" : node.file();
    return switch (node.kind()) {
      case VERSION -> label(NodeKind.COMMIT, node, "version", "", problem);
      case CHECKPOINT -> label(NodeKind.FILE_LIST, node, "checkpoint", file, problem);
      case COMMIT -> label(NodeKind.DATA_MANIFEST, node, "commit", file, problem);
      case CHECKSUM -> label(NodeKind.RECORD, node, "checksum", file, problem);
      case PAGE -> label(NodeKind.FILE_LIST, node, "page", file, problem);
      case ACTION -> node.action() == null ? problemRow(node) : action(node, problem);
    };
  }

  private static TreeRow label(
      NodeKind kind, DeltaNode node, String shownKind, String path, boolean problem) {
    Map<String, TreeCell> cells = new LinkedHashMap<>();
    cells.put(KIND, TreeCell.of(shownKind));
    return row(problem ? NodeKind.PROBLEM : kind, node, cells, path, problem);
  }

  private static TreeRow problemRow(DeltaNode node) {
    String path = node.problems().isEmpty() ? "" : node.problems().get(0).path();
    Map<String, TreeCell> cells = new LinkedHashMap<>();
    cells.put(KIND, TreeCell.of("problem"));
    return row(NodeKind.PROBLEM, node, cells, path, true);
  }

  private static TreeRow action(DeltaNode node, boolean problem) {
    Map<String, String> fields = node.fields();
    String path = "";
    NodeKind kind = NodeKind.RECORD;
    if (node.action() instanceof AddFile add) {
      path = add.decodedPath();
      kind = add.deletionVector() == null ? NodeKind.DATA_FILE : NodeKind.DELETION_VECTOR;
    } else if (node.action() instanceof RemoveFile remove) {
      path = remove.decodedPath();
      kind = NodeKind.REMOVED_FILE;
    }
    String cardinality = fields.get("deletionVector.cardinality");
    String vectorFile = fields.get("deletionVector.file");
    String vector =
        cardinality == null
            ? ""
            : cardinality
                + (cardinality.equals("1") ? " row (" : " rows (")
                + fields.getOrDefault("deletionVector.storageType", "?")
                + ")"
                + (vectorFile == null ? "" : " " + vectorFile);
    Map<String, TreeCell> cells = new LinkedHashMap<>();
    cells.put(KIND, TreeCell.of(node.action().key()));
    String partition = partition(fields);
    // Under column mapping a name is long (region (col-173b4db9-…)): hovering shows it whole.
    cells.put(
        PARTITION,
        partition.isEmpty()
            ? TreeCell.EMPTY
            : new TreeCell(partition, partition, TreeCell.Tone.PLAIN));
    cells.put(RECORDS, TreeCell.of(fields.getOrDefault("parsedStats.numRecords", "")));
    cells.put(SIZE, TreeCell.of(fields.getOrDefault("size", "")));
    cells.put(
        VECTOR,
        vectorFile == null
            ? TreeCell.of(vector)
            : new TreeCell(vector, vectorFile, TreeCell.Tone.PLAIN));
    return row(problem ? NodeKind.PROBLEM : kind, node, cells, path, problem);
  }

  private static TreeRow row(
      NodeKind kind, DeltaNode node, Map<String, TreeCell> cells, String path, boolean problem) {
    cells.put(PATH, TreeCell.of(path));
    return new TreeRow(kind, node.label(), problem ? reasons(node) : null, cells, path, problem);
  }

  private static String reasons(DeltaNode node) {
    return node.problems().stream()
        .map(problem -> problem.message() + "\n" + problem.path())
        .collect(Collectors.joining("\n"));
  }

  /**
   * The partition values as {@code name=value} pairs, e.g. {@code region=EU}, or {@code region
   * (col-173b4db9-…)=EU} under column mapping.
   */
  private static String partition(Map<String, String> fields) {
    String prefix = "partitionValues.";
    return fields.entrySet().stream()
        .filter(field -> field.getKey().startsWith(prefix))
        .map(field -> field.getKey().substring(prefix.length()) + "=" + field.getValue())
        .collect(Collectors.joining("/"));
  }
}
