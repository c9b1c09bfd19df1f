package io.tablescope.inspector.iceberg.replay;

import io.tablescope.inspector.iceberg.replay.ReplayResult.CheckResult;
import java.util.List;
import java.util.Objects;

/**
 * A change to a failing operation that makes it commit, proven by replaying the changed operation
 * against the same branch head: only fixes whose replay passed are offered.
 *
 * @param kind what was changed
 * @param change the change as the operation file spells it, e.g. {@code "conflict-filter": "color =
 *     'red'"}
 * @param description what the change means for the operation and what it gives up
 * @param proposal the changed operation that was replayed
 * @param verifiedBy the checks of that replay, every one passed
 */
public record ProvenFix(
    Kind kind, String change, String description, Proposal proposal, List<CheckResult> verifiedBy) {
  public ProvenFix {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(change, "change");
    Objects.requireNonNull(description, "description");
    Objects.requireNonNull(proposal, "proposal");
    verifiedBy = List.copyOf(verifiedBy);
  }

  /** The kinds of fix, by what they change. */
  public enum Kind {
    /** A conflict filter limited to what the operation's own files touch. */
    NARROWER_CONFLICT_FILTER("narrower conflict filter"),
    /** Re-reading the table at the branch head and running the operation again there. */
    REBASE("rebase"),
    /** Dropping the check serializable isolation adds to snapshot isolation's. */
    SNAPSHOT_ISOLATION("snapshot isolation");

    private final String displayName;

    Kind(String displayName) {
      this.displayName = displayName;
    }

    public String displayName() {
      return displayName;
    }
  }
}
