package io.tablescope.format.delta.action;

import java.util.Map;
import java.util.Objects;

/**
 * A {@code txn} action: the latest version an application (a streaming query) has committed.
 *
 * @param appId the application id
 * @param version the application's own version number
 * @param lastUpdated when it was written, in milliseconds since the epoch, or null
 * @param otherFields fields this reader does not know, name to JSON text
 */
public record SetTransaction(
    String appId, long version, Long lastUpdated, Map<String, String> otherFields)
    implements Action {

  public SetTransaction {
    Objects.requireNonNull(appId, "appId");
    otherFields = Maps.copyOrEmpty(otherFields);
  }

  @Override
  public String key() {
    return "txn";
  }
}
