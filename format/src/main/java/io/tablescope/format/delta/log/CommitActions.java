package io.tablescope.format.delta.log;

import io.tablescope.format.Problem;
import io.tablescope.format.delta.action.Action;
import io.tablescope.format.delta.action.CommitInfo;
import java.util.List;
import java.util.Objects;

/**
 * The actions of one commit file {@code N.json}, in written order, and the problems met reading it:
 * a line that does not parse is a problem naming the file and line, and the other lines are kept.
 *
 * @param version the commit's version
 * @param location the commit file
 * @param actions the actions that parsed, in file order
 * @param problems what could not be read
 */
public record CommitActions(
    long version, String location, List<Action> actions, List<Problem> problems) {

  public CommitActions {
    Objects.requireNonNull(location, "location");
    actions = List.copyOf(actions);
    problems = List.copyOf(problems);
  }

  /** The commit's {@code commitInfo}, or null when it has none. */
  public CommitInfo commitInfo() {
    for (Action action : actions) {
      if (action instanceof CommitInfo info) {
        return info;
      }
    }
    return null;
  }

  /** The actions of one kind, in file order. */
  public <T extends Action> List<T> actionsOf(Class<T> kind) {
    return actions.stream().filter(kind::isInstance).map(kind::cast).toList();
  }
}
