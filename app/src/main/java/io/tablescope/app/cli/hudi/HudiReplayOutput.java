package io.tablescope.app.cli.hudi;

import com.fasterxml.jackson.core.JsonGenerator;
import io.tablescope.app.cli.common.Json;
import io.tablescope.app.cli.common.Numbers;
import io.tablescope.format.Problem;
import io.tablescope.inspector.hudi.replay.FileGroupId;
import io.tablescope.inspector.hudi.replay.HudiProposal;
import io.tablescope.inspector.hudi.replay.HudiReplayResult;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * Prints a Hudi replay: the {@code {"outcome", "failures", "checks"}} every format's replay prints,
 * with Hudi's fields (the instant, its file groups, the exception and message Hudi throws at
 * commit, or earlier from markers); or the same as text, verdict first.
 */
public final class HudiReplayOutput {
  private static final int SHOWN_GROUPS = 5;

  private HudiReplayOutput() {}

  static void json(HudiReplayResult result, PrintWriter out) throws IOException {
    HudiProposal proposal = result.proposal();
    try (JsonGenerator json = Json.generator(out)) {
      json.writeStartObject();
      json.writeStringField("format", "hudi");
      json.writeStringField("outcome", result.outcome());
      json.writeStringField("instant", proposal.instantTime());
      json.writeStringField("action", proposal.action());
      json.writeStringField("operation", proposal.operation());
      json.writeStringField("concurrency-mode", proposal.concurrencyMode());
      json.writeStringField("strategy", result.strategy().className());
      json.writeBooleanField("checked", result.checked());
      json.writeStringField("mode", result.mode());
      json.writeStringField("writes-from", proposal.source());
      groups(json, "writes", proposal.writes());
      json.writeArrayFieldStart("failures");
      if (result.earlyConflict() != null) {
        HudiEarlyConflictOutput.failure(result.earlyConflict(), json);
      }
      for (HudiReplayResult.Conflict conflict : result.conflicts()) {
        json.writeStartObject();
        json.writeStringField("check", "file-group-overlap");
        json.writeStringField("exception", conflict.exceptionName());
        json.writeStringField("instant", conflict.instant());
        json.writeStringField("action", conflict.action());
        json.writeStringField("state", conflict.state());
        groups(json, "file-groups", conflict.fileGroups());
        Json.strings(json, "partitions", new ArrayList<>(conflict.partitions()));
        json.writeStringField("message", conflict.message());
        json.writeStringField("explanation", conflict.explanation());
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeArrayFieldStart("checks");
      for (HudiReplayResult.Examined examined : result.examined()) {
        json.writeStartObject();
        json.writeStringField("instant", examined.instant());
        json.writeStringField("action", examined.action());
        json.writeStringField("state", examined.state());
        json.writeStringField("operation", examined.operation());
        json.writeStringField("reason", examined.reason());
        json.writeNumberField("file-groups", examined.fileGroups().size());
        groups(json, "overlap", examined.overlap());
        json.writeBooleanField("passed", !examined.conflicts());
        json.writeStringField("verdict", examined.verdict());
        json.writeEndObject();
      }
      json.writeEndArray();
      HudiEarlyConflictOutput.detection(result.earlyConflictDetection(), json);
      Json.problems(json, result.problems());
      json.writeEndObject();
    }
    out.println();
  }

  /**
   * The verdict line the text starts with, and the Replay tab shows: what Hudi would do at commit,
   * and a pass with no instant to examine said as such.
   */
  public static String verdict(HudiReplayResult result) {
    if (result.earlyConflict() != null) {
      return "Would fail early: "
          + result.earlyConflict().exceptionName()
          + ": "
          + result.earlyConflict().message();
    }
    HudiReplayResult.Conflict conflict = result.conflict();
    if (conflict != null) {
      return "Would fail: " + conflict.exceptionName() + ": " + conflict.message();
    }
    return "Would commit: "
        + (!result.checked()
            ? result.mode()
            : result.examined().isEmpty()
                ? "no write completed and no plan requested since the write started."
                : "no conflict with "
                    + Numbers.count(result.examined().size(), "instant")
                    + " examined.");
  }

  static void text(HudiReplayResult result, PrintWriter out) {
    HudiProposal proposal = result.proposal();
    HudiReplayResult.Conflict conflict = result.conflict();
    out.println(verdict(result));
    if (result.earlyConflict() != null) {
      HudiEarlyConflictOutput.details(result.earlyConflict(), out);
    } else if (conflict != null) {
      out.println(
          "  caused by "
              + conflict.action()
              + " "
              + conflict.instant()
              + " ("
              + conflict.state()
              + ")");
      out.println(
          "  file groups: "
              + shortList(conflict.fileGroups())
              + " in "
              + Numbers.count(conflict.partitions().size(), "partition")
              + " ("
              + String.join(", ", conflict.partitions())
              + ")");
      out.println("  why: " + conflict.explanation());
    }
    out.println();
    out.println(
        proposal.action()
            + " "
            + proposal.instantTime()
            + (proposal.operation() == null ? "" : " (" + proposal.operation() + ")")
            + " under "
            + proposal.concurrencyMode()
            + " with "
            + result.strategy().simpleName()
            + ": "
            + Numbers.count(proposal.writes().size(), "file group")
            + " from "
            + proposal.source()
            + "; "
            + Numbers.count(result.examined().size(), "instant")
            + " examined.");
    for (HudiReplayResult.Examined examined : result.examined()) {
      out.println(
          (examined.conflicts() ? "  FAIL  " : "  pass  ")
              + examined.action()
              + " "
              + examined.instant()
              + " "
              + examined.state()
              + " ("
              + examined.reason()
              + "): "
              + Numbers.count(examined.fileGroups().size(), "file group")
              + ", "
              + examined.verdict()
              + (examined.overlap().isEmpty() ? "" : " on " + shortList(examined.overlap())));
    }
    HudiEarlyConflictOutput.checks(result.earlyConflictDetection(), out);
    for (Problem problem : result.problems()) {
      out.println("  ⚠ " + problem);
    }
  }

  static void groups(JsonGenerator json, String name, Collection<FileGroupId> groups)
      throws IOException {
    json.writeArrayFieldStart(name);
    for (FileGroupId group : groups) {
      json.writeStartObject();
      json.writeStringField("partition", group.partition());
      json.writeStringField("file-id", group.fileId());
      json.writeEndObject();
    }
    json.writeEndArray();
  }

  static String shortList(Collection<FileGroupId> groups) {
    List<String> names = groups.stream().map(FileGroupId::toString).toList();
    int shown = Math.min(SHOWN_GROUPS, names.size());
    return String.join(", ", names.subList(0, shown))
        + (names.size() > shown ? " and " + Numbers.grouped(names.size() - shown) + " more" : "");
  }
}
