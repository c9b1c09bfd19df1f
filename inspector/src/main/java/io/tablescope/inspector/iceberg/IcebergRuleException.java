package io.tablescope.inspector.iceberg;

/**
 * A request that Iceberg itself would refuse; the message is the one Iceberg's exception carries,
 * word for word, so a user can match it with what their engine printed.
 */
public final class IcebergRuleException extends Exception {
  public IcebergRuleException(String message) {
    super(message);
  }
}
