package io.tablescope.app.gui.iceberg.replay;

import io.tablescope.inspector.iceberg.replay.ProvenFix;
import io.tablescope.inspector.iceberg.replay.ReplayResult;
import java.util.List;

/**
 * The text of the Replay tab's explanation pane: a failure's check, message, causes, explanation
 * and files, then what the whole replay says: the newest snapshot it would still have committed on,
 * and the fixes whose replay passed.
 */
final class ReplayExplanation {
  private ReplayExplanation() {}

  static String of(ReplayResult.Failure failure, ReplayResult replayed) {
    StringBuilder text = new StringBuilder();
    text.append(failure.check().displayName())
        .append(" (")
        .append(failure.exception().simpleName())
        .append(")\n\n")
        .append(failure.message())
        .append("\n\n");
    List<ReplayResult.Cause> causes = failure.causes();
    for (int i = 0; i < causes.size(); i++) {
      ReplayResult.Cause cause = causes.get(i);
      text.append(i == 0 ? "Caused by snapshot " : "And by snapshot ")
          .append(cause.snapshotId())
          .append(" (")
          .append(cause.operation())
          .append(')');
      if (cause.writer() != null) {
        text.append(", written by ").append(cause.writer());
      }
      text.append(":\n");
      cause.files().forEach(file -> text.append("  ").append(file).append('\n'));
    }
    if (!causes.isEmpty()) {
      text.append('\n');
    }
    text.append(failure.explanation()).append("\n\n");
    if (!failure.files().isEmpty()) {
      text.append("Files:\n");
      failure.files().forEach(file -> text.append("  ").append(file).append('\n'));
      text.append('\n');
    }
    return text.append(summary(replayed)).toString();
  }

  /** The newest snapshot the operation would still have committed on, then the proven fixes. */
  static String summary(ReplayResult replayed) {
    if (replayed == null) {
      return "";
    }
    StringBuilder text =
        new StringBuilder(
            replayed.lastCommittableSnapshotId() == null
                ? "It could not have committed on top of any snapshot since the one it read."
                : "It would still have committed on top of snapshot "
                    + replayed.lastCommittableSnapshotId()
                    + ".");
    for (ProvenFix fix : replayed.fixes()) {
      text.append("\n\nWould pass (verified): ")
          .append(fix.kind().displayName())
          .append(", ")
          .append(fix.change())
          .append("\n")
          .append(fix.description());
    }
    for (String withheld : replayed.withheldFixes()) {
      text.append("\n\nNot offered: ").append(withheld);
    }
    return text.toString();
  }
}
