package io.tablescope.format.catalog.config;

import java.io.IOException;

/** The catalog configuration cannot be read: the message names the file and the problem. */
public final class CatalogConfigException extends IOException {
  public CatalogConfigException(String message) {
    super(message);
  }

  public CatalogConfigException(String message, Throwable cause) {
    super(message, cause);
  }
}
