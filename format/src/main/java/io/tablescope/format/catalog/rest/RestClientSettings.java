package io.tablescope.format.catalog.rest;

import java.time.Clock;
import java.time.Duration;
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
