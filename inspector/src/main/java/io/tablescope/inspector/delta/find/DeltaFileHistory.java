package io.tablescope.inspector.delta.find;

import io.tablescope.format.Problem;
import io.tablescope.inspector.delta.find.DeltaFileEvent.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One data file across every version of the log: each add, remove and change-data action naming it,
 * in version order.
 *
 * @param path the file's path relative to the table, decoded
 * @param events what each version did to it, oldest first
 * @param live whether the latest version reads it (its last add is not removed)
 * @param latestVersion the latest version of the log
 * @param problems what could not be read of the log, so may miss from the history
 */
public record DeltaFileHistory(
    String path,
    List<DeltaFileEvent> events,
    boolean live,
    long latestVersion,
    List<Problem> problems) {
  public DeltaFileHistory {
    Objects.requireNonNull(path, "path");
    events = List.copyOf(events);
    problems = List.copyOf(problems);
  }

  /** The partition its newest action names, or "". */
  public String partition() {
    for (int i = events.size() - 1; i >= 0; i--) {
      if (!events.get(i).partition().isEmpty()) {
        return events.get(i).partition();
      }
    }
    return "";
  }

  /**
   * Each version that removed the file with one deletion vector and added it back with another: how
   * Delta records rows deleted from a file it keeps.
   */
  public List<DeletionVectorChange> deletionVectorChanges() {
    List<DeletionVectorChange> changes = new ArrayList<>();
    for (int i = 0; i + 1 < events.size(); i++) {
      DeltaFileEvent removed = events.get(i);
      DeltaFileEvent added = events.get(i + 1);
      if (removed.action() == Kind.REMOVE
          && added.action() == Kind.ADD
          && removed.version() == added.version()
          && !Objects.equals(removed.deletionVector(), added.deletionVector())) {
        changes.add(
            new DeletionVectorChange(
                added.version(),
                removed.deletionVector(),
                removed.deletedRows(),
                added.deletionVector(),
                added.deletedRows()));
      }
    }
    return changes;
  }

  /**
   * A deletion vector replaced in one version.
   *
   * @param before the vector removed, or null when the file had none
   * @param rowsBefore its cardinality, or null
   * @param after the vector added
   * @param rowsAfter its cardinality, or null
   */
  public record DeletionVectorChange(
      long version, String before, Long rowsBefore, String after, Long rowsAfter) {}
}
