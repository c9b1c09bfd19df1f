package io.tablescope.format.io.s3;

import io.tablescope.format.io.ServerUri;
import java.io.IOException;
import java.util.Locale;

/**
 * A location in S3 split into bucket and key: {@code s3://bucket/a/b}, {@code s3a://} and {@code
 * s3n://} alike. The key is kept as written (not URL-decoded), as Iceberg and Delta write keys.
 */
record S3Location(String bucket, String key) {
  private static final String SEPARATOR = "://";

  /** Whether a location names an S3 scheme Tablescope reads. */
  static boolean isS3(String location) {
    int separator = location.indexOf(SEPARATOR);
    if (separator < 0) {
      return false;
    }
    String scheme = location.substring(0, separator).toLowerCase(Locale.ROOT);
    return scheme.equals("s3") || scheme.equals("s3a") || scheme.equals("s3n");
  }

  static S3Location parse(String location) throws IOException {
    if (!isS3(location)) {
      throw new IOException("Not an s3://, s3a:// or s3n:// location: " + location);
    }
    String path = location.substring(location.indexOf(SEPARATOR) + SEPARATOR.length());
    int slash = path.indexOf('/');
    String bucket = slash < 0 ? path : path.substring(0, slash);
    String key = slash < 0 ? "" : path.substring(slash + 1);
    if (bucket.isEmpty()) {
      throw new IOException("No bucket in " + location);
    }
    if (ServerUri.hasUserInfo(bucket)) {
      throw new IOException(
          ServerUri.display(location.substring(0, location.indexOf(SEPARATOR) + 3) + bucket)
              + (slash < 0 ? "" : "/" + key)
              + ": an S3 location holding a user name or password (key:secret@bucket) is not"
              + " read: give S3 keys as AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY or a profile");
    }
    return new S3Location(bucket, key);
  }

  /** The key as a folder: the prefix its children's keys start with ("" for the bucket). */
  String folderPrefix() {
    return key.isEmpty() || key.endsWith("/") ? key : key + "/";
  }
}
