package io.tablescope.inspector.delta;

import io.tablescope.format.Problem;
import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.delta.action.RemoveFile;
import io.tablescope.format.io.FileAccess;
import io.tablescope.inspector.table.DetailSection;
import io.tablescope.inspector.table.DetailSection.DetailRow;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Everything a Delta tree node says, as sections of facts: an action's own fields first, then its
 * partition values, statistics, deletion vector and every other nested field, each group under its
 * own title; a file's or version's fields; and the problems met at the node, in red.
 */
public final class DeltaNodeDetails {
  private static final Map<String, String> GROUP_TITLES =
      Map.of(
          "partitionValues", "Partition values",
          "parsedStats", "Statistics",
          "deletionVector", "Deletion vector",
          "protocol", "Protocol",
          "operationParameters", "Operation parameters",
          "configuration", "Configuration",
          "tags", "Tags");

  private DeltaNodeDetails() {}

  /**
   * The sections describing a node, most important first.
   *
   * @param tableRoot the table's folder, against which a file action's relative path resolves
   */
  public static List<DetailSection> of(DeltaNode node, String tableRoot) {
    List<DetailSection> sections = new ArrayList<>();
    if (!node.problems().isEmpty()) {
      sections.add(problems(node.problems()));
    }
    Map<String, List<DetailRow>> groups = new LinkedHashMap<>();
    String main = title(node);
    groups.put(main, new ArrayList<>());
    node.fields()
        .forEach(
            (name, value) -> {
              int dot = name.indexOf('.');
              String group =
                  dot < 0
                      ? main
                      : GROUP_TITLES.getOrDefault(name.substring(0, dot), name.substring(0, dot));
              String shown = dot < 0 ? name : name.substring(dot + 1);
              groups.computeIfAbsent(group, key -> new ArrayList<>()).add(row(shown, value));
            });
    String location = location(node, tableRoot);
    if (location != null) {
      groups.get(main).add(DetailRow.copyable("read from", location));
    }
    String vector = node.fields().get("deletionVector.file");
    if (vector != null && !vector.startsWith(ActionFields.CANNOT_RESOLVE)) {
      groups
          .get(GROUP_TITLES.get("deletionVector"))
          .add(DetailRow.copyable("read from", DeltaFiles.location(tableRoot, vector)));
    }
    if (node.file() != null) {
      groups
          .get(main)
          .add(
              DetailRow.copyable(
                  node.kind() == DeltaNode.Kind.ACTION ? "in log file" : "log file", node.file()));
    }
    groups.forEach(
        (title, rows) -> {
          if (!rows.isEmpty()) {
            sections.add(new DetailSection(title, rows));
          }
        });
    return sections;
  }

  /**
   * Where a reader finds an add's or remove's file: an absolute path or URI as written, else the
   * decoded path under the table root; null for other nodes.
   */
  private static String location(DeltaNode node, String tableRoot) {
    String decoded =
        node.action() instanceof AddFile add
            ? add.decodedPath()
            : node.action() instanceof RemoveFile remove ? remove.decodedPath() : null;
    if (decoded == null) {
      return null;
    }
    boolean absolute = decoded.startsWith("/") || decoded.matches("^[a-zA-Z][\\w+.-]*:.*");
    return absolute ? decoded : FileAccess.child(tableRoot, decoded);
  }

  private static String title(DeltaNode node) {
    return switch (node.kind()) {
      case VERSION -> "Version " + node.version();
      case CHECKPOINT -> "Checkpoint";
      case COMMIT -> "Commit file";
      case CHECKSUM -> "Checksum file";
      case PAGE -> node.label();
      case ACTION -> node.action() == null ? "Problem" : node.action().key() + " action";
    };
  }

  /** Paths and ids are copyable; the raw statistics JSON is too, for pasting elsewhere. */
  private static DetailRow row(String name, String value) {
    boolean copyable =
        name.equals("path")
            || name.equals("pathOrInlineDv")
            || name.equals("uniqueId")
            || name.equals("stats")
            || name.equals("files")
            || name.equals("file")
            || name.equals("txnId");
    return copyable ? DetailRow.copyable(name, value) : DetailRow.of(name, value);
  }

  private static DetailSection problems(List<Problem> problems) {
    List<DetailRow> rows = new ArrayList<>();
    for (Problem problem : problems) {
      rows.add(new DetailRow("kind", problem.kind().name(), false, true));
      rows.add(new DetailRow("what", problem.message(), false, true));
      rows.add(DetailRow.copyable("path", problem.path()));
    }
    return new DetailSection(problems.size() == 1 ? "Problem" : "Problems", rows);
  }
}
