package io.tablescope.inspector.iceberg.replay;

import io.tablescope.format.iceberg.metadata.Snapshot;
import io.tablescope.inspector.iceberg.Lineage;
import java.util.List;

/** RowDelta: the snapshot the operation read must be an ancestor of the branch head. */
final class Ancestry {
  private Ancestry() {}

  static void validate(ValidationRun run) {
    Snapshot parent = run.parent();
    Long start = run.start();
    if (start == null || new Lineage(run.table()).isAncestor(parent, start)) {
      run.pass(Check.ANCESTRY, "snapshot " + start + " is an ancestor of " + parent.snapshotId());
      return;
    }
    run.fail(
        Check.ANCESTRY,
        IcebergException.ILLEGAL_ARGUMENT_EXCEPTION,
        Messages.notAnAncestor(start, parent.snapshotId()),
        List.of(),
        List.of(),
        "The operation read snapshot "
            + start
            + ", which is not in the history of the branch head "
            + parent.snapshotId()
            + " (it was rolled back, or belongs to another branch). Re-run the operation from the branch head.");
  }
}
