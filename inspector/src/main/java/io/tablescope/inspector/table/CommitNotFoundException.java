package io.tablescope.inspector.table;

/** A commit named by id, version or ref that the table does not hold; the message says which. */
public class CommitNotFoundException extends Exception {
  public CommitNotFoundException(String message) {
    super(message);
  }
}
