package io.tablescope.inspector.iceberg.replay;

import io.tablescope.format.iceberg.manifest.ContentFile;
import io.tablescope.format.iceberg.metadata.PartitionSpec;
import java.util.List;

/**
 * The checks each operation runs, in Iceberg's order (iceberg-validation.md §5), as its producers'
 * {@code validate} methods run them: {@code BaseOverwriteFiles}, {@code BaseRowDelta}, {@code
 * BaseReplacePartitions}, {@code BaseRewriteFiles} and {@code StreamingDelete}, followed by the
 * apply-time checks of {@code MergingSnapshotProducer}.
 */
final class CheckPlan {
  private CheckPlan() {}

  static void run(ValidationRun run) {
    Proposal proposal = run.proposal();
    switch (proposal.operation()) {
      case OVERWRITE -> overwrite(run, proposal);
      case ROW_DELTA -> rowDelta(run, proposal);
      case REPLACE_PARTITIONS -> replacePartitions(run, proposal);
      case REWRITE -> rewrite(run, proposal);
      case DELETE -> {
        if (proposal.rowFilter() != null) {
          RowFilterDeletes.validate(run);
        }
        if (proposal.has(Validation.FILES_EXIST)) {
          RequiredDeletes.validate(run);
        }
      }
      case APPEND -> run.pass(Check.APPEND, "appends run no conflict checks");
    }
  }

  /**
   * {@code BaseOverwriteFiles.validate}, then the apply-time checks. The data check's filter is the
   * conflict filter, else the row filter when no file is deleted by name, else the whole table; the
   * delete checks over a row filter use the conflict filter, else the row filter.
   */
  private static void overwrite(ValidationRun run, Proposal proposal) {
    ConflictScope scope = ConflictScope.of(proposal.conflictFilter());
    ConflictFilter rowFilter = proposal.rowFilter();
    boolean byName = !proposal.removedDataFiles().isEmpty();
    if (proposal.has(Validation.ADDED_FILES_MATCH_OVERWRITE_FILTER)) {
      if (!DataSpec.validate(run)) {
        return;
      }
      AddedFilesMatchOverwriteFilter.validate(run);
    }
    if (proposal.has(Validation.NO_CONFLICTING_DATA)) {
      ConflictFilter data =
          proposal.conflictFilter() != null || rowFilter == null || byName
              ? proposal.conflictFilter()
              : rowFilter;
      AddedDataFiles.validate(run, ConflictScope.of(data));
    }
    if (proposal.has(Validation.NO_CONFLICTING_DELETES)) {
      if (rowFilter != null) {
        ConflictScope deletes =
            ConflictScope.of(
                proposal.conflictFilter() != null ? proposal.conflictFilter() : rowFilter);
        NewDeleteFiles.validate(run, deletes);
        DeletedDataFiles.validate(run, deletes);
      }
      if (byName) {
        NewDeletesForDataFiles.validate(run, scope, proposal.removedDataFiles(), false);
      }
    }
    if (rowFilter != null) {
      RowFilterDeletes.validate(run);
    }
    if (proposal.has(Validation.NO_CONFLICTING_DATA)
        || proposal.has(Validation.NO_CONFLICTING_DELETES)) {
      RequiredDeletes.validate(run);
    }
  }

  private static void rowDelta(ValidationRun run, Proposal proposal) {
    if (run.parent() == null) {
      run.pass(Check.EMPTY_BRANCH, "the branch has no snapshot yet: nothing to check against");
      return;
    }
    Ancestry.validate(run);
    ConflictScope scope = ConflictScope.of(proposal.conflictFilter());
    if (proposal.has(Validation.DATA_FILES_EXIST) && !proposal.referencedDataFiles().isEmpty()) {
      DataFilesExist.validate(run, scope, !proposal.has(Validation.DELETED_FILES));
    }
    if (proposal.has(Validation.NO_CONFLICTING_DATA_FILES)) {
      AddedDataFiles.validate(run, scope);
    }
    if (proposal.has(Validation.NO_CONFLICTING_DELETE_FILES)) {
      if (!proposal.removedDataFiles().isEmpty()) {
        NewDeletesForDataFiles.validate(run, scope, proposal.removedDataFiles(), false);
      }
      NewDeleteFiles.validate(run, scope);
    }
    FileAndPositionDeletes.validate(run);
    if (proposal.addedDeleteFiles().stream().anyMatch(ContentFile::isDeletionVector)) {
      AddedDeletionVectors.validate(run, scope);
    }
    PositionDeletesAsVectors.validate(run);
    if (proposal.has(Validation.DELETED_FILES)) {
      RequiredDeletes.validate(run);
    }
  }

  /** An unpartitioned table's dynamic overwrite replaces the whole table. */
  private static void replacePartitions(ValidationRun run, Proposal proposal) {
    if (!DataSpec.validate(run)) {
      return;
    }
    List<ContentFile> added = proposal.addedDataFiles();
    boolean unpartitioned =
        run.table()
            .metadata()
            .spec(added.get(0).specId())
            .map(PartitionSpec::isUnpartitioned)
            .orElse(true);
    ConflictScope scope =
        unpartitioned ? ConflictScope.wholeTable() : ConflictScope.partitionsOf(added);
    if (proposal.has(Validation.NO_CONFLICTING_DATA)) {
      AddedDataFiles.validate(run, scope);
    }
    if (proposal.has(Validation.NO_CONFLICTING_DELETES)) {
      DeletedDataFiles.validate(run, scope);
      NewDeleteFiles.validate(run, scope);
    }
    if (proposal.has(Validation.APPEND_ONLY)) {
      AppendOnly.validate(run, unpartitioned);
    }
  }

  private static void rewrite(ValidationRun run, Proposal proposal) {
    if (!proposal.removedDataFiles().isEmpty()) {
      NewDeletesForDataFiles.validate(
          run,
          ConflictScope.of(null),
          proposal.removedDataFiles(),
          proposal.keepsStartingSequenceNumber());
    }
    RequiredDeletes.validate(run);
    ReplaceRecordCount.validate(run);
  }
}
