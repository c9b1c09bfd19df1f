package io.tablescope.inspector.hudi.metadata;

import io.tablescope.format.hudi.timeline.HoodieAction;
import io.tablescope.format.hudi.timeline.HoodieInstant;
import io.tablescope.inspector.hudi.HudiTable;
import java.util.Collections;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The instants whose log blocks a read of the metadata table merges, as Hudi's {@code
 * HoodieTableMetadataUtil.getValidInstantTimestamps} tells them: the metadata table is written
 * before the data table's instant completes, so a block counts only once its data instant did.
 */
final class ValidInstants {
  /** Where the instants start when there are none ({@code SOLO_COMMIT_TIMESTAMP}). */
  static final String INITIALIZING_PREFIX = "00000000000000";

  private ValidInstants() {}

  static Set<String> of(HudiTable data, HudiTable metadata) {
    Set<String> pendingInData =
        data.timeline().instants().stream()
            .filter(instant -> !instant.isCompleted())
            .map(HoodieInstant::requestedTime)
            .collect(Collectors.toSet());
    Set<String> valid =
        data.timeline().completed().stream()
            .map(HoodieInstant::requestedTime)
            .collect(Collectors.toCollection(HashSet::new));
    // The metadata table's own delta commits (indexing ones have no data instant), but for one
    // whose data instant failed after the metadata table committed.
    for (HoodieInstant instant : metadata.timeline().completed()) {
      if (instant.action().equals(HoodieAction.DELTA_COMMIT)
          && !pendingInData.contains(instant.requestedTime())) {
        valid.add(instant.requestedTime());
      }
    }
    // A rollback's or restore's blocks roll back the instants it names, which stay valid for it.
    String earliest = valid.isEmpty() ? INITIALIZING_PREFIX : Collections.min(valid);
    for (HoodieInstant instant : data.timeline().completed()) {
      if (isRollbackOrRestore(instant) && instant.requestedTime().compareTo(earliest) > 0) {
        valid.addAll(data.rollbackMetadata(instant).commitsRollback());
      }
    }
    for (HoodieInstant instant : metadata.timeline().completed()) {
      if (isRollbackOrRestore(instant)) {
        valid.add(instant.requestedTime());
      }
    }
    return valid;
  }

  private static boolean isRollbackOrRestore(HoodieInstant instant) {
    return instant.action().equals(HoodieAction.ROLLBACK)
        || instant.action().equals(HoodieAction.RESTORE);
  }
}
