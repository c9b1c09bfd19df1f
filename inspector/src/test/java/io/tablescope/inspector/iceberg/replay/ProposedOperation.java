package io.tablescope.inspector.iceberg.replay;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DeleteFile;
import org.apache.iceberg.OverwriteFiles;
import org.apache.iceberg.ReplacePartitions;
import org.apache.iceberg.RewriteFiles;
import org.apache.iceberg.RowDelta;
import org.apache.iceberg.SnapshotUpdate;
import org.apache.iceberg.Table;
import org.apache.iceberg.expressions.Expression;

/**
 * The proposed operation B of a scenario, described once and turned into three things: the real
 * iceberg-core producer the oracle applies, the same files committed without conflict checks on the
 * {@code proposal} branch, and Tablescope's operation file.
 *
 * <p>Validations are named by the Iceberg methods that turn them on. {@code validateFromSnapshot}
 * defaults to S, the snapshot the scenario read.
 */
final class ProposedOperation {
  static final String NO_CONFLICTING_DATA = "validateNoConflictingData";
  static final String NO_CONFLICTING_DELETES = "validateNoConflictingDeletes";
  static final String NO_CONFLICTING_DATA_FILES = "validateNoConflictingDataFiles";
  static final String NO_CONFLICTING_DELETE_FILES = "validateNoConflictingDeleteFiles";
  static final String DATA_FILES_EXIST = "validateDataFilesExist";
  static final String DELETED_FILES = "validateDeletedFiles";
  static final String FILES_EXIST = "validateFilesExist";
  static final String APPEND_ONLY = "validateAppendOnly";
  static final String ADDED_FILES_MATCH = "validateAddedFilesMatchOverwriteFilter";

  private final OperationType kind;
  private final List<DataFile> addedData = new ArrayList<>();
  private final List<DataFile> removedData = new ArrayList<>();
  private final List<DeleteFile> addedDeletes = new ArrayList<>();
  private final List<DeleteFile> removedDeletes = new ArrayList<>();
  private final Set<String> validations = new LinkedHashSet<>();
  private final List<String> referenced = new ArrayList<>();
  private Long dataSequenceNumber;
  private boolean fromRead = true;
  private Long from;
  private String branch = "main";
  private String filterText;
  private Expression filter;
  private String rowFilterText;
  private Expression rowFilter;
  private String isolation;
  private boolean inline;
  private boolean eachValidationAlone;
  private boolean caseSensitive = true;

  private ProposedOperation(OperationType kind) {
    this.kind = kind;
  }

  static ProposedOperation append() {
    return new ProposedOperation(OperationType.APPEND);
  }

  static ProposedOperation overwrite() {
    return new ProposedOperation(OperationType.OVERWRITE);
  }

  static ProposedOperation rowDelta() {
    return new ProposedOperation(OperationType.ROW_DELTA);
  }

  static ProposedOperation rewrite() {
    return new ProposedOperation(OperationType.REWRITE);
  }

  static ProposedOperation replacePartitions() {
    return new ProposedOperation(OperationType.REPLACE_PARTITIONS);
  }

  static ProposedOperation delete() {
    return new ProposedOperation(OperationType.DELETE);
  }

  /** Added data files: appended, written by an overwrite, compacted into, or RowDelta rows. */
  ProposedOperation add(DataFile... files) {
    addedData.addAll(Arrays.asList(files));
    return this;
  }

  /** Removed data files: overwritten, compacted, deleted, or RowDelta {@code removeRows}. */
  ProposedOperation remove(DataFile... files) {
    removedData.addAll(Arrays.asList(files));
    return this;
  }

  ProposedOperation addDeletes(DeleteFile... files) {
    addedDeletes.addAll(Arrays.asList(files));
    return this;
  }

  ProposedOperation removeDeletes(DeleteFile... files) {
    removedDeletes.addAll(Arrays.asList(files));
    return this;
  }

  /** RewriteFiles {@code dataSequenceNumber(n)}. */
  ProposedOperation dataSequenceNumber(long sequenceNumber) {
    this.dataSequenceNumber = sequenceNumber;
    return this;
  }

  /** {@code validateFromSnapshot(snapshotId)} instead of S. */
  ProposedOperation from(long snapshotId) {
    this.fromRead = false;
    this.from = snapshotId;
    return this;
  }

