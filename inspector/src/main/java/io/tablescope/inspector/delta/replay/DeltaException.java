package io.tablescope.inspector.delta.replay;

/** The exceptions Delta's conflict checks throw, by their simple class names. */
public enum DeltaException {
  PROTOCOL_CHANGED("ProtocolChangedException"),
  METADATA_CHANGED("MetadataChangedException"),
  CONCURRENT_TRANSACTION("ConcurrentTransactionException"),
  CONCURRENT_APPEND("ConcurrentAppendException"),
  CONCURRENT_DELETE_READ("ConcurrentDeleteReadException"),
  CONCURRENT_DELETE_DELETE("ConcurrentDeleteDeleteException");

  private final String simpleName;

  DeltaException(String simpleName) {
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
