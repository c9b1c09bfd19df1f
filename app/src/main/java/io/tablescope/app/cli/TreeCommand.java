package io.tablescope.app.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.format.Problem;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.SnapshotNotFoundException;
import io.tablescope.inspector.iceberg.tree.SnapshotTreeHead;
import io.tablescope.inspector.iceberg.tree.SnapshotTrees;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.CommitNotFoundException;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code tablescope tree TABLE [--snapshot ID | --ref NAME | --version N] [--json]}. */
@Command(
    name = "tree",
    description =
        "A snapshot with its manifest list, manifests and every entry (default: the current"
            + " snapshot); a Delta version with its checkpoint, commit files and every action.")
final class TreeCommand implements Callable<Integer> {
  @Mixin TableOptions options;

  @ArgGroup(exclusive = true)
  Which which;

  static final class Which {
    @Option(names = "--snapshot", paramLabel = "ID", description = "The snapshot id.")
    Long snapshotId;

    @Option(names = "--ref", paramLabel = "NAME", description = "A branch or tag name.")
    String ref;

    @Option(names = "--version", paramLabel = "N", description = "A Delta table version.")
    Long version;
  }

  @Option(names = "--json", description = "Print JSON instead of text.")
  boolean json;

  // Delta's --version takes the name of the inherited version option, and picocli then drops the
  // inherited help options with it: help is declared here.
  @Option(
      names = {"-h", "--help"},
      usageHelp = true,
      description = "Show this help message and exit.")
  boolean help;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    PrintWriter out = spec.commandLine().getOut();
    return options.withFormat(
        "tree",
        table -> {
          if (which != null && which.version != null) {
            throw new SnapshotNotFoundException(
                options.table + " is an Iceberg table: name a snapshot with --snapshot or --ref");
          }
          Snapshot snapshot = chosen(table);
          if (snapshot == null) {
            String message =
                "The table has no current snapshot; it was created but nothing was committed.";
            if (json) {
              noSnapshotJson(table, message, out);
            } else {
              out.println(message);
              tableProblems(table, out);
            }
            return TablescopeCommand.OK;
          }
          SnapshotTreeHead tree = SnapshotTrees.head(table, snapshot);
          if (json) {
            TreeJson.write(table, tree, out);
          } else {
            TreeText.write(table, tree, out);
            tableProblems(table, out);
          }
          return TablescopeCommand.OK;
        },
        table -> delta(table, out));
  }

  private int delta(DeltaTable table, PrintWriter out) throws Exception {
    if (which != null && (which.snapshotId != null || which.ref != null)) {
      throw new CommitNotFoundException(
          options.table
              + " is a Delta table: name a version with --version, not a snapshot or ref");
    }
    Commit version =
        which != null && which.version != null
            ? table.resolveCommit(Long.toString(which.version))
            : table.current().orElseThrow();
    if (json) {
      DeltaTreeOutput.json(table, version, out);
    } else {
      DeltaTreeOutput.text(table, version, out);
    }
    return TablescopeCommand.OK;
  }

  /** The problems of the table's metadata and how it was found, as {@code summary} lists them. */
  private static void tableProblems(IcebergTable table, PrintWriter out) {
    List<Problem> problems = table.problems();
    if (!problems.isEmpty()) {
      out.println();
      out.println("Problems of the table (" + problems.size() + "):");
      for (Problem problem : problems) {
        out.println("  ! " + problem.kind().name().toLowerCase(Locale.ROOT) + ": " + problem);
      }
    }
  }

  private static void noSnapshotJson(IcebergTable table, String message, PrintWriter out)
      throws IOException {
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      json.writeNullField("snapshot-id");
      json.writeArrayFieldStart("manifests");
      json.writeEndArray();
      json.writeStringField("message", message);
      Json.problems(json, "table-problems", table.problems());
      json.writeEndObject();
    }
    out.println();
  }

  private Snapshot chosen(IcebergTable table) throws SnapshotNotFoundException {
    if (which != null && which.snapshotId != null) {
      return table
          .snapshot(which.snapshotId)
          .orElseThrow(
              () ->
                  new SnapshotNotFoundException(
                      "snapshot "
                          + which.snapshotId
                          + " is not in "
                          + table.metadata().metadataFile()
                          + " (expired, or from another table?)"));
    }
    if (which != null && which.ref != null) {
      if (!table.metadata().refs().containsKey(which.ref)) {
        throw new SnapshotNotFoundException(
            "no branch or tag named '"
                + which.ref
                + "' in "
                + table.metadata().metadataFile()
                + "; refs are "
                + table.metadata().refs().keySet());
      }
      return table.resolve(which.ref);
    }
    Long current = table.metadata().currentSnapshotId();
    return current == null ? null : table.resolve(String.valueOf(current));
  }
}
