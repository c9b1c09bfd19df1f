package io.tablescope.format.io.s3;

import io.tablescope.format.io.ReadLimits;
import io.tablescope.format.io.Secrets;
import io.tablescope.format.io.ServerUri;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.nio.file.NoSuchFileException;
import software.amazon.awssdk.core.exception.AbortedException;
import software.amazon.awssdk.core.exception.ApiCallAttemptTimeoutException;
import software.amazon.awssdk.core.exception.ApiCallTimeoutException;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.s3.model.S3Exception;

/**
 * Turns the SDK's exceptions into one line naming the location and the cause (HTTP status and S3
 * error code, a timeout, a refused connection), with every secret of the settings blotted out.
 */
final class S3Errors {
  private final String endpoint;
  private final S3Timeouts timeouts;
  private final Secrets secrets;
  private final boolean anonymous;

  S3Errors(S3Settings settings, String endpoint, S3Timeouts timeouts) {
    this.endpoint = ServerUri.display(endpoint);
    this.timeouts = timeouts;
    this.secrets =
        Secrets.of(settings.accessKeyId(), settings.secretAccessKey(), settings.sessionToken());
    this.anonymous = !settings.hasCredentials();
  }

  /**
   * The error of a request on a location. A missing key is a {@link NoSuchFileException} naming the
   * location, as the local disk reports a missing file.
   */
  IOException of(String location, SdkException e) {
    if (e instanceof S3Exception s3) {
      return ofStatus(location, s3);
    }
    if (e instanceof AbortedException || Thread.currentThread().isInterrupted()) {
      InterruptedIOException interrupted = new InterruptedIOException(location + ": cancelled");
      interrupted.initCause(e);
      return interrupted;
    }
    if (e instanceof ApiCallTimeoutException
        || e instanceof ApiCallAttemptTimeoutException
        || hasCause(e, SocketTimeoutException.class)) {
      return new Unreachable(
          location,
          redact("no answer from " + endpoint + " within " + timeouts.call().toSeconds() + " s"),
          e);
    }
    Throwable tooLarge = cause(e, ReadLimits.TooLarge.class);
    if (tooLarge != null) {
      // The SDK wraps a limit met while it parses in words of its own: ours name the limit.
      return new IOException(redact(location + ": " + tooLarge.getMessage()), e);
    }
    Throwable refused = cause(e, ConnectException.class);
    if (refused != null) {
      return new Unreachable(
          location, redact("cannot connect to " + endpoint + " (" + refused.getMessage() + ")"), e);
    }
    Throwable unknownHost = cause(e, UnknownHostException.class);
    if (unknownHost != null) {
      return new Unreachable(
          location, redact("unknown host " + unknownHost.getMessage() + " (" + endpoint + ")"), e);
    }
    return new IOException(redact(location + ": " + firstLine(e.getMessage())), e);
  }

  private IOException ofStatus(String location, S3Exception e) {
    String code = e.awsErrorDetails() == null ? null : e.awsErrorDetails().errorCode();
    if (e.statusCode() == 404 && !"NoSuchBucket".equals(code)) {
      NoSuchFileException missing = new NoSuchFileException(location);
      missing.initCause(e);
      return missing;
    }
    String message = e.awsErrorDetails() == null ? null : e.awsErrorDetails().errorMessage();
    StringBuilder line = new StringBuilder(location).append(": HTTP ").append(e.statusCode());
    if (code != null) {
      line.append(' ').append(code);
    }
    if (message != null && !message.isBlank()) {
      line.append(" (").append(firstLine(message)).append(')');
    }
    if (anonymous && (e.statusCode() == 401 || e.statusCode() == 403)) {
      line.append(
          "; no AWS credentials were found: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY,"
              + " or name a profile with --profile or AWS_PROFILE");
    }
    return new IOException(redact(line.toString()), e);
  }

  /**
   * A secret of the settings never reaches a message, whatever a store puts in its answer, raw or
   * URL-encoded.
   */
  String redact(String message) {
    return secrets.redact(message);
  }

  /**
   * The store could not be reached at all (no answer in time, a refused connection, an unknown
   * host): the same holds for the next request, which fails at once rather than wait again.
   */
  static final class Unreachable extends IOException {
    private final String reason;

    Unreachable(String location, String reason, Throwable cause) {
      super(location + ": " + reason, cause);
      this.reason = reason;
    }

    /** The cause, without the location. */
    String reason() {
      return reason;
    }
  }

  private static String firstLine(String message) {
    if (message == null) {
      return "no message";
    }
    int newline = message.indexOf('\n');
    return (newline < 0 ? message : message.substring(0, newline)).trim();
  }

  private static boolean hasCause(Throwable e, Class<? extends Throwable> type) {
    return cause(e, type) != null;
  }

  private static Throwable cause(Throwable e, Class<? extends Throwable> type) {
    for (Throwable cause = e; cause != null; cause = cause.getCause()) {
      if (type.isInstance(cause)) {
        return cause;
      }
    }
    return null;
  }
}
