package io.tablescope.inspector.delta.replay;

/**
 * The conflict checks Delta runs against each commit that won the race, in Delta's order, named by
 * the method of Delta's {@code ConflictChecker} that runs them.
 */
public enum DeltaCheck {
  /** The winner changed the protocol while the transaction changes it too, or dropped features. */
  PROTOCOL("checkProtocolCompatibility", false),
  /** The winner changed the table metadata. */
  METADATA("checkNoMetadataUpdates", false),
  /** The winner and the transaction both set the same metadata domain. */
  DOMAIN_METADATA("checkIfDomainMetadataConflict", false),
  /** The winner set an application transaction (txn) whose appId the transaction read. */
  APP_TRANSACTIONS("checkForUpdatedApplicationTransactionIdsThatCurrentTxnDependsOn", false),
  /** The winner added files in the part of the table the transaction read. */
  ADDED_FILES("checkForAddedFilesThatShouldHaveBeenReadByCurrentTxn", true),
  /** The winner removed files the transaction read. */
  DELETED_READ_FILES("checkForDeletedFilesAgainstCurrentTxnReadFiles", true),
  /** The winner removed files the transaction removes too. */
  DELETED_FILES("checkForDeletedFilesAgainstCurrentTxnDeletedFiles", false);

  private final String methodName;
  private final boolean dependsOnReadPredicate;

  DeltaCheck(String methodName, boolean dependsOnReadPredicate) {
    this.methodName = methodName;
    this.dependsOnReadPredicate = dependsOnReadPredicate;
  }

  /** Delta's method name for the check. */
  public String methodName() {
    return methodName;
  }

  /**
   * Whether the verdict rests on what the user says the transaction read (the read predicate and
   * read files), which Delta never writes down: a different read set can change it.
   */
  public boolean dependsOnReadPredicate() {
    return dependsOnReadPredicate;
  }

  @Override
  public String toString() {
    return methodName;
  }
}
