package io.tablescope.app.gui.diff;

import io.tablescope.inspector.diff.CommitDiff;
import io.tablescope.inspector.diff.FileChange;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The files of a diff that one commit explains, added ones first.
 *
 * @param title the commit, e.g. {@code snapshot 123 (append)}, or why no commit explains the files
 */
public record DiffGroup(String title, List<FileChange> added, List<FileChange> removed) {
  public DiffGroup {
    added = List.copyOf(added);
    removed = List.copyOf(removed);
  }

  /** Groups a diff's changes by the commit that explains them, in the diff's order. */
  public static List<DiffGroup> of(CommitDiff diff) {
    String noun = diff.format().commitNoun();
    Map<String, List<FileChange>> added = new LinkedHashMap<>();
    Map<String, List<FileChange>> removed = new LinkedHashMap<>();
    Map<String, Boolean> order = new LinkedHashMap<>();
    for (FileChange change : diff.added()) {
      order.put(titleOf(change, noun), true);
      added.computeIfAbsent(titleOf(change, noun), key -> new ArrayList<>()).add(change);
    }
    for (FileChange change : diff.removed()) {
      order.put(titleOf(change, noun), true);
      removed.computeIfAbsent(titleOf(change, noun), key -> new ArrayList<>()).add(change);
    }
    List<DiffGroup> groups = new ArrayList<>();
    for (String title : order.keySet()) {
      groups.add(
          new DiffGroup(
              title, added.getOrDefault(title, List.of()), removed.getOrDefault(title, List.of())));
    }
    return groups;
  }

  private static String titleOf(FileChange change, String noun) {
    if (change.commitId() == null || change.operation() == null) {
      return change.explanation();
    }
    return noun
        + " "
        + change.commitId()
        + " ("
        + change.operation()
        + ")"
        + (change.onFromSide() ? " on FROM's side" : "");
  }
}
