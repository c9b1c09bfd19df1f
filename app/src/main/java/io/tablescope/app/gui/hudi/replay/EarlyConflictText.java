package io.tablescope.app.gui.hudi.replay;

import io.tablescope.app.cli.hudi.HudiEarlyConflictOutput;
import io.tablescope.inspector.hudi.replay.EarlyConflictDetection;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.stream.Collectors;

/**
 * The Replay tab's words for Hudi's early conflict detection: why it fails the write before the
 * commit, and the other writers it compared the write with.
 */
final class EarlyConflictText {
  private EarlyConflictText() {}

  /** The early conflict: exception, message, the writers whose markers overlap, the groups. */
  static String describe(EarlyConflictDetection.Conflict conflict) {
    return conflict.exceptionName()
        + ": "
        + conflict.message()
        + "\n\nCaused by the markers of "
        + String.join(", ", conflict.instants())
        + ".\n"
        + conflict.explanation()
        + "\n\nFile groups both write:\n  "
        + conflict.fileGroups().stream().map(Object::toString).collect(Collectors.joining("\n  "));
  }

  /**
   * Each writer examined and its verdict, in the CLI's lines; empty when the writer does not detect
   * early.
   */
  static String checks(EarlyConflictDetection detection) {
    StringWriter lines = new StringWriter();
    try (PrintWriter out = new PrintWriter(lines)) {
      HudiEarlyConflictOutput.checks(detection, out);
    }
    String text = lines.toString().stripTrailing();
    return text.isEmpty() ? "" : "\n\n" + text;
  }
}
