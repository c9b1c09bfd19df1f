package io.tablescope.inspector.delta.replay;

import io.tablescope.format.delta.action.Action;
import io.tablescope.inspector.replay.FilterSyntax;
import java.util.List;
import java.util.Objects;

/**
 * A proposed Delta commit to replay: the actions it would write, the version it read, its isolation
 * level and what it read.
 *
 * @param readVersion the version the transaction read
 * @param isolation the isolation level asked for, or null for the table's {@code
 *     delta.isolationLevel} (else WriteSerializable)
 * @param readPredicateText the read predicate as written, or null when the transaction read nothing
 * @param readPredicate the read predicate parsed, or null with {@code readPredicateText}; the
 *     constant {@code true} means the transaction read the whole table
 * @param readFiles the paths of the files the transaction read, or null to take the files live at
 *     the read version that match the read predicate
 * @param actions the actions it would commit, in order
 */
public record DeltaProposal(
    long readVersion,
    IsolationLevel isolation,
    String readPredicateText,
    FilterSyntax readPredicate,
    List<String> readFiles,
    List<Action> actions) {
  public DeltaProposal {
    if (readVersion < 0) {
      throw new IllegalArgumentException("read-version must be 0 or more, not " + readVersion);
    }
    if ((readPredicateText == null) != (readPredicate == null)) {
      throw new IllegalArgumentException("read predicate text and parsed form go together");
    }
    readFiles = readFiles == null ? null : List.copyOf(readFiles);
    actions = List.copyOf(Objects.requireNonNull(actions, "actions"));
  }

  /** Whether the transaction read the whole table (the read predicate {@code true}). */
  public boolean readsWholeTable() {
    return readPredicate instanceof FilterSyntax.Constant constant && constant.value();
  }
}
