package io.tablescope.inspector.diff;

import io.tablescope.inspector.table.TableFile;
import java.util.Objects;

/**
 * A file that is live on one side of a diff and not on the other, with the commit that explains it.
 *
 * @param file the file as its entry describes it
 * @param commitId the commit that added or removed it, or null when no commit the table still holds
 *     explains it (expired history)
 * @param operation that commit's operation, or null
 * @param timestampMillis that commit's commit time, or null
 * @param onFromSide true when the explaining commit is on FROM's side of the common ancestor (the
 *     two snapshots are on different branches, or FROM is newer than TO)
 * @param expiredCommitId when no commit that was read explains the file because a lineage between
 *     is cut by an expired snapshot, that commit's id (the missing parent); null when the file is
 *     explained, or when an intact lineage fails to explain it
 * @param explanation one line for a person, e.g. "added by 123 (append)"
 */
public record FileChange(
    TableFile file,
    Long commitId,
    String operation,
    Long timestampMillis,
    boolean onFromSide,
    Long expiredCommitId,
    String explanation) {
  public FileChange {
    Objects.requireNonNull(file, "file");
    Objects.requireNonNull(explanation, "explanation");
  }

  /** Whether the commit that explains the file has expired from the metadata. */
  public boolean expired() {
    return expiredCommitId != null;
  }

  /** Whether no commit explains the file although the lineages between are intact. */
  public boolean unexplained() {
    return operation == null && expiredCommitId == null;
  }
}
