package io.tablescope.inspector.iceberg.replay;

/**
 * The exceptions Iceberg's commit checks and its cherry-pick throw, by their simple class names.
 */
public enum IcebergException {
  /** {@code org.apache.iceberg.exceptions.ValidationException}. */
  VALIDATION_EXCEPTION("ValidationException"),
  /** {@code java.lang.IllegalArgumentException}, from Iceberg's {@code Preconditions}. */
  ILLEGAL_ARGUMENT_EXCEPTION("IllegalArgumentException"),
  /** {@code java.lang.IllegalStateException}, from Iceberg's {@code Preconditions.checkState}. */
  ILLEGAL_STATE_EXCEPTION("IllegalStateException"),
  /** {@code org.apache.iceberg.exceptions.CherrypickAncestorCommitException}. */
  CHERRYPICK_ANCESTOR_COMMIT_EXCEPTION("CherrypickAncestorCommitException"),
  /** {@code org.apache.iceberg.exceptions.DuplicateWAPCommitException}. */
  DUPLICATE_WAP_COMMIT_EXCEPTION("DuplicateWAPCommitException");

  private final String simpleName;

  IcebergException(String simpleName) {
    this.simpleName = simpleName;
  }

  /** The simple class name, as a stack trace shows it. */
  public String simpleName() {
    return simpleName;
  }

  @Override
  public String toString() {
    return simpleName;
  }
}