  /** No {@code validateFromSnapshot}: the whole history is validated. */
  ProposedOperation noFrom() {
    this.fromRead = false;
    this.from = null;
    return this;
  }

  ProposedOperation toBranch(String branchName) {
    this.branch = branchName;
    return this;
  }

  /** The conflict detection filter, as the operation file writes it and as Iceberg builds it. */
  ProposedOperation filter(String text, Expression expression) {
    this.filterText = text;
    this.filter = expression;
    return this;
  }

  /** {@code overwriteByRowFilter} or {@code deleteFromRowFilter}, as written and as built. */
  ProposedOperation rowFilter(String text, Expression expression) {
    this.rowFilterText = text;
    this.rowFilter = expression;
    return this;
  }

  ProposedOperation validate(String... methodNames) {
    validations.addAll(Arrays.asList(methodNames));
    return this;
  }

  /** RowDelta {@code validateDataFilesExist(files)}. */
  ProposedOperation validateDataFilesExist(DataFile... files) {
    Arrays.stream(files).forEach(file -> referenced.add(file.location()));
    validations.add(DATA_FILES_EXIST);
    return this;
  }

  /**
   * The operation file says {@code "isolation": level} instead of listing validations; the oracle
   * uses the validations given here, which must be Spark's preset for that level (§7.1), and the
   * operation file leaves {@code referenced-data-files} to its default.
   */
  ProposedOperation isolation(String level) {
    this.isolation = level;
    return this;
  }

  /** {@code caseSensitive(false)}: filters bind column names ignoring case. */
  ProposedOperation caseInsensitive() {
    this.caseSensitive = false;
    return this;
  }

  /** The operation file lists the files inline instead of naming a snapshot. */
  ProposedOperation inline() {
    this.inline = true;
    return this;
  }

  /**
   * Also asks the oracle about each validation alone; every failure it reports must be among
   * Tablescope's failures.
   */
  ProposedOperation checkEachValidationAlone() {
    this.eachValidationAlone = true;
    return this;
  }

  boolean isInline() {
    return inline;
  }

  boolean checksEachValidationAlone() {
    return eachValidationAlone;
  }

  Set<String> validations() {
    return validations;
  }

  String branch() {
    return branch;
  }

  void readAt(long snapshotId) {
    if (fromRead) {
      from = snapshotId;
    }
  }

  /** Iceberg's {@code validateFromSnapshot}, or null. */
  Long baseSnapshotId() {
    return from;
  }

  /** The producer as the writer would commit it, with all of its validations. */
  SnapshotUpdate<?> forOracle(Table table) {
    return build(table, from, validations, filter, branch);
  }

  /** The producer with all of its validations, committing to {@code target} instead. */
  SnapshotUpdate<?> forOracleOn(Table table, String target) {
    return build(table, from, validations, filter, target);
  }

  /** The producer read at {@code validateFrom} with other validations and conflict filter. */
  SnapshotUpdate<?> forOracleWith(
      Table table, Long validateFrom, Set<String> checks, Expression conflictFilter) {
    return build(table, validateFrom, checks, conflictFilter, branch);
  }

  /** The producer with only {@code validation} turned on. */
  SnapshotUpdate<?> forOracle(Table table, String validation) {
    return build(table, from, Set.of(validation), filter, branch);
  }

  /** The same files with no conflict checks, committed from {@code read} on {@code target}. */
  SnapshotUpdate<?> forRecording(Table table, long read, String target) {
    return build(table, read, Set.of(), null, target);
  }

  private SnapshotUpdate<?> build(
      Table table, Long validateFrom, Set<String> checks, Expression conflictFilter, String to) {
    SnapshotUpdate<?> update =
        switch (kind) {
          case APPEND -> {
            var append = table.newAppend();
            addedData.forEach(append::appendFile);
            yield append;
          }
          case OVERWRITE -> overwrite(table, validateFrom, checks, conflictFilter);
          case ROW_DELTA -> rowDelta(table, validateFrom, checks, conflictFilter);
          case REWRITE -> rewrite(table, validateFrom);
          case REPLACE_PARTITIONS -> replacePartitions(table, validateFrom, checks);
          case DELETE -> {
            var delete = table.newDelete().caseSensitive(caseSensitive);
            removedData.forEach(delete::deleteFile);
            if (rowFilter != null) {
              delete.deleteFromRowFilter(rowFilter);
            }
            if (checks.contains(FILES_EXIST)) {
              delete.validateFilesExist();
            }
            yield delete;
          }
        };
    if (!to.equals("main")) {
      update.toBranch(to);
    }
    return update;
  }

