package io.tablescope.inspector.delta.replay;

import io.tablescope.format.delta.action.Action;
import io.tablescope.format.delta.action.AddCDCFile;
import io.tablescope.format.delta.action.AddFile;
import io.tablescope.format.delta.action.CommitInfo;
import io.tablescope.format.delta.action.RemoveFile;
import java.util.List;

/**
 * A commit that won the race: committed after the version the proposal read. Its added files split
 * as Delta splits them: a winner whose {@code commitInfo} says {@code isBlindAppend=true} added
 * blind-append files, any other (an old writer leaving the flag unset included) changed data.
 *
 * @param version the commit's version
 * @param actions its actions, in file order
 */
public record WinningCommit(long version, List<Action> actions) {
  public WinningCommit {
    actions = List.copyOf(actions);
  }

  /** The commit's {@code commitInfo}, or null when it has none. */
  public CommitInfo commitInfo() {
    return actionsOf(CommitInfo.class).stream().findFirst().orElse(null);
  }

  public <T extends Action> List<T> actionsOf(Class<T> kind) {
    return actions.stream().filter(kind::isInstance).map(kind::cast).toList();
  }

  /** Whether the commit says it is a blind append; null when it does not say. */
  public Boolean isBlindAppend() {
    CommitInfo info = commitInfo();
    return info == null ? null : info.isBlindAppend();
  }

  /** Whether every file action of the commit is an add. */
  public boolean onlyAddsFiles() {
    return actionsOf(RemoveFile.class).isEmpty() && actionsOf(AddCDCFile.class).isEmpty();
  }

  public List<AddFile> addedFiles() {
    return actionsOf(AddFile.class);
  }

  public List<RemoveFile> removedFiles() {
    return actionsOf(RemoveFile.class);
  }

  /** The commit as an explanation names it: {@code Version 3 (MERGE)}. */
  public String label() {
    String operation = operation();
    return "Version " + version + (operation == null ? "" : " (" + operation + ")");
  }

  /** The operation its commitInfo names, or null. */
  public String operation() {
    CommitInfo info = commitInfo();
    return info == null ? null : info.operation();
  }
}
