package io.tablescope.app.cli.iceberg;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.ExitCodes;
import io.tablescope.app.cli.common.Json;
import io.tablescope.app.cli.common.TableOptions;
import io.tablescope.format.iceberg.metadata.SnapshotRef;
import io.tablescope.inspector.iceberg.IcebergTable;
import io.tablescope.inspector.iceberg.publish.PublishPreview;
import io.tablescope.inspector.iceberg.publish.PublishPreview.ReplayedSnapshot;
import io.tablescope.inspector.iceberg.publish.PublishStep;
import io.tablescope.inspector.iceberg.publish.Publisher;
import io.tablescope.inspector.iceberg.replay.ReplayResult;
import io.tablescope.inspector.table.Capability;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code tablescope publish TABLE --branch NAME [--to main] [--json]}: what publishing a branch
 * (write-audit-publish) would do, as Iceberg's fast-forward and cherry-pick decide it. Nothing is
 * written. Exit 0 when Iceberg would publish, 1 when it would refuse, 2 on bad input.
 */
@Command(
    name = "publish",
    description =
        "Would publishing a branch succeed? Fast-forward when the target's head is an ancestor of"
            + " the branch's, else Iceberg's cherry-pick of each of the branch's snapshots; with"
            + " the replay's validations against what changed on the target. A preview only.")
public final class PublishCommand implements Callable<Integer> {
  @Mixin TableOptions options;

  @Option(names = "--branch", required = true, paramLabel = "NAME", description = "The branch.")
  String branch;

  @Option(
      names = "--to",
      paramLabel = "NAME",
      description = "The branch to publish to (default: main).")
  String target = SnapshotRef.MAIN_BRANCH;

  @Option(names = "--json", description = "Print JSON instead of text.")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    PrintWriter out = spec.commandLine().getOut();
    return options.withTable(Capability.PUBLISH, table -> publish((IcebergTable) table, out));
  }

  private int publish(IcebergTable table, PrintWriter out) throws IOException {
    PublishPreview preview = Publisher.preview(table, branch, target, () -> false);
    if (json) {
      writeJson(preview, out);
    } else {
      writeText(preview, out);
    }
    return preview.succeeds() ? ExitCodes.OK : ExitCodes.REFUSED;
  }

  private static void writeJson(PublishPreview preview, PrintWriter out) throws IOException {
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      json.writeStringField("branch", preview.branch());
      json.writeStringField("to", preview.target());
      json.writeStringField("verdict", preview.verdict().jsonName());
      Json.nullableNumber(json, "fork-point", preview.forkPointId());
      json.writeNumberField("branch-head", preview.branchHeadId());
      Json.nullableNumber(json, "target-head", preview.targetHeadId());
      json.writeStringField(
          "exception", preview.exception() == null ? null : preview.exception().simpleName());
      json.writeStringField("message", preview.message());
      json.writeStringField("fast-forward-message", preview.fastForwardMessage());
      json.writeArrayFieldStart("target-snapshots");
      for (long id : preview.targetSnapshotIds()) {
        json.writeNumber(id);
      }
      json.writeEndArray();
      json.writeArrayFieldStart("snapshots");
      for (PublishStep step : preview.snapshots()) {
        json.writeStartObject();
        json.writeNumberField("snapshot-id", step.snapshotId());
        json.writeStringField("operation", step.operation());
        json.writeStringField("action", step.action().jsonName());
        json.writeStringField(
            "exception", step.exception() == null ? null : step.exception().simpleName());
        json.writeStringField("message", step.message());
        json.writeEndObject();
      }
      json.writeEndArray();
      // Each replayed branch snapshot's failures and checks, as replay --json prints them.
      json.writeArrayFieldStart("failures");
      for (ReplayedSnapshot replay : preview.replays()) {
        for (ReplayResult.Failure failure : replay.result().failures()) {
          json.writeStartObject();
          json.writeNumberField("branch-snapshot-id", replay.snapshotId());
          IcebergReplayOutput.writeFailureFields(json, failure);
          json.writeEndObject();
        }
      }
      json.writeEndArray();
      json.writeArrayFieldStart("checks");
      for (ReplayedSnapshot replay : preview.replays()) {
        for (ReplayResult.CheckResult check : replay.result().checks()) {
          json.writeStartObject();
          json.writeNumberField("branch-snapshot-id", replay.snapshotId());
          IcebergReplayOutput.writeCheckFields(json, check);
          json.writeEndObject();
        }
      }
      json.writeEndArray();
      json.writeEndObject();
    }
    out.println();
  }

  private static void writeText(PublishPreview preview, PrintWriter out) {
    out.println(
        "Publish "
            + preview.branch()
            + " (at "
            + preview.branchHeadId()
            + ") to "
            + preview.target()
            + (preview.targetHeadId() == null
                ? " (a new branch)"
                : " (at " + preview.targetHeadId() + ")")
            + ": "
            + preview.verdict().jsonName());
    out.println(
        "  fork point: "
            + (preview.forkPointId() == null ? "none" : preview.forkPointId())
            + "; "
            + preview.target()
            + " has "
            + preview.targetSnapshotIds().size()
            + " snapshot(s) since");
    if (preview.fastForwardMessage() != null) {
      out.println("  " + preview.fastForwardMessage());
    }
    out.println();
    for (PublishStep step : preview.snapshots()) {
      out.println(
          "  "
              + step.snapshotId()
              + "  "
              + step.operation()
              + "  "
              + step.action().jsonName()
              + ": "
              + (step.exception() == null ? "" : step.exception().simpleName() + ": ")
              + step.message());
    }
    if (!preview.replays().isEmpty()) {
      out.println();
      out.println("  Replayed against " + preview.target() + " since the fork point:");
      for (ReplayedSnapshot replay : preview.replays()) {
        for (ReplayResult.CheckResult check : replay.result().checks()) {
          out.println(
              (check.passed() ? "    pass  " : "    FAIL  ")
                  + replay.snapshotId()
                  + " "
                  + check.check().displayName()
                  + ": "
                  + check.examined());
        }
      }
    }
    out.println();
    if (preview.succeeds()) {
      out.println(
          "Would publish: "
              + preview.target()
              + " would hold "
              + preview.resultingDataFiles().size()
              + " data file(s).");
    } else {
      out.println("Would fail: " + preview.exception().simpleName() + ": " + preview.message());
    }
  }
}
