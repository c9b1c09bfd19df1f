package io.tablescope.format.io.s3;

import java.time.Duration;
import java.util.Objects;

/**
 * How long an S3 request may take before Tablescope gives up with a clear error rather than hang.
 *
 * @param connect to open a connection to the endpoint
 * @param call for a request, its retries and the wait for its answer included
 * @param attempts how many times a request is tried within that time (retries on throttling and
 *     server errors)
 */
public record S3Timeouts(Duration connect, Duration call, int attempts) {
  public S3Timeouts {
    Objects.requireNonNull(connect, "connect");
    Objects.requireNonNull(call, "call");
    if (connect.isNegative() || connect.isZero() || call.isNegative() || call.isZero()) {
      throw new IllegalArgumentException("Timeouts must be positive: " + connect + ", " + call);
    }
    if (attempts < 1) {
      throw new IllegalArgumentException("At least one attempt: " + attempts);
    }
  }

  /** 10 s to connect, 60 s for an answer, three attempts. */
  public static S3Timeouts defaults() {
    return new S3Timeouts(Duration.ofSeconds(10), Duration.ofSeconds(60), 3);
  }

  /** The defaults with another time for an answer; connecting gets no longer than that either. */
  public static S3Timeouts answerWithin(Duration call) {
    S3Timeouts defaults = defaults();
    Duration connect = call.compareTo(defaults.connect()) < 0 ? call : defaults.connect();
    return new S3Timeouts(connect, call, defaults.attempts());
  }
}
