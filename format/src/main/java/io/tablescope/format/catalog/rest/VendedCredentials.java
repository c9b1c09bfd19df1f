package io.tablescope.format.catalog.rest;

import io.tablescope.format.io.s3.S3Settings;
import java.util.Objects;

/**
 * How to read the files under one location prefix of a table, as its catalog vended it.
 *
 * <p>{@link #toString()} shows no secret: {@link S3Settings} redacts its own.
 *
 * @param prefix the location prefix the settings serve, e.g. {@code s3://bucket/warehouse/orders}
 * @param s3 the S3 store, region and credentials for the files under the prefix
 */
public record VendedCredentials(String prefix, S3Settings s3) {
  public VendedCredentials {
    Objects.requireNonNull(prefix, "prefix");
    Objects.requireNonNull(s3, "s3");
  }
}
