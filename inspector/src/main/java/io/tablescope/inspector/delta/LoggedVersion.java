package io.tablescope.inspector.delta;

import io.tablescope.format.Problem;
import io.tablescope.format.delta.action.Action;
import java.util.List;

/**
 * What one read of the log gave: a commit file's actions, or the oldest checkpoint's for the files
 * older than the oldest commit.
 *
 * @param version the commit's version, or the checkpoint's
 * @param checkpoint whether the actions are a checkpoint's (the table's state then, not a commit)
 * @param operation the commit's {@code commitInfo.operation}, "checkpoint" for a checkpoint, or ""
 *     when the commit has none
 * @param actions the actions, in file order
 * @param problems what could not be read
 */
public record LoggedVersion(
    long version,
    boolean checkpoint,
    String operation,
    List<Action> actions,
    List<Problem> problems) {
  public LoggedVersion {
    operation = operation == null ? "" : operation;
    actions = List.copyOf(actions);
    problems = List.copyOf(problems);
  }
}
