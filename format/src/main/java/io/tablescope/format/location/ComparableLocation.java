package io.tablescope.format.location;

/**
 * A location as the store means it, for comparing what metadata records with what a listing gives:
 * schemes naming the same store made one, a local file URI made a path, trailing slashes dropped.
 * Both Iceberg's orphan finder and Delta's VACUUM preview compare recorded paths with listed ones.
 */
public final class ComparableLocation {
  private ComparableLocation() {}

  /** The location with equivalent schemes made one and a local file URI made a path. */
  public static String of(String location) {
    String normalized = location;
    if (normalized.startsWith("file:")) {
      normalized = normalized.substring("file:".length());
      while (normalized.startsWith("//")) {
        normalized = normalized.substring(1);
      }
    } else if (normalized.startsWith("s3a://") || normalized.startsWith("s3n://")) {
      normalized = "s3://" + normalized.substring("s3a://".length());
    }
    while (normalized.length() > 1 && normalized.endsWith("/")) {
      normalized = normalized.substring(0, normalized.length() - 1);
    }
    return normalized;
  }
}
