package io.tablescope.format.catalog.rest;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** A clock a test moves forward, shared by a server issuing tokens and a client holding them. */
public final class TestClock extends Clock {
  private volatile Instant now = Instant.parse("2026-01-01T00:00:00Z");

  /** Moves the clock forward. */
  public void advance(Duration duration) {
    now = now.plus(duration);
  }

  @Override
  public ZoneId getZone() {
    return ZoneOffset.UTC;
  }

  @Override
  public Clock withZone(ZoneId zone) {
    return this;
  }

  @Override
  public Instant instant() {
    return now;
  }
}
