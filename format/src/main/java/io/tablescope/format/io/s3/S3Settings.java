package io.tablescope.format.io.s3;

/**
 * How to reach an S3 bucket or an S3-compatible store (MinIO, Ceph, R2). A null field is taken from
 * the AWS environment and profile, as AWS tools take it; the catalog a table came from may vend all
 * of them for that table's files.
 *
 * <p>{@link #toString()} never shows the secret key, the session token or the access key id.
 *
 * @param endpoint the store's endpoint URI; null for AWS's own
 * @param region the signing region
 * @param accessKeyId the access key id; with {@code secretAccessKey}, static credentials
 * @param secretAccessKey the secret key
 * @param sessionToken the session token of temporary credentials
 * @param pathStyleAccess whether buckets are addressed in the path rather than the host name
 * @param profile the AWS profile to read credentials and region from
 */
public record S3Settings(
    String endpoint,
    String region,
    String accessKeyId,
    String secretAccessKey,
    String sessionToken,
    Boolean pathStyleAccess,
    String profile) {

  /** Nothing set: everything from the AWS environment. */
  public static S3Settings fromEnvironment() {
    return new S3Settings(null, null, null, null, null, null, null);
  }

  /** Whether the settings carry static credentials of their own. */
  public boolean hasCredentials() {
    return accessKeyId != null && secretAccessKey != null;
  }

  @Override
  public String toString() {
    return "S3Settings[endpoint="
        + endpoint
        + ", region="
        + region
        + ", credentials="
        + (hasCredentials() ? (sessionToken != null ? "temporary" : "static") : "from environment")
        + ", pathStyleAccess="
        + pathStyleAccess
        + ", profile="
        + profile
        + "]";
  }
}
