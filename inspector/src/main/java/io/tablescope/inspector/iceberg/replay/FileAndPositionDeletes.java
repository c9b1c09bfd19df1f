package io.tablescope.inspector.iceberg.replay;

import io.tablescope.format.iceberg.manifest.ContentFile;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * V7, {@code validateNoConflictingFileAndPositionDeletes}: the operation removes a data file that
 * its own new deletes reference.
 */
final class FileAndPositionDeletes {
  private FileAndPositionDeletes() {}

  static void validate(ValidationRun run) {
    Check check = Check.NO_CONFLICTING_FILE_AND_POSITION_DELETES;
    Proposal proposal = run.proposal();
    Set<String> referenced =
        proposal.has(Validation.DATA_FILES_EXIST)
            ? new LinkedHashSet<>(proposal.referencedDataFiles())
            : Set.of();
    List<String> both =
        proposal.removedDataFiles().stream()
            .map(ContentFile::path)
            .filter(referenced::contains)
            .toList();
    if (both.isEmpty()) {
      run.pass(check, "no removed data file is referenced by the operation's new deletes");
      return;
    }
    run.fail(
        check,
        IcebergException.VALIDATION_EXCEPTION,
        Messages.deletedFilesReferencedByNewDeletes(both),
        List.of(),
        both,
        "The operation both removes "
            + both.get(0)
            + " and adds deletes that point into it: the deletes would refer to a file"
            + " that the same commit drops. Remove the file or delete rows from it, not both.");
  }
}
