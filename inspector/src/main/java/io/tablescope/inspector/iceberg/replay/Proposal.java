package io.tablescope.inspector.iceberg.replay;

import io.tablescope.format.iceberg.manifest.ContentFile;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * A proposed operation to replay: what it adds and removes, the snapshot it read, the branch it
 * commits to and the validations it turns on.
 *
 * @param proposalSnapshotId the snapshot the files were taken from, or null for inline files
 * @param baseSnapshotId the snapshot the operation read ({@code validateFromSnapshot}), or null for
 *     "the whole history"
 * @param conflictFilter the {@code conflictDetectionFilter}, or null when none was set
 * @param rowFilter the filter of {@code overwriteByRowFilter} or {@code deleteFromRowFilter}, or
 *     null when none was set
 * @param removedDataFiles the data files removed by name ({@code deleteFile}); those a row filter
 *     deleted entirely from the base snapshot are the filter's, not in this list
 * @param referencedDataFiles the paths for RowDelta's {@code validateDataFilesExist}
 * @param keepsStartingSequenceNumber for a rewrite: whether it kept the starting data sequence
 *     number ({@code dataSequenceNumber(n)}), so concurrent equality deletes still apply
 */
public record Proposal(
    Long proposalSnapshotId,
    Long baseSnapshotId,
    String branch,
    OperationType operation,
    Set<Validation> validations,
    ConflictFilter conflictFilter,
    ConflictFilter rowFilter,
    List<ContentFile> addedDataFiles,
    List<ContentFile> addedDeleteFiles,
    List<ContentFile> removedDataFiles,
    List<ContentFile> removedDeleteFiles,
    List<String> referencedDataFiles,
    boolean keepsStartingSequenceNumber) {
  public Proposal {
    Objects.requireNonNull(branch, "branch");
    Objects.requireNonNull(operation, "operation");
    validations = Set.copyOf(validations);
    addedDataFiles = List.copyOf(addedDataFiles);
    addedDeleteFiles = List.copyOf(addedDeleteFiles);
    removedDataFiles = List.copyOf(removedDataFiles);
    removedDeleteFiles = List.copyOf(removedDeleteFiles);
    referencedDataFiles = List.copyOf(referencedDataFiles);
  }

  /** The same operation, read at another snapshot ({@code validateFromSnapshot}). */
  public Proposal withBase(Long snapshotId) {
    return new Proposal(
        proposalSnapshotId,
        snapshotId,
        branch,
        operation,
        validations,
        conflictFilter,
        rowFilter,
        addedDataFiles,
        addedDeleteFiles,
        removedDataFiles,
        removedDeleteFiles,
        referencedDataFiles,
        keepsStartingSequenceNumber);
  }

  /** The same operation with other validations turned on. */
  public Proposal withValidations(Set<Validation> turnedOn) {
    return new Proposal(
        proposalSnapshotId,
        baseSnapshotId,
        branch,
        operation,
        turnedOn,
        conflictFilter,
        rowFilter,
        addedDataFiles,
        addedDeleteFiles,
        removedDataFiles,
        removedDeleteFiles,
        referencedDataFiles,
        keepsStartingSequenceNumber);
  }

  /** The same operation with another conflict filter. */
  public Proposal withConflictFilter(ConflictFilter filter) {
    return new Proposal(
        proposalSnapshotId,
        baseSnapshotId,
        branch,
        operation,
        validations,
        filter,
        rowFilter,
        addedDataFiles,
        addedDeleteFiles,
        removedDataFiles,
        removedDeleteFiles,
        referencedDataFiles,
        keepsStartingSequenceNumber);
  }

  /** Every file the operation adds or removes, data files first. */
  List<ContentFile> ownFiles() {
    List<ContentFile> files = new ArrayList<>(addedDataFiles);
    files.addAll(removedDataFiles);
    files.addAll(addedDeleteFiles);
    files.addAll(removedDeleteFiles);
    return files;
  }

  public boolean has(Validation validation) {
    return validations.contains(validation);
  }

  /** The row filter as Iceberg's {@code rowFilter()} gives it: {@code false} when none was set. */
  FilterExpression rowFilterExpression() {
    return rowFilter == null ? new FilterExpression.Constant(false) : rowFilter.expression();
  }
}
