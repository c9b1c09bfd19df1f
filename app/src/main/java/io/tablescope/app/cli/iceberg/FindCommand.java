package io.tablescope.app.cli.iceberg;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.app.cli.common.Json;
import io.tablescope.app.cli.common.TableOptions;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.find.FindHit;
import io.tablescope.inspector.iceberg.find.TableSearch;
import io.tablescope.inspector.iceberg.find.WholeTable;
import io.tablescope.inspector.table.AnalysisProgress;
import io.tablescope.inspector.table.Capability;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tablescope find TABLE TEXT [--json]}: what the app's Find tab lists, across every snapshot
 * of an Iceberg table. Finding nothing is an answer, not an error (exit 0).
 */
@Command(
    name = "find",
    description =
        "Search every snapshot of an Iceberg table for a file path or part of one, a partition"
            + " value (region=EU), a snapshot id or a manifest name; each result says what it is"
            + " and which snapshots and manifests hold it.")
public final class FindCommand implements Callable<Integer> {
  @Mixin TableOptions options;

  @Parameters(index = "1", paramLabel = "TEXT", description = "What to look for; case is ignored.")
  String text;

  @Option(names = "--json", description = "Print JSON instead of text.")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    return options.withTable(Capability.FIND, table -> iceberg((IcebergTable) table));
  }

  private int iceberg(IcebergTable table) throws IOException {
    List<FindHit> hits = TableSearch.find(WholeTable.read(table, AnalysisProgress.NONE), text);
    PrintWriter out = spec.commandLine().getOut();
    if (json) {
      json(hits, out);
    } else {
      text(hits, out);
    }
    return ExitCodes.OK;
  }

  private void text(List<FindHit> hits, PrintWriter out) {
    out.printf("%d found for \"%s\"%n", hits.size(), text);
    for (FindHit hit : hits) {
      out.printf(
          "%s %s%s%n",
          hit.kind().word(), hit.name(), hit.detail().isEmpty() ? "" : "  " + hit.detail());
      out.printf(
          "  snapshots: %s%n",
          hit.snapshotIds().stream().map(String::valueOf).collect(Collectors.joining(", ")));
      hit.manifests().forEach(manifest -> out.printf("  manifest %s%n", manifest));
    }
  }

  private static void json(List<FindHit> hits, PrintWriter out) throws IOException {
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartArray();
      for (FindHit hit : hits) {
        json.writeStartObject();
        json.writeStringField("kind", hit.kind().word());
        json.writeStringField("name", hit.name());
        json.writeStringField("detail", hit.detail());
        json.writeArrayFieldStart("snapshot-ids");
        for (long id : hit.snapshotIds()) {
          json.writeNumber(id);
        }
        json.writeEndArray();
        json.writeArrayFieldStart("manifests");
        for (String manifest : hit.manifests()) {
          json.writeString(manifest);
        }
        json.writeEndArray();
        json.writeEndObject();
      }
      json.writeEndArray();
    }
    out.println();
  }
}
