package io.tablescope.app.cli.delta;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.Json;
import io.tablescope.format.Problem;
import io.tablescope.inspector.delta.DeltaNode;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.delta.DeltaTree;
import io.tablescope.inspector.table.Commit;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code tree} of a Delta version, every node read: the version, the checkpoint and commit files
 * its state is read from, and each action with every field. Text indents a level per depth; JSON
 * nests {@code children}.
 */
final class DeltaTreeOutput {
  private static final String INDENT = "  ";

  private DeltaTreeOutput() {}

  static void text(DeltaTable table, Commit version, PrintWriter out) {
    DeltaTree tree = new DeltaTree(table);
    text(tree, tree.root(version), 0, out);
    List<Problem> problems = table.log().problems();
    if (!problems.isEmpty()) {
      out.println();
      out.println("Problems of the log (" + problems.size() + "):");
      problems.forEach(problem -> out.println("  " + problemText(problem)));
    }
  }

  private static void text(DeltaTree tree, DeltaNode node, int depth, PrintWriter out) {
    String indent = INDENT.repeat(depth);
    String marked =
        node.problems().isEmpty() ? "" : "  ! " + node.problems().size() + " problem(s)";
    out.println(indent + node.label() + marked);
    for (Map.Entry<String, String> field : node.fields().entrySet()) {
      out.println(indent + INDENT + "· " + field.getKey() + ": " + field.getValue());
    }
    for (Problem problem : node.problems()) {
      out.println(indent + INDENT + problemText(problem));
    }
    if (node.hasChildren()) {
      for (DeltaNode child : tree.children(node)) {
        text(tree, child, depth + 1, out);
      }
    }
  }

  private static String problemText(Problem problem) {
    return "! " + problem.kind().name().toLowerCase(Locale.ROOT) + ": " + problem;
  }

  static void json(DeltaTable table, Commit version, PrintWriter out) throws IOException {
    DeltaTree tree = new DeltaTree(table);
    DeltaNode root = tree.root(version);
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      json.writeStringField("format", "delta");
      json.writeNumberField("version", root.version());
      json.writeNumberField("timestamp-ms", version.timestampMillis());
      json.writeStringField("operation", version.operation());
      body(tree, root, json);
      Json.problems(json, "table-problems", table.log().problems());
      json.writeEndObject();
    }
    out.println();
  }

  private static void node(DeltaTree tree, DeltaNode node, JsonGenerator json) throws IOException {
    json.writeStartObject();
    json.writeStringField("kind", node.kind().name().toLowerCase(Locale.ROOT));
    json.writeStringField("label", node.label());
    if (node.action() != null) {
      json.writeStringField("action", node.action().key());
    }
    if (node.file() != null) {
      json.writeStringField("file", node.file());
    }
    body(tree, node, json);
    json.writeEndObject();
  }

  private static void body(DeltaTree tree, DeltaNode node, JsonGenerator json) throws IOException {
    json.writeObjectFieldStart("fields");
    for (Map.Entry<String, String> field : node.fields().entrySet()) {
      json.writeStringField(field.getKey(), field.getValue());
    }
    json.writeEndObject();
    Json.problems(json, node.problems());
    if (node.hasChildren()) {
      json.writeArrayFieldStart("children");
      for (DeltaNode child : tree.children(node)) {
        node(tree, child, json);
      }
      json.writeEndArray();
    }
  }
}
