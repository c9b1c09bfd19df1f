package io.tablescope.inspector.delta.find;

import java.util.Locale;
import java.util.Objects;

/**
 * One file action of the log on one file.
 *
 * @param version the commit's version, or the checkpoint's
 * @param action what the log recorded
 * @param operation the commit's {@code commitInfo.operation}, "checkpoint" for a file the oldest
 *     checkpoint holds, or ""
 * @param dataChange the action's {@code dataChange}: false for a rewrite that changes no rows
 * @param partition the partition values as {@code col=value}, joined by "/", or ""
 * @param deletionVector the deletion vector's unique id, or null
 * @param deletedRows the deletion vector's cardinality, or null without one
 * @param numRecords the stats' {@code numRecords}, or null when the action has none
 * @param size the file's size in bytes, or null when the action does not say
 */
public record DeltaFileEvent(
    long version,
    Kind action,
    String operation,
    boolean dataChange,
    String partition,
    String deletionVector,
    Long deletedRows,
    Long numRecords,
    Long size) {
  /** The action's key in the log; a checkpoint's files are its adds and tombstones. */
  public enum Kind {
    ADD,
    REMOVE,
    CDC;

    public String word() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  public DeltaFileEvent {
    Objects.requireNonNull(action, "action");
    operation = operation == null ? "" : operation;
    partition = partition == null ? "" : partition;
  }
}