  private OverwriteFiles overwrite(
      Table table, Long validateFrom, Set<String> checks, Expression conflictFilter) {
    OverwriteFiles overwrite = table.newOverwrite().caseSensitive(caseSensitive);
    removedData.forEach(overwrite::deleteFile);
    addedData.forEach(overwrite::addFile);
    if (rowFilter != null) {
      overwrite.overwriteByRowFilter(rowFilter);
    }
    if (checks.contains(ADDED_FILES_MATCH)) {
      overwrite.validateAddedFilesMatchOverwriteFilter();
    }
    if (validateFrom != null) {
      overwrite.validateFromSnapshot(validateFrom);
    }
    if (conflictFilter != null) {
      overwrite.conflictDetectionFilter(conflictFilter);
    }
    if (checks.contains(NO_CONFLICTING_DATA)) {
      overwrite.validateNoConflictingData();
    }
    if (checks.contains(NO_CONFLICTING_DELETES)) {
      overwrite.validateNoConflictingDeletes();
    }
    return overwrite;
  }

  private RowDelta rowDelta(
      Table table, Long validateFrom, Set<String> checks, Expression conflictFilter) {
    RowDelta delta = table.newRowDelta().caseSensitive(caseSensitive);
    addedData.forEach(delta::addRows);
    removedData.forEach(delta::removeRows);
    addedDeletes.forEach(delta::addDeletes);
    removedDeletes.forEach(delta::removeDeletes);
    if (validateFrom != null) {
      delta.validateFromSnapshot(validateFrom);
    }
    if (conflictFilter != null) {
      delta.conflictDetectionFilter(conflictFilter);
    }
    if (checks.contains(DATA_FILES_EXIST)) {
      delta.validateDataFilesExist(referenced);
    }
    if (checks.contains(DELETED_FILES)) {
      delta.validateDeletedFiles();
    }
    if (checks.contains(NO_CONFLICTING_DATA_FILES)) {
      delta.validateNoConflictingDataFiles();
    }
    if (checks.contains(NO_CONFLICTING_DELETE_FILES)) {
      delta.validateNoConflictingDeleteFiles();
    }
    return delta;
  }

  private RewriteFiles rewrite(Table table, Long validateFrom) {
    RewriteFiles rewrite = table.newRewrite();
    removedData.forEach(rewrite::deleteFile);
    addedData.forEach(rewrite::addFile);
    removedDeletes.forEach(rewrite::deleteFile);
    addedDeletes.forEach(rewrite::addFile);
    if (dataSequenceNumber != null) {
      rewrite.dataSequenceNumber(dataSequenceNumber);
    }
    if (validateFrom != null) {
      rewrite.validateFromSnapshot(validateFrom);
    }
    return rewrite;
  }

  private ReplacePartitions replacePartitions(Table table, Long validateFrom, Set<String> checks) {
    ReplacePartitions replace = table.newReplacePartitions();
    addedData.forEach(replace::addFile);
    if (validateFrom != null) {
      replace.validateFromSnapshot(validateFrom);
    }
    if (checks.contains(NO_CONFLICTING_DATA)) {
      replace.validateNoConflictingData();
    }
    if (checks.contains(NO_CONFLICTING_DELETES)) {
      replace.validateNoConflictingDeletes();
    }
    if (checks.contains(APPEND_ONLY)) {
      replace.validateAppendOnly();
    }
    return replace;
  }

  /** Tablescope's operation file for this proposal, recorded as {@code proposalSnapshotId}. */
  String operationFile(Table table, Long proposalSnapshotId) {
    return OperationFileWriter.write(this, table, proposalSnapshotId);
  }

  String jsonName() {
    return kind.jsonName();
  }

  List<DataFile> addedData() {
    return addedData;
  }

  List<DataFile> removedData() {
    return removedData;
  }

  List<String> referenced() {
    return referenced;
  }

  String isolationLevel() {
    return isolation;
  }

  String filterText() {
    return filterText;
  }

  Expression conflictFilter() {
    return filter;
  }

  String rowFilterText() {
    return rowFilterText;
  }

  boolean isCaseSensitive() {
    return caseSensitive;
  }
}
