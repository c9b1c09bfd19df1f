package io.tablescope.format.io.s3;

import io.tablescope.format.io.Environment;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import software.amazon.awssdk.profiles.Profile;
import software.amazon.awssdk.profiles.ProfileFile;
import software.amazon.awssdk.profiles.ProfileProperty;

/**
 * Resolves how to reach S3 the way AWS tools do, from an {@link Environment} only (never this
 * process's): settings given explicitly (a {@code --profile}, or what a catalog vends) first, then
 * {@code AWS_ACCESS_KEY_ID} / {@code AWS_SECRET_ACCESS_KEY} / {@code AWS_SESSION_TOKEN}, then the
 * profile ({@code AWS_PROFILE}, else {@code default}) in {@code ~/.aws/credentials} and {@code
 * ~/.aws/config} ({@code AWS_SHARED_CREDENTIALS_FILE}, {@code AWS_CONFIG_FILE}). The region is
 * {@code AWS_REGION}, {@code AWS_DEFAULT_REGION} or the profile's; the endpoint of an S3-compatible
 * store {@code AWS_ENDPOINT_URL_S3}, {@code AWS_ENDPOINT_URL} or the profile's {@code
 * endpoint_url}, addressed path-style unless told otherwise.
 *
 * <p>Only static keys are read: a profile that gets its credentials by assuming a role, from a
 * process or from SSO is reported as such.
 */
public final class AwsConfiguration {
  private static final String DEFAULT_PROFILE = "default";
  private static final String ENDPOINT_URL = "endpoint_url";
  private static final List<String> UNSUPPORTED_SOURCES =
      List.of(
          ProfileProperty.ROLE_ARN,
          ProfileProperty.CREDENTIAL_PROCESS,
          ProfileProperty.SSO_START_URL,
          "sso_session",
          ProfileProperty.WEB_IDENTITY_TOKEN_FILE);

  private AwsConfiguration() {}

  /**
   * The settings to reach S3 with: each field of {@code given} that is set, else the environment's
   * and the profile's.
   *
   * @throws IOException when a profile named explicitly does not exist, or gets its credentials in
   *     a way Tablescope does not support
   */
  public static S3Settings resolve(Environment environment, S3Settings given) throws IOException {
    boolean profileOption = given.profile() != null;
    String profileName = first(given.profile(), environment.get("AWS_PROFILE"), DEFAULT_PROFILE);
    Path credentialsFile = file(environment, "AWS_SHARED_CREDENTIALS_FILE", "credentials");
    Path configFile = file(environment, "AWS_CONFIG_FILE", "config");
    Optional<Profile> profile = profiles(credentialsFile, configFile).profile(profileName);
    boolean named = !profileName.equals(DEFAULT_PROFILE);
    if (named && profile.isEmpty() && !given.hasCredentials()) {
      throw new IOException(
          "AWS profile '"
              + profileName
              + "' is in neither "
              + credentialsFile
              + " nor "
              + configFile);
    }

    String accessKeyId;
    String secretAccessKey;
    String sessionToken;
    if (given.hasCredentials()) {
      accessKeyId = given.accessKeyId();
      secretAccessKey = given.secretAccessKey();
      sessionToken = given.sessionToken();
    } else if (!profileOption
        && environment.get("AWS_ACCESS_KEY_ID") != null
        && environment.get("AWS_SECRET_ACCESS_KEY") != null) {
      accessKeyId = environment.get("AWS_ACCESS_KEY_ID");
      secretAccessKey = environment.get("AWS_SECRET_ACCESS_KEY");
      sessionToken = environment.get("AWS_SESSION_TOKEN");
    } else {
      accessKeyId = property(profile, ProfileProperty.AWS_ACCESS_KEY_ID);
      secretAccessKey = property(profile, ProfileProperty.AWS_SECRET_ACCESS_KEY);
      sessionToken = property(profile, ProfileProperty.AWS_SESSION_TOKEN);
      if (accessKeyId == null || secretAccessKey == null) {
        requireStaticKeys(profileName, profile);
      }
    }

    String endpoint =
        first(
            given.endpoint(),
            environment.get("AWS_ENDPOINT_URL_S3"),
            environment.get("AWS_ENDPOINT_URL"),
            property(profile, ENDPOINT_URL));
    String region =
        first(
            given.region(),
            environment.get("AWS_REGION"),
            environment.get("AWS_DEFAULT_REGION"),
            property(profile, ProfileProperty.REGION));
    // S3-compatible stores (MinIO, Ceph) rarely serve bucket host names: path style there.
    Boolean pathStyle =
        given.pathStyleAccess() != null ? given.pathStyleAccess() : endpoint != null;
    return new S3Settings(
        endpoint, region, accessKeyId, secretAccessKey, sessionToken, pathStyle, profileName);
  }

  private static void requireStaticKeys(String profileName, Optional<Profile> profile)
      throws IOException {
    for (String source : UNSUPPORTED_SOURCES) {
      if (property(profile, source) != null) {
        throw new IOException(
            "AWS profile '"
                + profileName
                + "' gets its credentials by "
                + source
                + ", which Tablescope does not support; give it aws_access_key_id and"
                + " aws_secret_access_key, or set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY");
      }
    }
  }

  private static Path file(Environment environment, String variable, String name) {
    String given = environment.get(variable);
    if (given == null) {
      return environment.home().resolve(".aws").resolve(name);
    }
    return given.startsWith("~/") ? environment.home().resolve(given.substring(2)) : Path.of(given);
  }

  /** Both files, the credentials file winning where they disagree, as AWS tools read them. */
  private static ProfileFile profiles(Path credentialsFile, Path configFile) throws IOException {
    ProfileFile.Aggregator aggregator = ProfileFile.aggregator();
    try {
      if (Files.isRegularFile(credentialsFile)) {
        aggregator.addFile(
            ProfileFile.builder()
                .content(credentialsFile)
                .type(ProfileFile.Type.CREDENTIALS)
                .build());
      }
      if (Files.isRegularFile(configFile)) {
        aggregator.addFile(
            ProfileFile.builder().content(configFile).type(ProfileFile.Type.CONFIGURATION).build());
      }
    } catch (UncheckedIOException e) {
      throw new IOException("Cannot read AWS settings: " + e.getCause().getMessage(), e);
    } catch (RuntimeException e) {
      throw new IOException(
          "Cannot read AWS settings in "
              + credentialsFile
              + " or "
              + configFile
              + ": "
              + e.getMessage(),
          e);
    }
    return aggregator.build();
  }

  private static String property(Optional<Profile> profile, String name) {
    return profile.flatMap(p -> p.property(name)).filter(value -> !value.isBlank()).orElse(null);
  }

  @SafeVarargs
  private static <T> T first(T... values) {
    for (T value : values) {
      if (value != null) {
        return value;
      }
    }
    return null;
  }
}
