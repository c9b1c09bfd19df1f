package io.tablescope.app.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.delta.DeltaAsOf;
import io.tablescope.inspector.delta.DeltaTable;
import io.tablescope.inspector.iceberg.AsOf;
import io.tablescope.inspector.iceberg.IcebergRuleException;
import io.tablescope.inspector.table.Commit;
import io.tablescope.inspector.table.CommitNotFoundException;
import java.io.PrintWriter;
import java.time.Instant;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tablescope as-of TABLE TIMESTAMP [--ref NAME] [--json]}: the snapshot (Iceberg) or version
 * (Delta) a time-travel read lands on. Exit 1 when the format would find none, with its message.
 */
@Command(
    name = "as-of",
    description =
        "The snapshot a read \"as of\" TIMESTAMP lands on, by Iceberg's rule over the snapshot log;"
            + " for a Delta table the version, by Delta's rule over commit times.")
final class AsOfCommand implements Callable<Integer> {
  /** Iceberg would find no snapshot: the read fails. */
  static final int NO_SNAPSHOT = 1;

  @Mixin TableOptions options;

  @Parameters(
      index = "1",
      paramLabel = "TIMESTAMP",
      description = "Epoch milliseconds, or ISO-8601 (UTC unless an offset is given).")
  String timestamp;

  @Option(names = "--ref", paramLabel = "NAME", description = "A branch or tag (default: main).")
  String ref;

  @Option(names = "--json", description = "Print JSON instead of text.")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    long millis = Timestamps.parseMillis(timestamp);
    PrintWriter out = spec.commandLine().getOut();
    return options.withFormat(
        "as-of",
        table -> {
          try {
            AsOf.Result result = AsOf.resolve(table, millis, ref);
            print(out, millis, result, null);
            return TablescopeCommand.OK;
          } catch (IcebergRuleException e) {
            print(out, millis, null, e.getMessage());
            return NO_SNAPSHOT;
          }
        },
        table -> delta(table, millis, out));
  }

  private int delta(DeltaTable table, long millis, PrintWriter out) throws Exception {
    if (ref != null) {
      throw new CommitNotFoundException(
          options.table + " is a Delta table: it has no branches or tags (--ref)");
    }
    DeltaAsOf asOf = DeltaAsOf.resolve(table, millis);
    String operation =
        asOf.failed() ? null : table.commit(asOf.version()).map(Commit::operation).orElse(null);
    if (json) {
      DeltaAsOfOutput.json(asOf, operation, out);
    } else {
      DeltaAsOfOutput.text(asOf, operation, out);
    }
    return asOf.failed() ? NO_SNAPSHOT : TablescopeCommand.OK;
  }

  private void print(PrintWriter out, long millis, AsOf.Result result, String error)
      throws java.io.IOException {
    if (json) {
      try (JsonGenerator json = Json.generator(out)) {
        json.writeStartObject();
        json.writeNumberField("timestamp-ms", millis);
        json.writeStringField("timestamp", Timestamps.iso(millis));
        json.writeStringField("ref", result == null ? (ref == null ? "main" : ref) : result.ref());
        Snapshot snapshot = result == null ? null : result.snapshot();
        Json.nullableNumber(json, "snapshot-id", snapshot == null ? null : snapshot.snapshotId());
        Json.nullableNumber(
            json, "snapshot-timestamp-ms", snapshot == null ? null : snapshot.timestampMillis());
        json.writeStringField("operation", snapshot == null ? null : snapshot.operation());
        json.writeStringField("rule", result == null ? null : result.rule());
        json.writeStringField("note", result == null ? null : result.note());
        json.writeStringField("error", error);
        json.writeEndObject();
      }
      out.println();
    } else if (result == null) {
      out.println("No snapshot as of " + Timestamps.iso(millis) + ": " + error);
    } else {
      Snapshot snapshot = result.snapshot();
      out.println(
          "As of "
              + Timestamps.iso(millis)
              + ", "
              + result.ref()
              + " reads snapshot "
              + snapshot.snapshotId()
              + "  "
              + snapshot.operation()
              + "  committed "
              + Instant.ofEpochMilli(snapshot.timestampMillis())
              + "  (by the "
              + result.rule()
              + ")");
      if (result.note() != null) {
        out.println("  note: " + result.note());
      }
    }
  }
}
