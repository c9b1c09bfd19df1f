package io.tablescope.app.cli.format;

import java.util.Objects;

/**
 * What {@code as-of} asks.
 *
 * @param table the TABLE argument as given, for messages
 * @param millis the time, in epoch milliseconds
 * @param ref the branch or tag to read, or null for the format's default
 */
public record AsOfRequest(String table, long millis, String ref) {
  public AsOfRequest {
    Objects.requireNonNull(table, "table");
  }
}
