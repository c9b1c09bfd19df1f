package io.tablescope.format.io.s3;

import io.tablescope.format.io.Environment;
import io.tablescope.format.io.ServerUri;
import java.io.IOException;
import java.net.URI;
import software.amazon.awssdk.auth.credentials.AnonymousCredentialsProvider;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.AwsSessionCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.checksums.RequestChecksumCalculation;
import software.amazon.awssdk.core.checksums.ResponseChecksumValidation;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.profiles.ProfileFile;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.S3ClientBuilder;

/**
 * Builds the SDK's S3 client from resolved settings alone: nothing is left for the SDK to look up
 * in this process's environment or home folder, so the {@link Environment} given is the one
 * honoured.
 */
final class S3Clients {
  private static final String DEFAULT_REGION = "us-east-1";

  private S3Clients() {}

  /**
   * @throws IOException when the endpoint holds a user name or password, or is no address a request
   *     can go to
   */
  static S3Client build(S3Settings settings, S3Timeouts timeouts) throws IOException {
    if (settings.endpoint() != null) {
      checkEndpoint(settings.endpoint());
    }
    S3ClientBuilder builder =
        S3Client.builder()
            .httpClient(
                UrlConnectionHttpClient.builder()
                    .connectionTimeout(timeouts.connect())
                    .socketTimeout(timeouts.call())
                    .build())
            .region(Region.of(region(settings)))
            .credentialsProvider(credentials(settings))
            .forcePathStyle(Boolean.TRUE.equals(settings.pathStyleAccess()))
            // S3-compatible stores reject or lack the SDK's newer default checksums.
            .requestChecksumCalculation(RequestChecksumCalculation.WHEN_REQUIRED)
            .responseChecksumValidation(ResponseChecksumValidation.WHEN_REQUIRED)
            .overrideConfiguration(
                override ->
                    override
                        .addExecutionInterceptor(new S3AnswerLimit())
                        .apiCallAttemptTimeout(timeouts.call())
                        // Retries of quick failures fit in the same budget: no request outlives it.
                        .apiCallTimeout(timeouts.call())
                        .retryStrategy(retry -> retry.maxAttempts(timeouts.attempts()))
                        .defaultProfileFile(ProfileFile.aggregator().build())
                        .defaultProfileName("default"));
    if (settings.endpoint() != null) {
      builder.endpointOverride(URI.create(settings.endpoint()));
    } else {
      // A bucket in another region than the one configured is still read.
      builder.crossRegionAccessEnabled(true);
    }
    return builder.build();
  }

  private static void checkEndpoint(String endpoint) throws IOException {
    if (ServerUri.hasUserInfo(endpoint)) {
      throw new IOException(
          "the S3 endpoint "
              + ServerUri.display(endpoint)
              + " holds a user name or password, which Tablescope never takes from a uri: give S3"
              + " keys as AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, or a catalog's"
              + " s3.access-key-id and s3.secret-access-key");
    }
    String problem = ServerUri.problem(endpoint);
    if (problem != null) {
      throw new IOException("the S3 endpoint " + ServerUri.display(endpoint) + " " + problem);
    }
  }

  /** The endpoint requests go to, as errors name it. */
  static String endpoint(S3Settings settings) {
    return settings.endpoint() != null
        ? settings.endpoint()
        : "https://s3." + region(settings) + ".amazonaws.com";
  }

  private static String region(S3Settings settings) {
    return settings.region() != null ? settings.region() : DEFAULT_REGION;
  }

  private static AwsCredentialsProvider credentials(S3Settings settings) {
    if (!settings.hasCredentials()) {
      // Public buckets are readable without credentials, as with --no-sign-request.
      return AnonymousCredentialsProvider.create();
    }
    return StaticCredentialsProvider.create(
        settings.sessionToken() != null
            ? AwsSessionCredentials.create(
                settings.accessKeyId(), settings.secretAccessKey(), settings.sessionToken())
            : AwsBasicCredentials.create(settings.accessKeyId(), settings.secretAccessKey()));
  }

  /**
   * A client made on first use from settings resolved then; a failure to resolve them (a missing
   * profile) is kept and given to every request.
   */
  static final class Lazy {
    private final S3Settings given;
    private final Environment environment;
    private final S3Timeouts timeouts;
    private S3Client client;
    private S3Errors errors;
    private IOException failure;
    private String unreachable;
    private long unreachableUntil;

    Lazy(S3Settings given, Environment environment, S3Timeouts timeouts) {
      this.given = given;
      this.environment = environment;
      this.timeouts = timeouts;
    }

    synchronized S3Client get() throws IOException {
      if (client == null && failure == null) {
        try {
          S3Settings settings = AwsConfiguration.resolve(environment, given);
          errors = new S3Errors(settings, endpoint(settings), timeouts);
          client = build(settings, timeouts);
        } catch (IOException e) {
          failure = e;
        }
      }
      if (failure != null) {
        throw new IOException(failure.getMessage(), failure);
      }
      return client;
    }

    synchronized S3Errors errors() {
      return errors;
    }

    /**
     * Fails at once while the store is known to be unreachable: a table's reads then end in one
     * timeout, not one per file.
     */
    synchronized void requireReachable(String location) throws IOException {
      if (unreachable != null && System.nanoTime() < unreachableUntil) {
        throw new S3Errors.Unreachable(location, unreachable, null);
      }
    }

    /** Remembers, for one call timeout, that the store could not be reached. */
    synchronized void unreachable(S3Errors.Unreachable error) {
      unreachable = error.reason();
      unreachableUntil = System.nanoTime() + timeouts.call().toNanos();
    }
  }
}
