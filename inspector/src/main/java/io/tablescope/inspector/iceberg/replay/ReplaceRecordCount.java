package io.tablescope.inspector.iceberg.replay;

import io.tablescope.format.iceberg.manifest.ContentFile;
import java.util.List;

/** A rewrite ({@code DataOperations.REPLACE}) must not add records. */
final class ReplaceRecordCount {
  private ReplaceRecordCount() {}

  static void validate(ValidationRun run) {
    Check check = Check.REPLACE_RECORD_COUNT;
    Proposal proposal = run.proposal();
    long added = proposal.addedDataFiles().stream().mapToLong(ContentFile::recordCount).sum();
    long replaced = proposal.removedDataFiles().stream().mapToLong(ContentFile::recordCount).sum();
    if (proposal.removedDataFiles().isEmpty() || added <= replaced) {
      run.pass(check, added + " added records, " + replaced + " replaced");
      return;
    }
    run.fail(
        check,
        IcebergException.ILLEGAL_ARGUMENT_EXCEPTION,
        Messages.invalidReplace(added, replaced),
        List.of(),
        List.of(),
        "A compaction must not add rows: it writes "
            + added
            + " rows in place of "
            + replaced
            + ".");
  }
}
