package io.tablescope.app.gui.hudi.replay;

import io.tablescope.inspector.hudi.replay.EarlyConflictDetection;
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

  /** Each writer examined and its verdict; empty when the writer does not detect early. */
  static String checks(EarlyConflictDetection detection) {
    if (detection == null) {
      return "";
    }
    String strategy = detection.strategy().substring(detection.strategy().lastIndexOf('.') + 1);
    if (detection.skipped() != null) {
      return "\n\nEarly conflict detection (" + strategy + "): " + detection.skipped();
    }
    return "\n\nEarly conflict detection ("
        + strategy
        + "), writers examined:"
        + (detection.examined().isEmpty()
            ? " none."
            : detection.examined().stream()
                .map(
                    examined ->
                        "\n  "
                            + examined.source()
                            + " "
                            + examined.instant()
                            + ": "
                            + examined.verdict()
                            + (examined.overlap().isEmpty()
                                ? ""
                                : " on " + examined.overlap().size() + " file groups"))
                .collect(Collectors.joining()));
  }
}
