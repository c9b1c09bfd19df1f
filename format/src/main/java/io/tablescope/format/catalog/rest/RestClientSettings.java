package io.tablescope.format.catalog.rest;

import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import java.util.Objects;

/**
 * How long Tablescope waits for a catalog, and the clock its tokens expire by.
 *
 * @param connectTimeout the longest wait to connect
 * @param requestTimeout the longest wait for a whole answer
 * @param clock the clock a token's lifetime is measured with
 */
public record RestClientSettings(Duration connectTimeout, Duration requestTimeout, Clock clock) {
  public RestClientSettings {
    requirePositive(connectTimeout, "connectTimeout");
    requirePositive(requestTimeout, "requestTimeout");
    Objects.requireNonNull(clock, "clock");
  }

  /** 10 s to connect, 30 s for an answer, the system clock. */
  public static RestClientSettings defaults() {
    return new RestClientSettings(
        Duration.ofSeconds(10), Duration.ofSeconds(30), Clock.systemUTC());
  }

  /**
   * These settings with the timeouts a catalog's properties set, named as Iceberg's REST client
   * names them: {@code rest.client.connection-timeout-ms} and {@code
   * rest.client.socket-timeout-ms}.
   *
   * @throws IllegalArgumentException naming the property when its value is not a positive number
   */
  public RestClientSettings withTimeoutsOf(Map<String, String> properties) {
    return withTimeouts(
        millis(properties, "rest.client.connection-timeout-ms", connectTimeout),
        millis(properties, "rest.client.socket-timeout-ms", requestTimeout));
  }

  private static Duration millis(Map<String, String> properties, String key, Duration otherwise) {
    String value = properties.get(key);
    if (value == null) {
      return otherwise;
    }
    try {
      long millis = Long.parseLong(value.trim());
      if (millis > 0) {
        return Duration.ofMillis(millis);
      }
    } catch (NumberFormatException e) {
      // Reported below with the property's name.
    }
    throw new IllegalArgumentException(
        key + " must be a positive number of milliseconds: " + value);
  }

  /** These settings with other timeouts. */
  public RestClientSettings withTimeouts(Duration connect, Duration request) {
    return new RestClientSettings(connect, request, clock);
  }

  /** These settings with another clock. */
  public RestClientSettings withClock(Clock other) {
    return new RestClientSettings(connectTimeout, requestTimeout, other);
  }

  private static void requirePositive(Duration duration, String name) {
    Objects.requireNonNull(duration, name);
    if (duration.isZero() || duration.isNegative()) {
      throw new IllegalArgumentException(name + " must be positive: " + duration);
    }
  }
}
