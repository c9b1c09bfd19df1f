package io.tablescope.app.gui.delta.tree;

import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.delta.action.RemoveFile;
import io.tablescope.icons.Icon;
import io.tablescope.inspector.delta.DeltaNode;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * What one row of the Delta tree shows for a node, as text: its name, what it is, and for a file
 * action its partition, rows, size, deletion vector and path.
 *
 * @param kind what the node is: {@code version}, {@code checkpoint}, {@code commit}, an action's
 *     key such as {@code add}, or {@code problem}
 * @param deletionVector for an action with a deletion vector, the rows it deletes and its storage
 * @param path the log file of a file node, the data file of an add or remove, or a problem's path
 * @param problem whether the node carries something damaged, missing or unsupported
 */
public record DeltaRow(
    Icon icon,
    String name,
    String kind,
    String partition,
    String records,
    String size,
    String deletionVector,
    String path,
    boolean problem) {

  /** The row for a node. */
  public static DeltaRow of(DeltaNode node) {
    boolean problem = !node.problems().isEmpty();
    String file = node.file() == null ? "" : node.file();
    return switch (node.kind()) {
      case VERSION -> label(Icon.SNAPSHOT, node, "version", "", problem);
      case CHECKPOINT -> label(Icon.MANIFEST_LIST, node, "checkpoint", file, problem);
      case COMMIT -> label(Icon.DATA_MANIFEST, node, "commit", file, problem);
      case CHECKSUM -> label(Icon.EXISTING, node, "checksum", file, problem);
      case PAGE -> label(Icon.MANIFEST_LIST, node, "page", file, problem);
      case ACTION -> node.action() == null ? problemRow(node) : action(node, problem);
    };
  }

  private static DeltaRow label(
      Icon icon, DeltaNode node, String kind, String path, boolean problem) {
    return new DeltaRow(
        problem ? Icon.PROBLEM : icon, node.label(), kind, "", "", "", "", path, problem);
  }

  private static DeltaRow problemRow(DeltaNode node) {
    String path = node.problems().isEmpty() ? "" : node.problems().get(0).path();
    return new DeltaRow(Icon.PROBLEM, node.label(), "problem", "", "", "", "", path, true);
  }

  private static DeltaRow action(DeltaNode node, boolean problem) {
    Map<String, String> fields = node.fields();
    String path = "";
    Icon icon = Icon.EXISTING;
    if (node.action() instanceof AddFile add) {
      path = add.decodedPath();
      icon = add.deletionVector() == null ? Icon.DATA_FILE : Icon.DELETION_VECTOR;
    } else if (node.action() instanceof RemoveFile remove) {
      path = remove.decodedPath();
      icon = Icon.DELETED;
    }
    String cardinality = fields.get("deletionVector.cardinality");
    String vector =
        cardinality == null
            ? ""
            : cardinality
                + (cardinality.equals("1") ? " row (" : " rows (")
                + fields.getOrDefault("deletionVector.storageType", "?")
                + ")";
    return new DeltaRow(
        problem ? Icon.PROBLEM : icon,
        node.label(),
        node.action().key(),
        partition(fields),
        fields.getOrDefault("parsedStats.numRecords", ""),
        fields.getOrDefault("size", ""),
        vector,
        path,
        problem);
  }

  /** The partition values as {@code name=value} pairs, e.g. {@code region=EU}. */
  private static String partition(Map<String, String> fields) {
    String prefix = "partitionValues.";
    return fields.entrySet().stream()
        .filter(field -> field.getKey().startsWith(prefix))
        .map(field -> field.getKey().substring(prefix.length()) + "=" + field.getValue())
        .collect(Collectors.joining("/"));
  }
}
